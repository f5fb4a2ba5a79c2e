import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { AppstoreOutlined, CrownOutlined, ExperimentOutlined, HomeOutlined } from '@ant-design/icons';
import type { PageName } from '@lucina/contracts';
import { shellText } from '@/config/locale';
import { useCurrentPage } from '@/hooks/use-current-page';
import { useGuardedNavigate } from '@/hooks/use-guarded-navigate';
import { track, TrackEvents } from '@/lib/track';

type NavPage = 'home' | 'market' | 'surveyTest' | 'member';

const SELECTED_FOR: Partial<Record<PageName, NavPage>> = {
  home: 'home',
  market: 'market',
  retainCapital: 'market',
  surveyTest: 'surveyTest',
  surveyResult: 'surveyTest',
  occupation: 'surveyTest',
  course: 'surveyTest',
  member: 'member',
};

const items: MenuProps['items'] = [
  { key: 'home', icon: <HomeOutlined />, label: shellText.nav.home },
  // `nav-market` is the guided tour's second step target (SPEC §2, dialog 13): keep it stable.
  { key: 'market', icon: <AppstoreOutlined />, label: shellText.nav.market, className: 'nav-market' },
  { key: 'surveyTest', icon: <ExperimentOutlined />, label: shellText.nav.surveyTest },
  // SPEC §2: the home's tabs are the service square and the member center.
  { key: 'member', icon: <CrownOutlined />, label: shellText.nav.member },
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
          if (key === 'member') track(TrackEvents.memberCenterNav, { eventType: 'click', subEvent: 'mainNav' });
          go(key as NavPage);
          onNavigate?.();
        }}
        style={{ borderInlineEnd: 'none', background: 'transparent' }}
      />
    </nav>
  );
}
