import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  ArrowRightOutlined,
  CrownOutlined,
  ExperimentOutlined,
  GiftOutlined,
} from '@ant-design/icons';
import { Pages, type OperationPosition, type PageName } from '@lucina/contracts';
import { GuardedLink } from '@/components/ui/guarded-link';
import { SkeletonBlock, SkeletonLines } from '@/components/ui/skeleton-block';
import { surveyPaths } from '@/config/paths';
import { useOperationPositions, useTestStatus } from '../api/home-data';
import { homeText as t } from '../locale';
import styles from './home.module.css';

const ICONS: Record<string, ReactNode> = {
  'operation-survey-test': <ExperimentOutlined />,
  'operation-market': <AppstoreOutlined />,
  'operation-member': <CrownOutlined />,
  'operation-invite': <GiftOutlined />,
};

const PAGE_BY_PATH = new Map<string, PageName>(
  Object.entries(Pages).map(([name, page]) => [page.path, name as PageName]),
);

interface Target {
  page?: PageName;
  to: string;
  cta: string;
  description: string;
  /** Opening a report: after a visitor's login, go there rather than reload home. */
  enterAfterLogin?: boolean;
}

/** Where a slot leads; the test slot of a user who finished it opens their latest report instead. */
function useTargets(positions: readonly OperationPosition[]): Target[] {
  const status = useTestStatus().data;
  return positions.map((p) => {
    const page = p.linkType === 'route' ? PAGE_BY_PATH.get(p.link.split('?')[0]!) : undefined;
    if (page === 'surveyTest' && status?.finished && status.latestRecordId) {
      return {
        page: 'surveyResult',
        to: surveyPaths.result(status.latestRecordId),
        cta: t.viewReport,
        description: t.testFinished(status.count),
        enterAfterLogin: true,
      };
    }
    return { page, to: p.link, cta: (page && t.cta[page]) ?? t.ctaDefault, description: p.description };
  });
}

function Cta({ position, target }: { position: OperationPosition; target: Target }) {
  const label = `${target.cta}：${position.title}`;
  const content = (
    <>
      {target.cta} <ArrowRightOutlined />
    </>
  );
  // Stretched over the whole card, so the card is one keyboard-reachable target.
  if (!target.page) {
    return (
      <a href={target.to} target="_blank" rel="noreferrer" className={styles.entryCta} aria-label={label}>
        {content}
      </a>
    );
  }
  return (
    <GuardedLink
      page={target.page}
      to={target.to}
      enterAfterLogin={target.enterAfterLogin}
      className={styles.entryCta}
      aria-label={label}
    >
      {content}
    </GuardedLink>
  );
}

/** The operation slots beside the chat (SPEC §7 operationPosition/list); visitors log in for the protected ones. */
export function OperationPositions() {
  const positions = useOperationPositions();
  const list = positions.data ?? [];
  const targets = useTargets(list);
  if (positions.isError) return null;

  return (
    <section aria-label={t.entriesTitle} className={styles.entries}>
      {positions.data
        ? list.map((position, i) => (
            <div key={position.id} className={`${styles.entry} ${styles.entryHoverable}`}>
              <span className={styles.entryIcon} aria-hidden="true">
                {ICONS[position.icon] ?? <ArrowRightOutlined />}
              </span>
              <h2 className={`${styles.title} ${styles.entryTitle}`}>{position.title}</h2>
              <div className={styles.entryText}>{targets[i]!.description}</div>
              <Cta position={position} target={targets[i]!} />
            </div>
          ))
        : [0, 1, 2, 3].map((i) => (
            <div key={i} className={`${styles.entry} ${styles.entryLoading}`}>
              <SkeletonBlock className={styles.entrySkeletonIcon} />
              <SkeletonLines widths={['38%', '100%', '61%']} className={styles.entrySkeletonLines} />
            </div>
          ))}
    </section>
  );
}
