import { vi } from 'vitest';
import {
  API_PREFIX,
  occupationPageSchema,
  surveyResultDetailSchema,
  type OccupationMatch,
  type SurveyResultDetail,
} from '@lucina/contracts';
import { jsonResponse } from '@/testing/fixtures';

export const RECORD_ID = '5021946e-2ea2-4ed4-b92a-4bf730908ceb';

export const SUBMITTED_RECORD = {
  id: RECORD_ID,
  seqUuid: '90231ef6-451e-42ac-8351-5373a0ac783c',
  surveyId: 1,
  userId: null,
  isTest: 0,
  responseId: null,
  yn: 1,
  status: 'submitted',
  hollandCode: 'SAE',
  answeredCount: 48,
  questionCount: 48,
  createTime: '2026-01-02T03:00:00.000Z',
  updateTime: '2026-01-02T03:08:00.000Z',
  submitTime: '2026-01-02T03:08:00.000Z',
} as const;

const NAMES = { R: '现实型', I: '研究型', A: '艺术型', S: '社会型', E: '企业型', C: '常规型' } as const;
const PERCENT = { R: 40, I: 60, A: 80, S: 100, E: 80, C: 20 } as const;
const RANK = { S: 1, A: 2, E: 3, I: 4, R: 5, C: 6 } as const;

const typeText = (t: keyof typeof NAMES) => ({
  type: t,
  nameZh: NAMES[t],
  nameEn: `${t}-en`,
  keywordsZh: [`${NAMES[t]}关键词`],
  percent: PERCENT[t],
  rank: RANK[t],
  summaryZh: `${NAMES[t]}简介`,
});

export function makeOccupation(rank: number, overrides: Partial<OccupationMatch> = {}): OccupationMatch {
  return {
    rank,
    code: `21-10${String(rank).padStart(2, '0')}.00`,
    titleZh: `职业${rank}`,
    titleEn: `Occupation ${rank}`,
    hollandCode: 'SA',
    jobZone: (rank % 5) + 1,
    correlation: 0.7,
    fit: 'great',
    fitLabel: '很好',
    sharedTypes: ['S', 'A'],
    jobZoneNameZh: '需要中等准备',
    relatedZh: null,
    summaryZh: `职业${rank}的工作内容`,
    majors: ['心理学', '教育学'],
    ...overrides,
  };
}

const top3 = [
  makeOccupation(1, { fit: 'best', fitLabel: '最佳' }),
  makeOccupation(2, { relatedZh: '和你的专业「心理学」对口' }),
  makeOccupation(3, { fit: 'good', fitLabel: '较好' }),
];

export function makeDetail(access: 'free' | 'full'): SurveyResultDetail {
  const order = ['S', 'A', 'E', 'I', 'R', 'C'] as const;
  return surveyResultDetailSchema.parse({
    record: SUBMITTED_RECORD,
    reportAccess: access,
    scores: (['R', 'I', 'A', 'S', 'E', 'C'] as const).map((t) => ({
      type: t,
      nameZh: NAMES[t],
      raw: PERCENT[t] / 5,
      max: 20,
      percent: PERCENT[t],
      rank: RANK[t],
    })),
    hollandCode: 'SAE',
    tieNoteZh: '艺术型、企业型得分相同，兴趣代码中按霍兰德六边形顺序（R-I-A-S-E-C）排列。',
    topTypes: order.slice(0, 3).map(typeText),
    topOccupations: top3,
    matchNoteZh: null,
    full:
      access === 'full'
        ? {
            types: order.map((t) => ({
              ...typeText(t),
              strengthsZh: [`${NAMES[t]}优势`],
              workEnvZh: `${NAMES[t]}环境`,
              watchOutZh: `${NAMES[t]}注意`,
              interpretationZh: `${NAMES[t]}深度解读`,
            })),
            consistency: { level: 'high', levelZh: '高', topPair: 'SA', explanationZh: '一致性说明' },
            differentiation: { spread: 80, level: 'high', levelZh: '高', explanationZh: '分化度说明' },
            occupations: top3,
          }
        : null,
    locked:
      access === 'free'
        ? {
            titleZh: '完整版报告包含以下内容',
            sections: [
              { key: 'types', titleZh: '六种兴趣类型深度解读', descriptionZh: '逐一解读' },
              { key: 'occupations', titleZh: '完整职业匹配清单', descriptionZh: '全部 74 个职业' },
            ],
          }
        : null,
  });
}

const jobZones = [1, 2, 3, 4, 5].map((jobZone) => ({
  jobZone,
  nameZh: `准备程度${jobZone}`,
  educationZh: `学历要求${jobZone}`,
  experienceZh: `经验要求${jobZone}`,
  summaryZh: `区间${jobZone}概述`,
}));

/** One page of matches as the server pages them: 25 matches, zone = (rank % 5) + 1. */
export function makeOccupationPage(body: { jobZone?: number | null; page: number; pageSize: number }) {
  const all = Array.from({ length: 25 }, (_, i) => makeOccupation(i + 1)).filter(
    (o) => !body.jobZone || o.jobZone === body.jobZone,
  );
  const start = (body.page - 1) * body.pageSize;
  return occupationPageSchema.parse({
    reportAccess: 'full',
    jobZone: body.jobZone ?? null,
    jobZones,
    total: all.length,
    lockedCount: 0,
    page: body.page,
    pageSize: body.pageSize,
    list: all.slice(start, start + body.pageSize),
    noteZh: null,
  });
}

type Handler = (body: any) => unknown;

/** Stubs fetch: each API path (without the prefix) answers with its handler's data in an envelope. */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).replace(API_PREFIX, '').split('?')[0]!;
    const handler = handlers[path];
    if (!handler) return jsonResponse({ code: 404, msg: `no handler for ${path}` }, 404);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    return jsonResponse({ code: 200, msg: 'ok', data: handler(body) });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Bodies sent to one API path, parsed. */
export function bodiesOf(fetchMock: ReturnType<typeof stubApi>, path: string): any[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')));
}
