import { SidePanel } from '@/components/layouts/side-panel';
import { PersonalNav, personalText } from '@/features/personal';
import { ContainedOutlet, LayoutFrame } from './layout-frame';
import { usePersonalNavActions } from './use-personal-nav-actions';
import { useSidebarToggle } from './use-sidebar-toggle';
import styles from './app-layouts.module.css';

/** /personal/*: header plus the personal side navigation (collapses to icons). */
export function PersonalLayout() {
  const sidebar = useSidebarToggle();
  const actions = usePersonalNavActions();
  return (
    <LayoutFrame sidebar={sidebar}>
      <section className={styles.body}>
        <SidePanel width="1.6rem" collapsedWidth={72} ariaLabel={personalText.nav.label}>
          {({ collapsed, closeDrawer }) => <PersonalNav collapsed={collapsed} onNavigate={closeDrawer} {...actions} />}
        </SidePanel>
        <ContainedOutlet />
      </section>
    </LayoutFrame>
  );
}
