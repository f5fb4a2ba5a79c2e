import type { ReactNode } from 'react';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { Pages } from '@lucina/contracts';
import { shellText } from '@/config/locale';
import { useIsPhone } from '@/hooks/use-breakpoint';
import { Logo } from '../ui/logo';
import { PlainButton } from '../ui/plain-button';
import { AppBreadcrumb } from './app-breadcrumb';
import styles from './layouts.module.css';

interface AppHeaderProps {
  /** Absent in layouts without a sidebar, which then show no toggle. */
  onToggleSidebar?: () => void;
  sidebarExpanded?: boolean;
  /** The user entry: avatar menu or login button, composed by the app. */
  userEntry: ReactNode;
}

export function AppHeader({ onToggleSidebar, sidebarExpanded = true, userEntry }: AppHeaderProps) {
  const isPhone = useIsPhone();
  return (
    <header className={styles.header}>
      <div className={styles.headerStart}>
        {onToggleSidebar && (
          <PlainButton
            shape="icon"
            aria-label={shellText.toggleSidebar}
            aria-expanded={sidebarExpanded}
            onClick={onToggleSidebar}
            // The guided tour's second step on phones, where the nav it names is in the closed drawer.
            data-tour="nav-menu"
          >
            {sidebarExpanded ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          </PlainButton>
        )}
        <Link to={Pages.home.path} aria-label={`${shellText.brand} ${shellText.nav.home}`} className={styles.logoLink}>
          {/* Phones keep the mark only, so the breadcrumb fits beside it. */}
          <Logo compact={isPhone} />
        </Link>
        <div className={styles.breadcrumb}>
          <AppBreadcrumb />
        </div>
      </div>
      <div className={styles.headerEnd}>{userEntry}</div>
    </header>
  );
}
