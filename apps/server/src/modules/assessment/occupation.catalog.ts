import { BizCode, AssessmentText } from '@lucina/contracts';
import type { Executor } from '../../db/client.js';
import type { OccupationRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { buildCatalog, type Catalog, type OccupationProfile } from './matching.js';
import { surveyRepository } from './survey.repository.js';

export function toProfile(row: OccupationRow): OccupationProfile {
  const { r: R, i: I, a: A, s: S, e: E, c: C, ...rest } = row;
  return { ...rest, scores: { R, I, A, S, E, C } };
}

/**
 * The occupation profiles for matching, read from the database once per process (after the seed)
 * and kept in memory: a result page never queries occupations. A failed or empty load is retried later.
 */
export function createOccupationCatalog(db: Executor) {
  let loading: Promise<Catalog> | null = null;

  async function load(): Promise<Catalog> {
    const rows = await surveyRepository(db).allOccupations();
    if (rows.length === 0) throw new AppError(503, BizCode.UNAVAILABLE, AssessmentText.occupationsUnavailable);
    return buildCatalog(rows.map(toProfile));
  }

  return {
    get(): Promise<Catalog> {
      loading ??= load().catch((err: unknown) => {
        loading = null;
        throw err;
      });
      return loading;
    },
  };
}

export type OccupationCatalog = ReturnType<typeof createOccupationCatalog>;
