import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '@lucina/contracts';
import { makeDetail, RECORD_ID, SUBMITTED_RECORD } from '@/testing/assessment-fixtures';
import { useAuthStore } from '@/stores/auth-store';
import { ambientApiData, jsonResponse, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import type * as AntdStyles from '@/lib/antd-styles';

// Counts the asks for antd (the router's withAntd and every island go through loadAntdRoot).
const antdAsks = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/antd-styles', async (importOriginal) => {
  const actual = await importOriginal<typeof AntdStyles>();
  return {
    ...actual,
    loadAntdRoot: () => {
      antdAsks.count++;
      return actual.loadAntdRoot();
    },
  };
});

// The sidebar's conversation list is an antd island beside every page (app/layouts/conversation-list-slot.tsx):
// its ask is the layout's, not the page's.
vi.mock('@/app/layouts/conversation-list-slot', () => ({ ConversationListSlot: () => null }));

const survey = {
  id: 1,
  code: 'riasec',
  name: '霍兰德职业兴趣测评',
  description: '48 道题',
  questionCount: 48,
  version: 1,
  latestRecord: SUBMITTED_RECORD,
};

const pageData: Record<string, unknown> = {
  '/ai/aiSurveyTest/getSurveyList': [survey],
  '/ai/aiSurveyTest/getAiTestRecord': {
    list: [{ ...SUBMITTED_RECORD, surveyName: survey.name }],
    total: 1,
    page: 1,
    pageSize: 20,
  },
  '/ai/aiSurveyTest/surveyResultDetail': makeDetail('free'),
  '/ai/aiSurveyTest/surveyResultDetailSeparateLabel': makeDetail('free').topTypes,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const path = url.replace(API_PREFIX, '').split('?')[0]!;
      const data = path in pageData ? pageData[path] : url.includes('getLucinaInfo') ? makeUser() : ambientApiData(url);
      return jsonResponse({ code: 200, msg: 'ok', data });
    }),
  );
  // The setup's own ask (it clears antd's toasts before each test) is not the page's.
  antdAsks.count = 0;
});

afterEach(() => {
  antdAsks.count = 0;
});

/** The page's antd-drawn parts: every antd component carries an `ant-` class. */
const antdParts = (root: HTMLElement) => root.querySelectorAll('[class*="ant-"]');

describe('a page whose first screen is plain React (PLAIN_PAGES)', () => {
  it('/surveyTest shows its intro, tests and records without asking for antd', async () => {
    const { container } = renderApp('/surveyTest');
    expect(await screen.findByRole('heading', { name: /我的测评记录/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新测评' })).toBeInTheDocument();
    expect(antdParts(container)).toHaveLength(0);
    expect(antdAsks.count).toBe(0);
  });

  it('the report shows its summary, types, occupations and locked part without asking for antd', async () => {
    useAuthStore.getState().setToken('tok');
    const { container } = renderApp(`/surveyTest/surveyResult?recordId=${RECORD_ID}`);
    expect(await screen.findByRole('heading', { name: '完整报告' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '你的霍兰德兴趣代码' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /解锁完整报告/ })).toBeInTheDocument();
    expect(antdParts(container)).toHaveLength(0);
    expect(antdAsks.count).toBe(0);
  });
});
