import type { ReactNode } from 'react';
import { Drawer, Layout } from 'antd';
import { useIsPhone } from '@/hooks/use-breakpoint';
import { layoutSelectors, useLayoutStore } from '@/stores/layout-store';
import { Logo } from '../ui/logo';
import styles from './layouts.module.css';

interface SidePanelProps {
  /** Desktop width (CSS length: rem scales with the root font size). */
  width: string;
  /** Width when collapsed; 0 hides the panel entirely. */
  collapsedWidth: number;
  ariaLabel: string;
  children: (state: { collapsed: boolean; closeDrawer: () => void }) => ReactNode;
}

/** A layout's side navigation: a collapsible Sider from pad up, a Drawer on phones. */
export function SidePanel({ width, collapsedWidth, ariaLabel, children }: SidePanelProps) {
  const isPhone = useIsPhone();
  const collapsed = useLayoutStore(layoutSelectors.sidebarCollapsed);
  const drawerOpen = useLayoutStore(layoutSelectors.mobileNavOpen);
  const setDrawerOpen = useLayoutStore(layoutSelectors.setMobileNavOpen);
  const closeDrawer = () => setDrawerOpen(false);

  if (isPhone) {
    return (
      <Drawer
        open={drawerOpen}
        onClose={closeDrawer}
        placement="left"
        size={280}
        title={<Logo />}
        aria-label={ariaLabel}
        styles={{ body: { padding: 8 } }}
      >
        {children({ collapsed: false, closeDrawer })}
      </Drawer>
    );
  }

  return (
    <Layout.Sider
      className={styles.sider}
      width={width}
      collapsed={collapsed}
      collapsedWidth={collapsedWidth}
      trigger={null}
      theme="light"
      aria-label={ariaLabel}
    >
      <div className={styles.siderInner}>{children({ collapsed, closeDrawer })}</div>
    </Layout.Sider>
  );
}
