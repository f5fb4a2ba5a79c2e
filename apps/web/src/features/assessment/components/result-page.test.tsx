import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { bodiesOf, makeDetail, makeOccupationPage, RECORD_ID, stubApi } from '@/testing/assessment-fixtures';
import { renderWithRouter } from '@/testing/render-with-router';
import { ResultPage } from './result-page';

function renderResult(access: 'free' | 'full') {
  const fetchMock = stubApi({
    '/ai/aiSurveyTest/surveyResultDetail': () => makeDetail(access),
    '/ai/aiSurveyTest/surveyResultOccupationInfos': (body) => makeOccupationPage(body),
    '/ai/aiSurveyTest/surveyNarrative': () => ({
      recordId: RECORD_ID,
      status: 'done',
      content: '## 你的兴趣画像\n\n你的霍兰德代码是 **SAE**。',
      provider: 'offline',
      resumeCount: 0,
      updateTime: '2026-11-01T08:00:00.000Z',
    }),
    '/ai/aiSurveyTest/resumeList': () => [],
    '/ai/aiSurveyTest/surveyResultDetailSeparateLabel': () => typeLabels,
    '/ai/aiSurveyTest/consultantExpert': () => [
      {
        id: 'c-people',
        name: '王老师',
        title: '教育与公共服务方向顾问',
        years: 10,
        specialtiesZh: ['考公考编'],
        introZh: '熟悉教师招聘。',
        reasonZh: '你的兴趣代码 SAE 中社会型突出。',
        serviceConfigId: 5,
        photoUrl: '',
        contactQrUrl: '',
        contactWechatId: '',
      },
    ],
  });
  const app = renderWithRouter(<ResultPage />, `/surveyTest/surveyResult?recordId=${RECORD_ID}`);
  return { ...app, fetchMock };
}

const typeLabels = [
  { type: 'R', nameZh: '现实型', nameEn: 'Realistic', keywordsZh: ['动手', '工具'], percent: 40, rank: 5 },
  { type: 'I', nameZh: '研究型', nameEn: 'Investigative', keywordsZh: ['分析', '探索'], percent: 50, rank: 4 },
  { type: 'A', nameZh: '艺术型', nameEn: 'Artistic', keywordsZh: ['创意', '表达'], percent: 80, rank: 2 },
  { type: 'S', nameZh: '社会型', nameEn: 'Social', keywordsZh: ['助人', '沟通'], percent: 100, rank: 1 },
  { type: 'E', nameZh: '企业型', nameEn: 'Enterprising', keywordsZh: ['影响', '领导'], percent: 80, rank: 3 },
  { type: 'C', nameZh: '常规型', nameEn: 'Conventional', keywordsZh: ['秩序', '细致'], percent: 30, rank: 6 },
];

