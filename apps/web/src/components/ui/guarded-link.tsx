import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useVisitorGate, type GateTarget } from '@/hooks/use-visitor-gate';

interface GuardedLinkProps extends GateTarget {
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** A real link (new tab, keyboard) that asks a visitor to log in when the target needs it. */
export function GuardedLink({ page, to, enterAfterLogin, className, children, ...aria }: GuardedLinkProps) {
  const gate = useVisitorGate();
  return (
    <Link to={to} className={className} {...aria} onClick={(event) => gate(event, { page, to, enterAfterLogin })}>
      {children}
    </Link>
  );
}
