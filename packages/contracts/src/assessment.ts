import { z } from 'zod';

/** The six Holland types in hexagon order; adjacency, ties and chart order all follow it. */
export const RIASEC_TYPES = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecType = (typeof RIASEC_TYPES)[number];
export const riasecTypeSchema = z.enum(RIASEC_TYPES);
export const RiasecNames: Readonly<Record<RiasecType, string>> = {
  R: '现实型',
  I: '研究型',
  A: '艺术型',
  S: '社会型',
  E: '企业型',
  C: '常规型',
};

export const Assessment = {
  /** Likert answers: 1 非常不喜欢 … 5 非常喜欢. */
  answer: { min: 1, max: 5 },
  surveyCodes: { riasec48: 'riasec-48', riasec72: 'riasec-72' },
  /** Free callers see this many top occupations; the rest needs the full report. */
  freeOccupationCount: 3,
  jobZones: [1, 2, 3, 4, 5] as const,
  /** Pearson r between the user's six scores and an occupation's; below the last one nothing is labelled. */
  fitLevels: [
    { fit: 'best', label: '最佳', minCorrelation: 0.8 },
    { fit: 'great', label: '很好', minCorrelation: 0.6 },
    { fit: 'good', label: '较好', minCorrelation: 0.4 },
  ],
  /** Highest minus lowest percent (0–80 on this scale): ≥ high is 高, ≥ medium is 中, else 低. */
  differentiation: { high: 40, medium: 20 },
} as const;

export const recordStatusSchema = z.enum(['in_progress', 'submitted']);
export type RecordStatus = z.infer<typeof recordStatusSchema>;
export const fitSchema = z.enum(['best', 'great', 'good']);
export type Fit = z.infer<typeof fitSchema>;
/** 'full' for members and buyers of this report (single assessment, plan 5); 'free' otherwise. */
export const reportAccessSchema = z.enum(['free', 'full']);
export type ReportAccess = z.infer<typeof reportAccessSchema>;
/** Hexagon distance of the top two types: adjacent, alternate, opposite; undetermined for a flat profile. */
export const consistencyLevelSchema = z.enum(['high', 'medium', 'low', 'undetermined']);
export const differentiationLevelSchema = z.enum(['high', 'medium', 'low']);

export const AssessmentText = {
  surveyNotFound: '测评不存在或已下线',
  recordNotFound: '测评记录不存在',
  recordRequired: '请提供测评记录ID（recordId 或 seqUuid）',
  alreadySubmitted: '该测评已提交，不能再修改答案',
  notSubmitted: '测评尚未完成提交，暂无结果',
  occupationsUnavailable: '职业数据尚未加载，请稍后再试',
  occupationNotFound: '没有找到这个职业，请检查职业代码',
  answerValue: '答案必须是 1–5 的整数',
  duplicateAnswers: (orders: number[]) => `同一道题提交了多次：第 ${orders.join('、')} 题`,
  unknownQuestions: (ids: number[]) => `有 ${ids.length} 道题不属于本测评（questionId：${ids.join('、')}）`,
  outOfRange: (orders: number[]) =>
    `有 ${orders.length} 道题的答案超出范围（只能是 1–5 的整数）：第 ${orders.join('、')} 题`,
  missing: (count: number, orders: number[]) =>
    `还有 ${count} 道题未作答，请完成后再提交（第 ${orders.join('、')} 题${orders.length < count ? '等' : ''}）`,
} as const;

/** SPEC §3 assessment record plus the state the pages need. `userId` is null while a visitor owns it. */
export const surveyRecordSchema = z.object({
  id: z.string(),
  seqUuid: z.string(),
  surveyId: z.number().int(),
  userId: z.string().nullable(),
  /** 1 for internal test records, 0 otherwise. */
  isTest: z.number().int(),
  /** Id of the AI analysis response for this record; null until that feature runs. */
  responseId: z.string().nullable(),
  /** 1 valid, 0 deleted (soft delete). */
  yn: z.number().int(),
  status: recordStatusSchema,
  hollandCode: z.string().nullable(),
  answeredCount: z.number().int(),
  questionCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
  submitTime: z.string().nullable(),
});
export type SurveyRecord = z.infer<typeof surveyRecordSchema>;

export const answerSchema = z.object({
  questionId: z.number({ message: 'questionId 必须是数字' }).int('questionId 必须是整数'),
  value: z.number({ message: '答案必须是数字' }),
});
export type SurveyAnswer = z.infer<typeof answerSchema>;

export const scaleOptionSchema = z.object({ value: z.number().int(), label: z.string() });
export const surveyQuestionSchema = z.object({
  questionId: z.number().int(),
  order: z.number().int(),
  itemId: z.string(),
  type: riasecTypeSchema,
  text: z.string(),
});

export const typeScoreSchema = z.object({
  type: riasecTypeSchema,
  nameZh: z.string(),
  raw: z.number().int(),
  max: z.number().int(),
  /** raw / max × 100, one decimal. */
  percent: z.number(),
  /** 1 = highest; ties ranked by hexagon order. */
  rank: z.number().int(),
});

export const typeLabelSchema = z.object({
  type: riasecTypeSchema,
  nameZh: z.string(),
  nameEn: z.string(),
  keywordsZh: z.array(z.string()),
});

export const jobZoneInfoSchema = z.object({
  jobZone: z.number().int(),
  nameZh: z.string(),
  educationZh: z.string(),
  experienceZh: z.string(),
  summaryZh: z.string(),
});

/** One ranked occupation; `rank` is its place among all labelled matches, before any job-zone filter. */
export const occupationBriefSchema = z.object({
  rank: z.number().int(),
  code: z.string(),
  titleZh: z.string(),
  hollandCode: z.string(),
  jobZone: z.number().int(),
  correlation: z.number(),
  fit: fitSchema,
  fitLabel: z.string(),
  /** Why it fits: the occupation's Holland letters that are among the user's three strongest types. */
  sharedTypes: z.array(riasecTypeSchema),
  /** The Job Zone's name, e.g. 需要中等准备. */
  jobZoneNameZh: z.string(),
  /** Why it was placed a little higher: it is the user's major's or chosen industry's work; null when neither. */
  relatedZh: z.string().nullable(),
});
export const occupationMatchSchema = occupationBriefSchema.extend({
  titleEn: z.string(),
  summaryZh: z.string(),
  majors: z.array(z.string()),
});
export type OccupationMatch = z.infer<typeof occupationMatchSchema>;
