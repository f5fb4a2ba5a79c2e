import { RIASEC_TYPES, type OccupationDetail, type OccupationMatch, type SurveyRecord } from '@lucina/contracts';
import type { SurveyRecordRow } from '../../db/schema/index.js';
import { riasecContent } from './content.js';
import { fitLabelOf, type Match, type OccupationProfile } from './matching.js';

export interface RecordWithCounts {
  record: SurveyRecordRow;
  answeredCount: number;
  questionCount: number;
}

/** Row → SPEC §3 assessment record; the visitor id never leaves the server. */
export function toRecordView({ record: r, answeredCount, questionCount }: RecordWithCounts): SurveyRecord {
  return {
    id: r.id,
    seqUuid: r.seqUuid,
    surveyId: r.surveyId,
    userId: r.userId,
    isTest: r.isTest,
    responseId: r.responseId,
    yn: r.yn,
    status: r.status,
    hollandCode: r.hollandCode,
    answeredCount,
    questionCount,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
    submitTime: r.submittedAt?.toISOString() ?? null,
  };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const jobZoneOf = (zone: number) => riasecContent.jobZones[zone as 1 | 2 | 3 | 4 | 5];

/** The user's major or industry the occupation belongs to, in the report's words. */
const relatedText = ({ relation }: Match) =>
  relation === null
    ? null
    : relation.kind === 'major'
      ? `和你的专业「${relation.nameZh}」对口`
      : `属于你想进入的「${relation.nameZh}」行业`;

export function toOccupationBrief(m: Match) {
  const { code, titleZh, hollandCode, jobZone } = m.profile;
  return {
    rank: m.rank,
    code,
    titleZh,
    hollandCode,
    jobZone,
    correlation: round3(m.correlation),
    fit: m.fit,
    fitLabel: fitLabelOf(m.fit),
    sharedTypes: m.sharedTypes,
    jobZoneNameZh: jobZoneOf(jobZone)?.nameZh ?? '',
    relatedZh: relatedText(m),
  };
}

export function toOccupationMatch(m: Match): OccupationMatch {
  const { titleEn, summaryZh, majors } = m.profile;
  return { ...toOccupationBrief(m), titleEn, summaryZh, majors };
}

/** A catalogue occupation on its own, before any fit: the same for every caller. */
export function toOccupationDetail(p: OccupationProfile): Omit<OccupationDetail, 'fit'> {
  const { code, titleZh, titleEn, summaryZh, majors, hollandCode, jobZone, scores } = p;
  return {
    code,
    titleZh,
    titleEn,
    summaryZh,
    majors,
    hollandCode,
    interests: RIASEC_TYPES.map((type) => ({ type, nameZh: riasecContent.types[type].nameZh, score: scores[type] })),
    jobZone: { jobZone, ...jobZoneOf(jobZone)! },
  };
}
