import type { Executor } from '../../db/client.js';
import type { ChatContextSource } from '../chat/index.js';
import { rankOccupations } from './matching.js';
import type { OccupationCatalog } from './occupation.catalog.js';
import { recordRepository } from './record.repository.js';

/**
 * The chat planner's view of the asker's own latest result, and the occupations the report ranks first
 * for it.
 */
export function plannerResultSource(
  db: Executor,
  catalog: OccupationCatalog,
): Pick<ChatContextSource, 'latestResult' | 'matchedOccupations'> {
  const records = recordRepository(db);
  return {
    async latestResult(owner) {
      const row = await records.latestResult(owner);
      if (!row?.result) return null;
      const { hollandCode, order, percent } = row.result;
      return {
        hollandCode,
        order,
        percent,
        takenAt: (row.submittedAt ?? new Date(0)).toISOString(),
      };
    },
    async matchedOccupations(result, count) {
      const ranking = rankOccupations(await catalog.get(), result.percent);
      return ranking.matches.slice(0, count).map((m) => m.profile.titleZh);
    },
  };
}
