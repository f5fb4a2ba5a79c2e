import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Pages, type PageName } from '@lucina/contracts';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { modalSelectors, useModalStore } from '@/stores/modal-store';

interface GuardedLinkProps {
  page: PageName;
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** A real link (new tab, keyboard) that asks a visitor to log in when the target needs it. */
export function GuardedLink({ page, to, className, children, ...aria }: GuardedLinkProps) {
  const isLoggedIn = useAuthStore(authSelectors.isLoggedIn);
  const openLoginModal = useModalStore(modalSelectors.openLoginModal);
  return (
    <Link
      to={to}
      className={className}
      {...aria}
      onClick={(event) => {
        if (Pages[page].visitor || isLoggedIn) return;
        event.preventDefault();
        openLoginModal({ surveyRequired: false });
      }}
    >
      {children}
    </Link>
  );
}
