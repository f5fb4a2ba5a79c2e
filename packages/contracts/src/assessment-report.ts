import { z } from 'zod';
import {
  consistencyLevelSchema,
  differentiationLevelSchema,
  jobZoneInfoSchema,
  occupationBriefSchema,
  occupationMatchSchema,
  reportAccessSchema,
  riasecTypeSchema,
  surveyRecordSchema,
  typeLabelSchema,
  typeScoreSchema,
} from './assessment.js';

export const consistencySchema = z.object({
  level: consistencyLevelSchema,
  levelZh: z.string(),
  /** The top two letters of the Holland code, e.g. 'SE'. */
  topPair: z.string(),
  explanationZh: z.string(),
});

export const differentiationSchema = z.object({
  /** Highest minus lowest percent, one decimal. */
  spread: z.number(),
  level: differentiationLevelSchema,
  levelZh: z.string(),
  explanationZh: z.string(),
});

export const typeSummarySchema = typeLabelSchema.extend({
  percent: z.number(),
  rank: z.number().int(),
  summaryZh: z.string(),
});

export const typeInterpretationSchema = typeSummarySchema.extend({
  strengthsZh: z.array(z.string()),
  workEnvZh: z.string(),
  watchOutZh: z.string(),
  interpretationZh: z.string(),
});

/** Sections only members and buyers of this report receive. */
export const fullReportSchema = z.object({
  /** All six types, highest first. */
  types: z.array(typeInterpretationSchema),
  consistency: consistencySchema,
  differentiation: differentiationSchema,
  /** Every labelled occupation, best first; details page by page via surveyResultOccupationInfos. */
  occupations: z.array(occupationBriefSchema),
});

/** What the full report holds, shown to free callers instead of the sections themselves. */
export const lockedOutlineSchema = z.object({
  titleZh: z.string(),
  sections: z.array(z.object({ key: z.string(), titleZh: z.string(), descriptionZh: z.string() })),
});

export const surveyResultDetailSchema = z.object({
  record: surveyRecordSchema,
  reportAccess: reportAccessSchema,
  /** Six scores in hexagon order R-I-A-S-E-C. */
  scores: z.array(typeScoreSchema),
  hollandCode: z.string(),
  /** Set when equal scores decided a letter of the code. */
  tieNoteZh: z.string().nullable(),
  topTypes: z.array(typeSummarySchema),
  topOccupations: z.array(occupationMatchSchema),
  /** Set when no occupation can be matched (e.g. all answers equal). */
  matchNoteZh: z.string().nullable(),
  full: fullReportSchema.nullable(),
  locked: lockedOutlineSchema.nullable(),
});
export type SurveyResultDetail = z.infer<typeof surveyResultDetailSchema>;

export const occupationPageSchema = z.object({
  reportAccess: reportAccessSchema,
  jobZone: z.number().int().nullable(),
  /** The five job zones with 学历/经验 texts, for the filter. */
  jobZones: z.array(jobZoneInfoSchema),
  /** Matches visible to this caller under the filter. */
  total: z.number().int(),
  /** Matches under the filter that need the full report. */
  lockedCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  list: z.array(occupationMatchSchema),
  noteZh: z.string().nullable(),
});

export const separateLabelSchema = z.array(typeLabelSchema.extend({ percent: z.number(), rank: z.number().int() }));

/** An O*NET-SOC code as the catalogue spells it, e.g. 15-1252.00. */
export const occupationCodeSchema = z
  .string({ message: '请提供职业代码（code）' })
  .regex(/^\d{2}-\d{4}\.\d{2}$/, '职业代码格式不正确，应形如 15-1252.00');

export const occupationDetailBodySchema = z.object({
  code: occupationCodeSchema,
  /** Judge the fit against this record of the caller; without it, against the caller's latest result. */
  recordId: z.uuid({ message: '测评记录ID格式不正确' }).nullish(),
});
export type OccupationDetailBody = z.infer<typeof occupationDetailBodySchema>;

/** How one occupation fits the caller's result, within what the caller's report shows. */
export const occupationFitSchema = z.object({
  recordId: z.string(),
  /** The caller's Holland code. */
  hollandCode: z.string(),
  reportAccess: reportAccessSchema,
  /** Letters of the occupation's code among the caller's three strongest types (both are in the free report). */
  sharedTypes: z.array(riasecTypeSchema),
  /** The occupation's place in the caller's report; null when it is not a match or the full report is needed. */
  match: occupationBriefSchema.pick({ rank: true, correlation: true, fit: true, fitLabel: true }).nullable(),
  /** The match (or its absence) is shown by the full report only: a free caller sees only the free top matches. */
  locked: z.boolean(),
  noteZh: z.string().nullable(),
});
export type OccupationFit = z.infer<typeof occupationFitSchema>;

/** Any catalogue occupation, for anyone who may chat; the fit only when the caller has a result. */
export const occupationDetailSchema = z.object({
  code: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  summaryZh: z.string(),
  majors: z.array(z.string()),
  hollandCode: z.string(),
  /** O*NET interest scores (1–7) in hexagon order R-I-A-S-E-C. */
  interests: z.array(z.object({ type: riasecTypeSchema, nameZh: z.string(), score: z.number() })),
  jobZone: jobZoneInfoSchema,
  fit: occupationFitSchema.nullable(),
});
export type OccupationDetail = z.infer<typeof occupationDetailSchema>;
