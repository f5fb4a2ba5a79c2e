import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { AppstoreOutlined, ArrowRightOutlined, ExperimentOutlined } from '@ant-design/icons';
import type { PageName } from '@lucina/contracts';
import { useGuardedNavigate } from '@/hooks/use-guarded-navigate';
import { homeText } from '../locale';
import styles from './home.module.css';

interface Entry {
  page: PageName;
  icon: ReactNode;
  copy: { title: string; description: string; cta: string };
}

const entries: Entry[] = [
  { page: 'surveyTest', icon: <ExperimentOutlined />, copy: homeText.entries.surveyTest },
  { page: 'market', icon: <AppstoreOutlined />, copy: homeText.entries.market },
];

export function EntryCards() {
  // The service square needs login: visitors get the login dialog instead of a redirect.
  const go = useGuardedNavigate();
  return (
    <section aria-label={homeText.entriesTitle} className={styles.entries}>
      {entries.map(({ page, icon, copy }) => (
        <Card key={page} hoverable className={styles.entry}>
          <span className={styles.entryIcon} aria-hidden="true">
            {icon}
          </span>
          <Typography.Title level={2} className={styles.entryTitle}>
            {copy.title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" className={styles.entryText}>
            {copy.description}
          </Typography.Paragraph>
          {/* Stretched over the whole card, so the card is one keyboard-reachable target. */}
          <button
            type="button"
            className={styles.entryCta}
            onClick={() => go(page)}
            aria-label={`${copy.cta}：${copy.title}`}
          >
            {copy.cta} <ArrowRightOutlined />
          </button>
        </Card>
      ))}
    </section>
  );
}
