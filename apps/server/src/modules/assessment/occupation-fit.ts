import { Assessment, type OccupationFit, type ReportAccess, type RiasecType } from '@lucina/contracts';
import type { StoredResult } from '../../db/schema/index.js';
import { toOccupationBrief } from './assessment.mapper.js';
import { FLAT_MATCH_NOTE, OCCUPATION_LOCKED_NOTE, OCCUPATION_NO_MATCH_NOTE } from './explain.js';
import { topThreeTypes, type OccupationProfile, type Ranking } from './matching.js';

interface FitInput {
  occupation: OccupationProfile;
  recordId: string;
  result: StoredResult;
  ranking: Ranking;
  reportAccess: ReportAccess;
}

/**
 * How one occupation fits a result, cut to what that result's report shows: a free report shows only its
 * top matches, so for any other occupation a free caller learns neither its rank nor whether it matches
 * at all (unless the free report already lists every match there is).
 */
export function occupationFit({ occupation, recordId, result, ranking, reportAccess }: FitInput): OccupationFit {
  const visible = reportAccess === 'full' ? ranking.matches : ranking.matches.slice(0, Assessment.freeOccupationCount);
  const found = visible.find((m) => m.profile.code === occupation.code);
  const locked = !found && visible.length < ranking.matches.length;
  const top = topThreeTypes(result.percent);
  const brief = found ? toOccupationBrief(found) : null;
  return {
    recordId,
    hollandCode: result.hollandCode,
    reportAccess,
    // The same letters the report gives a match as its reason, from two things the free report already shows.
    sharedTypes: [...occupation.hollandCode].filter((t): t is RiasecType => top.includes(t as RiasecType)),
    match: brief && { rank: brief.rank, correlation: brief.correlation, fit: brief.fit, fitLabel: brief.fitLabel },
    locked,
    noteZh: ranking.flat ? FLAT_MATCH_NOTE : found ? null : locked ? OCCUPATION_LOCKED_NOTE : OCCUPATION_NO_MATCH_NOTE,
  };
}
