import { Menu } from 'antd';
import { usePersonalMenu, type PersonalNavActions } from '../hooks/use-personal-menu';
import { personalText } from '../locale';

interface PersonalNavProps extends PersonalNavActions {
  collapsed?: boolean;
  /** Called after an entry was chosen, e.g. to close the phone drawer. */
  onNavigate?: () => void;
}

export function PersonalNav({ collapsed = false, onNavigate, ...actions }: PersonalNavProps) {
  const { items, onClick, selectedKeys } = usePersonalMenu(actions);
  return (
    <nav aria-label={personalText.nav.label}>
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={selectedKeys}
        onClick={(info) => {
          onClick?.(info);
          onNavigate?.();
        }}
        style={{ borderInlineEnd: 'none', background: 'transparent' }}
      />
    </nav>
  );
}
