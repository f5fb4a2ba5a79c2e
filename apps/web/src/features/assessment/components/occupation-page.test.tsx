import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { occupationDetailSchema, type OccupationFit } from '@lucina/contracts';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { jsonResponse } from '@/testing/fixtures';
import { bodiesOf, RECORD_ID, stubApi } from '@/testing/assessment-fixtures';
import { renderWithRouter } from '@/testing/render-with-router';
import { OccupationPage } from './occupation-page';

const PATH = '/ai/aiSurveyTest/occupationDetail';
const CODE = '15-1252.00';

function occupation(fit: OccupationFit | null) {
  return occupationDetailSchema.parse({
    code: CODE,
    titleZh: '软件开发工程师',
    titleEn: 'Software Developers',
    summaryZh: '分析用户需求，设计、开发和测试软件。',
    majors: ['计算机科学与技术', '软件工程'],
    hollandCode: 'ICR',
    interests: [
      { type: 'R', nameZh: '现实型', score: 3.6 },
      { type: 'I', nameZh: '研究型', score: 6.7 },
      { type: 'A', nameZh: '艺术型', score: 2.9 },
      { type: 'S', nameZh: '社会型', score: 1.9 },
      { type: 'E', nameZh: '企业型', score: 2.4 },
      { type: 'C', nameZh: '常规型', score: 4.9 },
    ],
    jobZone: {
      jobZone: 4,
      nameZh: '需要较多准备',
      educationZh: '多数需要本科学历',
      experienceZh: '需要一定相关经验',
      summaryZh: '大多要求本科学历，入职后再积累几年经验',
    },
    fit,
  });
}

const fitBase = { recordId: RECORD_ID, hollandCode: 'ICE', sharedTypes: ['I', 'C'] } satisfies Partial<OccupationFit>;
const matched: OccupationFit = {
  ...fitBase,
  reportAccess: 'full',
  match: { rank: 12, correlation: 0.74, fit: 'great', fitLabel: '很好' },
  locked: false,
  noteZh: null,
};
const locked: OccupationFit = {
  ...fitBase,
  reportAccess: 'free',
  match: null,
  locked: true,
  noteZh: '免费报告展示与你匹配度最高的 3 个职业，这个职业不在其中。解锁完整报告后，可以查看它与你的匹配度和排名。',
};

function open(fit: OccupationFit | null, search = `?code=${CODE}`) {
  const fetchMock = stubApi({ [PATH]: () => occupation(fit) });
  const view = renderWithRouter(<OccupationPage />, `/surveyTest/occupation${search}`);
  return { ...view, fetchMock };
}

const fitRegion = () => screen.findByRole('region', { name: '和你的匹配度' });

describe('occupation page', () => {
  it('shows any occupation to a visitor without a result: what it is, its interests, preparation and the O*NET notice', async () => {
    const { fetchMock } = open(null);
    expect(await screen.findByRole('heading', { level: 1, name: '软件开发工程师' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, PATH)).toEqual([{ code: CODE, recordId: null }]);
    expect(screen.getByText('分析用户需求，设计、开发和测试软件。')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ICR' })).toBeInTheDocument();
    expect(screen.getByText('O*NET-SOC 15-1252.00')).toBeInTheDocument();
    // The preparation in words a student reads at a glance, not O*NET's "job zone 4".
    expect(screen.getByText('需要较多准备 · 多为本科学历')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/区间|Job Zone/);
    const interests = screen.getByRole('region', { name: '兴趣特征' });
    expect(within(interests).getByRole('list')).toHaveAccessibleName(/研究型 I 6\.7.*常规型 C 4\.9/);
    expect(within(interests).getByText(/兴趣代码 ICR/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '入行准备' })).toHaveTextContent('多数需要本科学历');

    const fit = await fitRegion();
    expect(fit).toHaveTextContent('还不知道它是否适合你');
    expect(within(fit).getByRole('link', { name: '去做测评' })).toHaveAttribute('href', '/surveyTest');

    expect(
      screen.getByText(/O\*NET 29\.3 数据库，依据 CC BY 4\.0 许可协议使用；O\*NET® 是 USDOL\/ETA 的商标/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CC BY 4.0 许可协议' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    expect(screen.getByRole('link', { name: '关于数据来源' })).toHaveAttribute('href', '/single/about');
  });

  it('shows the match from the viewer’s latest result, with the way to their report', async () => {
    open(matched);
    const fit = await fitRegion();
    expect(within(fit).getByText('匹配度 很好')).toBeInTheDocument();
    expect(fit).toHaveTextContent('在你的职业匹配清单中排第 12');
    // In plain words first; the correlation only behind 怎么算的.
    expect(fit).toHaveTextContent('兴趣很契合');
    expect(fit).not.toHaveTextContent(/r =|相似度/);
    const how = within(fit).getByRole('button', { name: '怎么算的' });
    expect(how).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(how);
    expect(how).toHaveAttribute('aria-expanded', 'true');
    expect(fit).toHaveTextContent('你与这个职业的 r = 0.74');
    expect(fit).toHaveTextContent('这个职业的兴趣代码与你共有：研究型 I、常规型 C');
    expect(fit).toHaveTextContent('依据你最近一次测评的结果');
    expect(within(fit).getByRole('link', { name: '查看我的测评报告' })).toHaveAttribute(
      'href',
      `/surveyTest/surveyResult?recordId=${RECORD_ID}`,
    );
  });

  it('keeps a match the free report does not show locked, and sends the viewer to their report to unlock it', async () => {
    open(locked);
    const fit = await fitRegion();
    expect(fit).toHaveTextContent('解锁完整报告后，可以查看它与你的匹配度和排名');
    expect(fit).not.toHaveTextContent('排第');
    expect(fit).not.toHaveTextContent('匹配度 ');
    expect(within(fit).getByRole('link', { name: '去测评报告解锁' })).toHaveAttribute(
      'href',
      `/surveyTest/surveyResult?recordId=${RECORD_ID}`,
    );
  });

  it('opened from a report: back to it, and the unlock opens that report’s payment dialog', async () => {
    useAuthStore.getState().setToken('tok');
    const { fetchMock } = open(locked, `?code=${CODE}&recordId=${RECORD_ID}`);
    const fit = await fitRegion();
    expect(bodiesOf(fetchMock, PATH)).toEqual([{ code: CODE, recordId: RECORD_ID }]);
    expect(fit).toHaveTextContent('依据这份测评报告');
    expect(screen.getByRole('link', { name: /返回测评报告/ })).toHaveAttribute(
      'href',
      `/surveyTest/surveyResult?recordId=${RECORD_ID}`,
    );
    await userEvent.click(within(fit).getByRole('button', { name: /解锁完整报告 ¥19\.9/ }));
    expect(useModalStore.getState().surveyTestPay).toBe(true);
  });

  it('says plainly when the code is unknown, without a retry that cannot help', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ code: 404, msg: '没有找到这个职业，请检查职业代码', data: null }, 404)),
    );
    renderWithRouter(<OccupationPage />, '/surveyTest/occupation?code=99-9999.99');
    expect(await screen.findByText('没有找到这个职业，请检查职业代码')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.getByRole('link', { name: '关于数据来源' })).toBeInTheDocument();
  });

  it('asks for a code when the address has none', async () => {
    const { fetchMock } = open(null, '');
    expect(await screen.findByText(/缺少职业代码/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining(PATH), expect.anything());
  });
});
