import {
  Assessment,
  AssessmentText,
  ResumeText,
  RIASEC_TYPES,
  type OccupationDetail,
  type OccupationDetailBody,
  type OccupationInfosBody,
  type ReportAccess,
  type RiasecType,
  type SurveyResultDetail,
} from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import type { StoredResult } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { toOccupationBrief, toOccupationDetail, toOccupationMatch, toRecordView } from './assessment.mapper.js';
import { jobZoneInfos, riasecContent } from './content.js';
import {
  consistencyView,
  differentiationView,
  FLAT_MATCH_NOTE,
  lockedOutline,
  NO_MATCH_IN_ZONE_NOTE,
  NO_MATCH_NOTE,
  tieNote,
} from './explain.js';
import { NO_BACKGROUND, relatedOccupations, type MatchBackground } from './background.js';
import { filterByJobZone, rankOccupations, type Ranking } from './matching.js';
import type { OccupationCatalog } from './occupation.catalog.js';
import { occupationFit } from './occupation-fit.js';
import { recordRepository, type Owner } from './record.repository.js';

function typeLabel(t: RiasecType, result: StoredResult) {
  const { nameZh, nameEn, keywordsZh } = riasecContent.types[t];
  return { type: t, nameZh, nameEn, keywordsZh, percent: result.percent[t], rank: result.order.indexOf(t) + 1 };
}

function typeSummary(t: RiasecType, result: StoredResult) {
  return { ...typeLabel(t, result), summaryZh: riasecContent.types[t].summaryZh };
}

/** Where the report learns a user's major and chosen industries (the engagement module's questionnaire). */
export type BackgroundSource = (userId: string) => Promise<MatchBackground>;

/**
 * Reading a submitted result: the free part for everyone, the full report for members and buyers only. The
 * occupations are ranked by interests, those of the user's major or chosen industry a little higher when known.
 */
