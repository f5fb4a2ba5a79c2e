import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & {
  to: string;
  /** Runs first; preventing the default keeps the link from navigating (e.g. a visitor is asked to log in). */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

/** A button-styled router link: one <a> (no button nested in a link), client-side navigation. */
export function LinkButton({ to, onClick, ...props }: LinkButtonProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) handleClick(event as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
}
