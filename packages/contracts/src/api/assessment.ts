import { z } from 'zod';
import {
  Assessment,
  answerSchema,
  scaleOptionSchema,
  surveyQuestionSchema,
  surveyRecordSchema,
} from '../assessment.js';
import {
  occupationDetailBodySchema,
  occupationDetailSchema,
  occupationPageSchema,
  separateLabelSchema,
  surveyResultDetailSchema,
} from '../assessment-report.js';
import { consultantSchema, narrativeSchema, resumeFileSchema, surveyResultUploadSchema } from '../assessment-extras.js';
import { defineRoute } from './define.js';

const BASE = '/ai/aiSurveyTest';
const recordId = z.uuid({ message: '测评记录ID格式不正确' });
const surveyBody = z.object({ surveyId: z.number({ message: '请提供测评ID（surveyId）' }).int().positive() });
const recordBody = z.object({ recordId });

export const surveySubmitBodySchema = z
  .object({
    recordId: recordId.optional(),
    seqUuid: z.uuid({ message: 'seqUuid 格式不正确' }).optional(),
    answers: z.array(answerSchema).max(200, '一次最多提交 200 道题'),
    /** false saves a partial answer set; true also checks completeness and scores the test. */
    final: z.boolean({ message: 'final 必须是 true 或 false' }),
  })
  .refine((b) => b.recordId || b.seqUuid, { message: '请提供测评记录ID（recordId 或 seqUuid）' });
export type SurveySubmitBody = z.infer<typeof surveySubmitBodySchema>;

const pageFields = {
  page: z.number().int().min(1, '页码从 1 开始').default(1),
  pageSize: z.number().int().min(1).max(100, '每页最多 100 条').default(20),
};

export const occupationInfosBodySchema = z.object({
  recordId,
  jobZone: z.number().int().min(1, '工作区间（jobZone）只能是 1–5').max(5, '工作区间（jobZone）只能是 1–5').nullish(),
  ...pageFields,
});
export type OccupationInfosBody = z.infer<typeof occupationInfosBodySchema>;

const pageBody = z.object(pageFields);
/** The body may be absent (Fastify then passes null): first page of 20. */
export const recordListBodySchema = pageBody.nullish().transform((b) => b ?? pageBody.parse({}));

const templateSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
  version: z.number().int(),
});

export const assessmentRoutes = {
  getSurveyList: defineRoute({
    method: 'GET',
    path: `${BASE}/getSurveyList`,
    auth: 'identity',
    tag: 'assessment',
    summary: '可用的测评及调用者在每个测评上的最近一条记录',
    response: z.array(templateSummary.extend({ latestRecord: surveyRecordSchema.nullable() })),
  }),
  surveyTemplate: defineRoute({
    method: 'POST',
    path: `${BASE}/surveyTemplate`,
    auth: 'identity',
    tag: 'assessment',
    summary: '测评题目与五级作答量表',
    body: surveyBody,
    response: templateSummary.extend({ scale: z.array(scaleOptionSchema), questions: z.array(surveyQuestionSchema) }),
  }),
  getSurveyTest: defineRoute({
    method: 'POST',
    path: `${BASE}/getSurveyTest`,
    auth: 'identity',
    tag: 'assessment',
    summary: '开始或继续调用者进行中的测评，返回已保存的答案',
    body: surveyBody,
    response: z.object({ record: surveyRecordSchema, answers: z.array(answerSchema) }),
  }),
  getSurveySubmit: defineRoute({
    method: 'POST',
    path: `${BASE}/getSurveySubmit`,
    auth: 'identity',
    tag: 'assessment',
    summary: '保存部分答案（final=false）或完成提交并计算结果（final=true）',
    body: surveySubmitBodySchema,
    response: z.object({ record: surveyRecordSchema }),
  }),
  aiTestRecordCount: defineRoute({
    method: 'POST',
    path: `${BASE}/aiTestRecordCount`,
    auth: 'identity',
    tag: 'assessment',
    summary: '调用者已提交的测评次数',
    response: z.number().int(),
  }),
  getAiTestRecord: defineRoute({
    method: 'POST',
    path: `${BASE}/getAiTestRecord`,
    auth: 'identity',
    tag: 'assessment',
    summary: '调用者的测评记录，最新的在前',
    body: recordListBodySchema,
    response: z.object({
      list: z.array(surveyRecordSchema.extend({ surveyName: z.string() })),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  }),
  surveyResultDetail: defineRoute({
    method: 'POST',
    path: `${BASE}/surveyResultDetail`,
    auth: 'user',
    tag: 'assessment',
    summary: '测评结果：免费部分，完整报告仅对会员或已购买者返回',
    body: recordBody,
    response: surveyResultDetailSchema,
  }),
  surveyResultOccupationInfos: defineRoute({
    method: 'POST',
    path: `${BASE}/surveyResultOccupationInfos`,
    auth: 'user',
    tag: 'assessment',
    summary: `按匹配度排序的职业（可按工作区间筛选）；免费用户只看前 ${Assessment.freeOccupationCount} 个`,
    body: occupationInfosBodySchema,
    response: occupationPageSchema,
  }),
  occupationDetail: defineRoute({
    method: 'POST',
    path: `${BASE}/occupationDetail`,
    auth: 'identity',
    tag: 'assessment',
    summary:
      '任一职业的资料（中文名、描述、兴趣代码与得分、工作区间）；调用者有测评结果时附带匹配情况，匹配度只在报告可见范围内给出',
    body: occupationDetailBodySchema,
    response: occupationDetailSchema,
  }),
  surveyResultDetailSeparateLabel: defineRoute({
    method: 'POST',
    path: `${BASE}/surveyResultDetailSeparateLabel`,
    auth: 'user',
    tag: 'assessment',
    summary: '六种类型的名称、关键词与得分，用于图表图例',
    body: recordBody,
    response: separateLabelSchema,
  }),
  isAiTestFinished: defineRoute({
    method: 'POST',
    path: `${BASE}/isAiTestFinished`,
    auth: 'identity',
    tag: 'assessment',
    summary: '调用者是否完成过测评，以及最近一次已提交的记录',
    response: z.object({ finished: z.boolean(), latestRecordId: z.string().nullable() }),
  }),
  surveyResult: defineRoute({
    method: 'POST',
    path: `${BASE}/surveyResult`,
    auth: 'user',
    tag: 'assessment',
    summary:
      'multipart：先字段 recordId，再最多 3 个简历文件 files（doc/docx/pdf，按内容识别，每个 ≤ 5MB，docx 解压后 ≤ 50MB）；无完整报告权限时不读取任何文件；替换该记录的简历并重写 AI 解读',
    response: surveyResultUploadSchema,
  }),
  resumeList: defineRoute({
    method: 'POST',
    path: `${BASE}/resumeList`,
    auth: 'user',
    tag: 'assessment',
    summary: '该测评记录已上传的简历',
    body: recordBody,
    response: z.array(resumeFileSchema),
  }),
  surveyNarrative: defineRoute({
    method: 'POST',
    path: `${BASE}/surveyNarrative`,
    auth: 'user',
    tag: 'assessment',
    summary: 'AI 报告解读（完整报告）：首次调用开始撰写并保存，之后直接返回；撰写中可轮询',
    body: recordBody,
    response: narrativeSchema,
  }),
  consultantExpert: defineRoute({
    method: 'POST',
    path: `${BASE}/consultantExpert`,
    auth: 'user',
    tag: 'assessment',
    summary: '按霍兰德代码推荐的职业规划顾问（完整报告）',
    body: recordBody,
    response: z.array(consultantSchema),
  }),
};
