import { z } from 'zod';
import {
  consistencyLevelSchema,
  differentiationLevelSchema,
  jobZoneInfoSchema,
  occupationBriefSchema,
  occupationMatchSchema,
  reportAccessSchema,
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
