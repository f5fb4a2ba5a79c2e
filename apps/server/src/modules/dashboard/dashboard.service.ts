import { lastChinaDays } from '@lucina/contracts';
import type { Dashboard } from '@lucina/contracts/admin';
import type { Database } from '../../db/client.js';
import { dashboardRepository, type DayMetric } from './dashboard.repository.js';

const METRICS: DayMetric[] = [
  'visitors',
  'signups',
  'testsFinished',
  'conversations',
  'orders',
  'revenueFen',
  'refundFen',
];

/** The console's overview, computed on request from the tables the product writes anyway. */
export function createDashboardService({ db }: { db: Database }) {
  const repo = dashboardRepository(db);
  return {
    async overview(days: number, now = new Date()): Promise<Dashboard> {
      const { from, keys } = lastChinaDays(days, now);
      // Today and the week are China days, whatever period the rest of the overview covers.
      const today = lastChinaDays(1, now).from;
      const week = lastChinaDays(7, now).from;
      const [series, funnel, channels, blocksToday, blocksWeek, open] = await Promise.all([
        Promise.all(METRICS.map((m) => repo.perDay(m, from))),
        repo.funnel(from),
        repo.channels(from),
        repo.blocksByCategory(today),
        repo.blocksByCategory(week),
        repo.openReviews(),
      ]);
      const list = keys.map((date) => {
        const entry = Object.fromEntries(METRICS.map((m, i) => [m, series[i]!.get(date) ?? 0]));
        return { date, ...entry } as Dashboard['days'][number];
      });
      return { days: list, funnel, channels, safety: { blocksToday, blocksWeek, ...open } };
    },
  };
}
