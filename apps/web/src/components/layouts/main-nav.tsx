import type { MouseEvent, ReactElement } from 'react';
import { AppstoreOutlined, CrownOutlined, ExperimentOutlined, HomeOutlined } from '@ant-design/icons';
import { Pages, type PageName } from '@lucina/contracts';
import { shellText } from '@/config/locale';
import { useCurrentPage } from '@/hooks/use-current-page';
import { useGuardedNavigate } from '@/hooks/use-guarded-navigate';
import { track, TrackEvents } from '@/lib/track';
import styles from './main-nav.module.css';

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

const items = [
  { key: 'home', icon: <HomeOutlined />, label: shellText.nav.home },
  // `nav-market` is the guided tour's second step target (SPEC §2, dialog 13): keep it stable.
  { key: 'market', icon: <AppstoreOutlined />, label: shellText.nav.market, className: 'nav-market' },
  { key: 'surveyTest', icon: <ExperimentOutlined />, label: shellText.nav.surveyTest },
  // SPEC §2: the home's tabs are the service square and the member center.
  { key: 'member', icon: <CrownOutlined />, label: shellText.nav.member },
] satisfies { key: NavPage; icon: ReactElement; label: string; className?: string }[];

/** The main navigation, drawn like antd's inline menu in plain React (it is on /home's first screen). */
export function MainNav({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const page = useCurrentPage();
  const go = useGuardedNavigate();
  const selected = page ? SELECTED_FOR[page] : undefined;
  const open = (key: NavPage) => (event: MouseEvent) => {
    event.preventDefault();
    if (key === 'member') track(TrackEvents.memberCenterNav, { eventType: 'click', subEvent: 'mainNav' });
    go(key);
    onNavigate?.();
  };
  return (
    <nav aria-label={shellText.nav.mainLabel} hidden={collapsed}>
      <ul className={styles.menu}>
        {items.map((item) => (
          <li key={item.key} className={item.className}>
            <a
              href={Pages[item.key].path}
              className={item.key === selected ? `${styles.item} ${styles.selected}` : styles.item}
              aria-current={item.key === selected ? 'page' : undefined}
              onClick={open(item.key)}
            >
              {item.icon}
              <span>{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
