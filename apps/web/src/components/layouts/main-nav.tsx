import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { AppstoreOutlined, ExperimentOutlined, HomeOutlined } from '@ant-design/icons';
import type { PageName } from '@lucina/contracts';
import { shellText } from '@/config/locale';
import { useCurrentPage } from '@/hooks/use-current-page';
import { useGuardedNavigate } from '@/hooks/use-guarded-navigate';

type NavPage = 'home' | 'market' | 'surveyTest';

const SELECTED_FOR: Partial<Record<PageName, NavPage>> = {
  home: 'home',
  market: 'market',
  retainCapital: 'market',
  surveyTest: 'surveyTest',
  surveyResult: 'surveyTest',
  occupation: 'surveyTest',
  course: 'surveyTest',
};

const items: MenuProps['items'] = [
  { key: 'home', icon: <HomeOutlined />, label: shellText.nav.home },
  // `nav-market` is the guided tour's second step target (SPEC §2, dialog 13): keep it stable.
  { key: 'market', icon: <AppstoreOutlined />, label: shellText.nav.market, className: 'nav-market' },
  { key: 'surveyTest', icon: <ExperimentOutlined />, label: shellText.nav.surveyTest },
];

export function MainNav({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const page = useCurrentPage();
  const go = useGuardedNavigate();
  const selected = page ? SELECTED_FOR[page] : undefined;
  return (
    <nav aria-label={shellText.nav.mainLabel}>
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={selected ? [selected] : []}
        onClick={({ key }) => {
          go(key as NavPage);
          onNavigate?.();
        }}
        style={{ borderInlineEnd: 'none', background: 'transparent' }}
      />
    </nav>
  );
}
