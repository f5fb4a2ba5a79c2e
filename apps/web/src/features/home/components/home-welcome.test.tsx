import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InduceMessage } from '@lucina/contracts';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { ambientApiData, jsonResponse, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const personal: InduceMessage = {
  greeting:
    '根据你最近一次职业测评，你的霍兰德兴趣代码是 IAS（研究型、艺术型、社会型），与你最匹配的职业有「生物学家」。',
  questions: [
    '我的霍兰德兴趣代码是 IAS（研究型、艺术型、社会型），适合往哪些职业方向发展？',
    '「生物学家」具体做什么？我现在可以怎样为它做准备？',
  ],
  basis: { hollandCode: 'IAS', occupations: ['生物学家'], tags: ['简历优化'] },
};

const fetchMock = vi.fn<typeof fetch>();

/** The server as the home sees it; `overrides` answers chosen paths. */
function serve(overrides: Record<string, unknown> = {}) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('getLucinaInfo')) return jsonResponse({ code: 200, msg: 'ok', data: makeUser() });
    const hit = Object.keys(overrides).find((path) => url.includes(path));
    return jsonResponse({ code: 200, msg: 'ok', data: hit ? overrides[hit] : ambientApiData(url) });
  });
}

const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom does no layout; the thread scrolls to its end once a question is asked.
  Element.prototype.scrollIntoView = vi.fn();
});

describe('home: the planner’s opening message', () => {
  it('gives a visitor the general first questions from induceMessage, naming the temp user id, and asks one on click', async () => {
    serve();
    renderApp('/home');
    const questions = await screen.findByRole('region', { name: '你可以这样问我' });
    expect(await within(questions).findByRole('button', { name: /我适合做什么样的工作？/ })).toBeInTheDocument();
    // Nothing personal to say: the introduction stays, and no "根据你的" line.
    expect(screen.getByText(/无论你是正在选择方向的大学生/)).toBeInTheDocument();
    expect(screen.queryByText('Hi，我是 Lucina，你的 AI 职业规划师。')).toBeNull();
    expect(within(questions).queryByText('根据你的')).toBeNull();
    const [url] = callsTo('/ai/conversation/induceMessage')[0]!;
    expect(new URL(String(url), 'http://x').searchParams.get('tempUserId')).toBe('170000000000054321');

    await userEvent.click(within(questions).getByRole('button', { name: /考研还是就业，我应该怎么选？/ }));
    await waitFor(() => expect(callsTo('/ai/conversation/directMessage')).toHaveLength(1));
    const [, init] = callsTo('/ai/conversation/directMessage')[0]!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ messageContent: '考研还是就业，我应该怎么选？' });
  });

  it('asks a user who finished the test about their own code and occupations, says why, and opens their latest report', async () => {
    serve({
      '/ai/conversation/induceMessage': personal,
      '/ai/aiSurveyTest/isAiTestFinished': { finished: true, latestRecordId: 'rec-2' },
      '/ai/aiSurveyTest/aiTestRecordCount': 2,
    });
    useAuthStore.getState().setToken('tok');
    renderApp('/home');
    // The planner's own opening words take the introduction's place under the greeting.
    expect(await screen.findByText(personal.greeting)).toBeInTheDocument();
    expect(screen.queryByText(/无论你是正在选择方向的大学生/)).toBeNull();
    const questions = screen.getByRole('region', { name: '你可以这样问我' });
    expect(within(questions).getByText('测评结果 IAS')).toBeInTheDocument();
    expect(within(questions).getByText('简历优化')).toBeInTheDocument();
    expect(
      within(questions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(personal.questions);

    const slots = screen.getByRole('region', { name: '从这里开始' });
    const report = await within(slots).findByRole('link', { name: '查看我的报告：AI 职业测评' });
    expect(report).toHaveAttribute('href', '/surveyTest/surveyResult?recordId=rec-2');
    expect(within(slots).getByText('你已完成 2 次测评，随时回顾自己的兴趣类型与匹配的职业。')).toBeInTheDocument();
    expect(new Headers(callsTo('/ai/conversation/induceMessage')[0]![1]!.headers).get('Authorization')).toBe('tok');
  });
});

describe('home: operation positions', () => {
  it('shows the server’s slots; a visitor gets the login dialog for a protected one', async () => {
    serve();
    renderApp('/home');
    const slots = await screen.findByRole('region', { name: '从这里开始' });
    const titles = await within(slots).findAllByRole('heading', { level: 2 });
    expect(titles.map((h) => h.textContent)).toEqual(['AI 职业测评', '服务广场', '开通会员']);
    expect(within(slots).getByRole('link', { name: '开始测评：AI 职业测评' })).toHaveAttribute('href', '/surveyTest');

    await userEvent.click(within(slots).getByRole('link', { name: '了解会员：开通会员' }));
    expect(useModalStore.getState().loginModal).toEqual({ open: true, surveyRequired: false });
  });

  it('takes a visitor who finished the test through the login to their report', async () => {
    serve({
      '/ai/aiSurveyTest/isAiTestFinished': { finished: true, latestRecordId: 'rec-9' },
      '/ai/aiSurveyTest/aiTestRecordCount': 1,
    });
    renderApp('/home');
    const slots = await screen.findByRole('region', { name: '从这里开始' });
    await userEvent.click(await within(slots).findByRole('link', { name: '查看我的报告：AI 职业测评' }));
    expect(useModalStore.getState().loginModal).toEqual({
      open: true,
      surveyRequired: false,
      redirect: '/surveyTest/surveyResult?recordId=rec-9',
    });
  });
});