export function createAssessmentReportService({
  db,
  catalog,
  background = async () => NO_BACKGROUND,
}: {
  db: Database;
  catalog: OccupationCatalog;
  background?: BackgroundSource;
}) {
  const records = recordRepository(db);

  /** Entitlement to the full report: an active membership, or a report unlock bought for this record. */
  async function hasFullReport(userId: string, recordId: string) {
    return records.hasFullReport(userId, recordId, new Date());
  }

  async function accessOf(owner: Owner, recordId: string): Promise<ReportAccess> {
    return owner.kind === 'user' && (await hasFullReport(owner.userId, recordId)) ? 'full' : 'free';
  }

  /** Ownership first (404 for anyone else), then the record must have a result. */
  async function submitted(owner: Owner, recordId: string) {
    const row = await records.findOwnedView(owner, recordId);
    if (!row) throw AppError.notFound(AssessmentText.recordNotFound);
    const result = row.record.result;
    if (row.record.status !== 'submitted' || !result) throw AppError.conflict(AssessmentText.notSubmitted);
    return { row, result };
  }

  async function rank(owner: Owner, result: StoredResult): Promise<Ranking> {
    const [occupations, known] = await Promise.all([
      catalog.get(),
      owner.kind === 'user' ? background(owner.userId) : NO_BACKGROUND,
    ]);
    const related = relatedOccupations(
      occupations.items.map((i) => i.profile),
      known,
    );
    return rankOccupations(occupations, result.percent, related);
  }

  const matchNote = (ranking: Ranking, shown: number, zoned: boolean) =>
    ranking.flat ? FLAT_MATCH_NOTE : shown > 0 ? null : zoned ? NO_MATCH_IN_ZONE_NOTE : NO_MATCH_NOTE;

  return {
    hasFullReport,

    /** For the full-report extras (narrative, résumé, consultant): owned, submitted and unlocked, or refused. */
    async fullReportInput(owner: Owner, recordId: string) {
      const { result } = await submitted(owner, recordId);
      if ((await accessOf(owner, recordId)) !== 'full') throw AppError.forbidden(ResumeText.fullReportOnly);
      return { result, ranking: await rank(owner, result) };
    },

    async detail(owner: Owner, recordId: string): Promise<SurveyResultDetail> {
      const { row, result } = await submitted(owner, recordId);
      const [reportAccess, ranking] = await Promise.all([accessOf(owner, recordId), rank(owner, result)]);
      const full = reportAccess === 'full';
      return {
        record: toRecordView(row),
        reportAccess,
        scores: RIASEC_TYPES.map((t) => ({
          type: t,
          nameZh: riasecContent.types[t].nameZh,
          raw: result.raw[t],
          max: result.max[t],
          percent: result.percent[t],
          rank: result.order.indexOf(t) + 1,
        })),
        hollandCode: result.hollandCode,
        tieNoteZh: tieNote(result),
        topTypes: result.order.slice(0, 3).map((t) => typeSummary(t, result)),
        topOccupations: ranking.matches.slice(0, Assessment.freeOccupationCount).map(toOccupationMatch),
        matchNoteZh: matchNote(ranking, ranking.matches.length, false),
        // Locked sections are never built for free callers, so they cannot leak through the response.
        full: full
          ? {
              types: result.order.map((t) => {
                const { strengthsZh, workEnvZh, watchOutZh, interpretationZh } = riasecContent.types[t];
                return { ...typeSummary(t, result), strengthsZh, workEnvZh, watchOutZh, interpretationZh };
              }),
              consistency: consistencyView(result),
              differentiation: differentiationView(result),
              occupations: ranking.matches.map(toOccupationBrief),
            }
          : null,
        locked: full ? null : lockedOutline(ranking.matches.length),
      };
    },

    /** Ranked occupations, optionally of one Job Zone; free callers get only the overall top 3. */
    async occupations(owner: Owner, { recordId, jobZone, page, pageSize }: OccupationInfosBody) {
      const { result } = await submitted(owner, recordId);
      const [reportAccess, ranking] = await Promise.all([accessOf(owner, recordId), rank(owner, result)]);
      const inZone = filterByJobZone(ranking.matches, jobZone);
      const visible = reportAccess === 'full' ? inZone : inZone.filter((m) => m.rank <= Assessment.freeOccupationCount);
      const start = (page - 1) * pageSize;
      return {
        reportAccess,
        jobZone: jobZone ?? null,
        jobZones: jobZoneInfos(),
        total: visible.length,
        lockedCount: inZone.length - visible.length,
        page,
        pageSize,
        list: visible.slice(start, start + pageSize).map(toOccupationMatch),
        noteZh: matchNote(ranking, inZone.length, Boolean(jobZone)),
      };
    },

    /**
     * Any catalogue occupation, for anyone who may chat. The fit is judged against the given record (owned,
     * else 404) or the caller's latest result, and stays within what that result's report shows.
     */
    async occupation(owner: Owner, { code, recordId }: OccupationDetailBody): Promise<OccupationDetail> {
      const occupation = (await catalog.get()).byCode.get(code);
      if (!occupation) throw AppError.notFound(AssessmentText.occupationNotFound);
      const id = recordId ?? (await records.latestSubmitted(owner))?.id;
      if (!id) return { ...toOccupationDetail(occupation), fit: null };
      const { result } = await submitted(owner, id);
      const [reportAccess, ranking] = await Promise.all([accessOf(owner, id), rank(owner, result)]);
      return {
        ...toOccupationDetail(occupation),
        fit: occupationFit({ occupation, recordId: id, result, ranking, reportAccess }),
      };
    },

    /** Names, keywords and percents of the six types in hexagon order, for the chart legend. */
    async separateLabels(owner: Owner, recordId: string) {
      const { result } = await submitted(owner, recordId);
      return RIASEC_TYPES.map((t) => typeLabel(t, result));
    },
  };
}

export type AssessmentReportService = ReturnType<typeof createAssessmentReportService>;
