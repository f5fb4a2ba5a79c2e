import { useState, type ReactNode } from 'react';
import { useIsPhone } from '@/hooks/use-breakpoint';
import { layoutSelectors, useLayoutStore } from '@/stores/layout-store';
import { antdIsland } from '../ui/antd-island';
import styles from './layouts.module.css';

const SideDrawer = antdIsland(async () => (await import('./side-drawer')).SideDrawer);

interface SidePanelProps {
  /** Desktop width (CSS length: rem scales with the root font size). */
  width: string;
  /** Width when collapsed; 0 hides the panel entirely. */
  collapsedWidth: number;
  ariaLabel: string;
  children: (state: { collapsed: boolean; closeDrawer: () => void }) => ReactNode;
}

/** A layout's side navigation: a collapsible sidebar from pad up, a drawer on phones (loaded when first opened). */
export function SidePanel({ width, collapsedWidth, ariaLabel, children }: SidePanelProps) {
  const isPhone = useIsPhone();
  const collapsed = useLayoutStore(layoutSelectors.sidebarCollapsed);
  const drawerOpen = useLayoutStore(layoutSelectors.mobileNavOpen);
  const setDrawerOpen = useLayoutStore(layoutSelectors.setMobileNavOpen);
  const closeDrawer = () => setDrawerOpen(false);
  // Once opened, the drawer stays mounted so its closing animation plays.
  const [drawerWanted, setDrawerWanted] = useState(drawerOpen);
  if (drawerOpen && !drawerWanted) setDrawerWanted(true);

  if (isPhone) {
    if (!drawerWanted) return null;
    return (
      <SideDrawer open={drawerOpen} onClose={closeDrawer} ariaLabel={ariaLabel}>
        {children({ collapsed: false, closeDrawer })}
      </SideDrawer>
    );
  }

  const current = collapsed ? `${collapsedWidth}px` : width;
  return (
    <aside
      className={styles.sider}
      style={{ flex: `0 0 ${current}`, width: current, maxWidth: current, minWidth: current }}
      aria-label={ariaLabel}
    >
      <div className={styles.siderInner}>{children({ collapsed, closeDrawer })}</div>
    </aside>
  );
}
