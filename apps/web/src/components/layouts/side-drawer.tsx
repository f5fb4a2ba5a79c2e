import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { Logo } from '../ui/logo';

/** The phone's navigation drawer (antd), loaded the first time it opens. */
export function SideDrawer(props: { open: boolean; onClose: () => void; ariaLabel: string; children: ReactNode }) {
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      placement="left"
      size={280}
      title={<Logo />}
      aria-label={props.ariaLabel}
      styles={{ body: { padding: 8 } }}
    >
      {props.children}
    </Drawer>
  );
}