describe('result page', () => {
  it('explains the six axes of the chart with the legend call: name, score and keywords of each type', async () => {
    const { fetchMock } = renderResult('free');
    const legend = await screen.findByRole('list', { name: '六种兴趣类型的含义' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'R现实型 40%动手、工具',
      'I研究型 50%分析、探索',
      'A艺术型 80%创意、表达',
      'S社会型 100%助人、沟通',
      'E企业型 80%影响、领导',
      'C常规型 30%秩序、细致',
    ]);
    expect(bodiesOf(fetchMock, '/surveyResultDetailSeparateLabel')).toEqual([{ recordId: RECORD_ID }]);
  });

  it('free part: hexagon chart, Holland code with the tie note, top types and top 3 occupations', async () => {
    renderResult('free');
    const chart = await screen.findByRole('img', { name: /六种兴趣类型得分/ });
    expect(chart).toHaveAccessibleDescription(/现实型 R 40%.*社会型 S 100%/);
    expect(screen.getByLabelText(/^SAE：社会型、艺术型、企业型$/)).toBeInTheDocument();
    expect(screen.getByText(/艺术型、企业型得分相同/)).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    const types = screen.getByRole('region', { name: '你最突出的三种兴趣' });
    expect(within(types).getAllByRole('article')).toHaveLength(3);
    // What lies below the top types comes in the render after the first screen's.
    const occupations = await screen.findByRole('region', { name: '最匹配你的职业' });
    const links = within(occupations).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', `/surveyTest/occupation?code=21-1001.00&recordId=${RECORD_ID}`);
    expect(within(links[0]!).getByText('兴趣非常契合')).toBeInTheDocument();
    // Each match says why it fits in plain words, with no English title, r or Job Zone on the first screen …
    const reason = within(links[0]!).getByRole('list', { name: '匹配原因' });
    expect(reason).toHaveTextContent('共同兴趣：社会型、艺术型');
    expect(reason).toHaveTextContent('入行准备：需要中等准备');
    expect(within(links[1]!).getByText('和你的专业「心理学」对口')).toBeInTheDocument();
    expect(occupations).not.toHaveTextContent(/Occupation 1|r =|r ≥|Job Zone/);
    // … and the numbers behind the labels open from 「怎么算的」.
    await userEvent.click(within(occupations).getByRole('button', { name: '怎么算的' }));
    expect(within(occupations).getByText(/r ≥ 0.8 为“最佳”，0.6–0.8 为“很好”/)).toBeInTheDocument();
    expect(screen.getByText(/O\*NET 29\.3/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '关于数据来源' })).toHaveAttribute('href', '/single/about');
  });

  it('locked part shows the outline and no full sections; a visitor’s CTA opens the login dialog', async () => {
    const { fetchMock } = renderResult('free');
    const locked = await screen.findByRole('region', { name: '完整报告' });
    expect(within(locked).getByText('六种兴趣类型深度解读')).toBeInTheDocument();
    expect(within(locked).getByText('完整职业匹配清单')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '完整职业匹配清单' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '兴趣一致性' })).toBeNull();
    // The full list is never requested for a free report.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('surveyResultOccupationInfos'))).toBe(false);

    await userEvent.click(within(locked).getByRole('button', { name: /解锁完整报告 ¥19\.9/ }));
    expect(useModalStore.getState().loginModal).toEqual({ open: true, surveyRequired: false });
    expect(useModalStore.getState().surveyTestPay).toBe(false);
  });

  it('a logged-in user’s CTA opens the single-assessment payment dialog', async () => {
    useAuthStore.getState().setToken('tok');
    renderResult('free');
    await userEvent.click(await screen.findByRole('button', { name: /解锁完整报告/ }));
    expect(useModalStore.getState().surveyTestPay).toBe(true);
    expect(useModalStore.getState().loginModal.open).toBe(false);
  });

  it('full part: interpretations, consistency, differentiation and the ranked list with fit tags; no CTA', async () => {
    useAuthStore.getState().setToken('tok');
    renderResult('full');
    expect(await screen.findByRole('heading', { name: '六种兴趣类型深度解读' })).toBeInTheDocument();
    expect(screen.getByText('社会型深度解读')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '兴趣一致性' })).toBeInTheDocument();
    expect(screen.getByText('分化度说明')).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: '完整职业匹配清单' });
    const rows = await within(list).findAllByRole('link');
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByText('职业1')).toBeInTheDocument();
    expect(within(list).getByText('共 25 个职业')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /解锁完整报告/ })).toBeNull();
    // The saved narrative, the offline notice, the résumé upload and the consultant.
    const narrative = screen.getByRole('region', { name: 'AI 个性化解读' });
    expect(await within(narrative).findByRole('heading', { name: '你的兴趣画像' })).toBeInTheDocument();
    expect(within(narrative).getByText(/离线模式/)).toBeInTheDocument();
    expect(within(narrative).getByRole('button', { name: /上传并重新生成解读/ })).toBeDisabled();
    const consultants = await screen.findByRole('region', { name: '为你推荐的规划顾问' });
    await userEvent.click(within(consultants).getByRole('button', { name: '预约咨询' }));
    expect(useModalStore.getState().customerService).toBe(true);
    expect(screen.getByRole('button', { name: /下载 PDF 报告/ })).toBeInTheDocument();
  });

  it('the free part offers no PDF, narrative or consultant', async () => {
    const { fetchMock } = renderResult('free');
    await screen.findByRole('img', { name: /六种兴趣类型得分/ });
    expect(screen.queryByRole('button', { name: /下载 PDF 报告/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'AI 个性化解读' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('surveyNarrative'))).toBe(false);
  });

  it('shows the server’s message in place when the record cannot be read', async () => {
    stubApi({});
    renderWithRouter(<ResultPage />, `/surveyTest/surveyResult?recordId=${RECORD_ID}`);
    expect(await screen.findByText('报告加载失败')).toBeInTheDocument();
    expect(screen.getByText(/no handler/)).toBeInTheDocument();
  });
});
