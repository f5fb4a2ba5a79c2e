import { Outlet } from 'react-router';
import { MainNav } from '@/components/layouts/main-nav';
import { SidePanel } from '@/components/layouts/side-panel';
import { shellText } from '@/config/locale';
import { ConversationListSlot } from './conversation-list-slot';
import { LayoutFrame } from './layout-frame';
import { useSidebarToggle } from './use-sidebar-toggle';
import styles from './app-layouts.module.css';

/** Home, service square and the career test: header plus the main sidebar (plain React: /home's first screen). */
export function DefaultLayout() {
  const sidebar = useSidebarToggle();
  return (
    <LayoutFrame sidebar={sidebar}>
      <section className={styles.body}>
        <SidePanel width="1.7rem" collapsedWidth={0} ariaLabel={shellText.nav.mainLabel}>
          {({ collapsed, closeDrawer }) => (
            <>
              <MainNav collapsed={collapsed} onNavigate={closeDrawer} />
              {!collapsed && <ConversationListSlot onNavigate={closeDrawer} />}
            </>
          )}
        </SidePanel>
        <main className={styles.content}>
          <Outlet />
        </main>
      </section>
    </LayoutFrame>
  );
}
