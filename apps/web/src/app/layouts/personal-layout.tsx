import { Outlet } from 'react-router';
import { AppHeader } from '@/components/layouts/app-header';
import { SidePanel } from '@/components/layouts/side-panel';
import { PageContainer } from '@/components/ui/page-container';
import { PersonalNav, personalText } from '@/features/personal';
import { HeaderUserEntry } from './header-user-entry';
import { usePersonalNavActions } from './use-personal-nav-actions';
import { useSidebarToggle } from './use-sidebar-toggle';
import styles from './app-layouts.module.css';

/** /personal/*: header plus the personal side navigation (collapses to icons). */
export function PersonalLayout() {
  const sidebar = useSidebarToggle();
  const actions = usePersonalNavActions();
  return (
    <section className={styles.shell}>
      <AppHeader onToggleSidebar={sidebar.toggle} sidebarExpanded={sidebar.expanded} userEntry={<HeaderUserEntry />} />
      <section className={styles.body}>
        <SidePanel width="1.6rem" collapsedWidth={72} ariaLabel={personalText.nav.label}>
          {({ collapsed, closeDrawer }) => <PersonalNav collapsed={collapsed} onNavigate={closeDrawer} {...actions} />}
        </SidePanel>
        <main className={styles.content}>
          <PageContainer>
            <Outlet />
          </PageContainer>
        </main>
      </section>
    </section>
  );
}
