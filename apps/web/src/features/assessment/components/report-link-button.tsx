import type { ComponentProps } from 'react';
import { PlainLinkButton } from '@/components/ui/plain-link-button';
import { surveyPaths } from '@/config/paths';
import { useVisitorGate } from '@/hooks/use-visitor-gate';

type ReportLinkButtonProps = Omit<ComponentProps<typeof PlainLinkButton>, 'to' | 'onClick'> & { recordId: string };

/** Opens a report; a visitor logs in first and then lands on it (their record moves to the account). */
export function ReportLinkButton({ recordId, ...props }: ReportLinkButtonProps) {
  const gate = useVisitorGate();
  const to = surveyPaths.result(recordId);
  return (
    <PlainLinkButton
      {...props}
      to={to}
      onClick={(event) => gate(event, { page: 'surveyResult', to, enterAfterLogin: true })}
    />
  );
}
