import type { Dashboard } from '@lucina/contracts/admin';
import type { Database } from '../../db/client.js';
import { dashboardRepository, type DayMetric } from './dashboard.repository.js';

const DAY_MS = 86_400_000;
const CHINA_MS = 8 * 3600_000;
const METRICS: DayMetric[] = [
  'visitors',
  'signups',
  'testsFinished',
  'conversations',
  'orders',
  'revenueFen',
  'refundFen',
];

/** China-time calendar days ending today: the first day's start (as an instant) and every day's key. */
export function chinaDays(count: number, now = new Date()) {
  const todayStart = Math.floor((now.getTime() + CHINA_MS) / DAY_MS) * DAY_MS - CHINA_MS;
  const from = new Date(todayStart - (count - 1) * DAY_MS);
  const keys = Array.from({ length: count }, (_, i) =>
    new Date(from.getTime() + i * DAY_MS + CHINA_MS).toISOString().slice(0, 10),
  );
  return { from, keys };
}

/** The console's overview, computed on request from the tables the product writes anyway. */
export function createDashboardService({ db }: { db: Database }) {
  const repo = dashboardRepository(db);
  return {
    async overview(days: number, now = new Date()): Promise<Dashboard> {
      const { from, keys } = chinaDays(days, now);
      const [series, funnel, channels] = await Promise.all([
        Promise.all(METRICS.map((m) => repo.perDay(m, from))),
        repo.funnel(from),
        repo.channels(from),
      ]);
      const list = keys.map((date) => {
        const entry = Object.fromEntries(METRICS.map((m, i) => [m, series[i]!.get(date) ?? 0]));
        return { date, ...entry } as Dashboard['days'][number];
      });
      return { days: list, funnel, channels };
    },
  };
}
