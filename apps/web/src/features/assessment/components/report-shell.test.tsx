import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RIASEC_TYPES, RiasecNames, StorageKey } from '@lucina/contracts';
import { dayjs } from '@/lib/dayjs';
import { useAuthStore } from '@/stores/auth-store';
import { renderApp } from '@/testing/render-app';
import { assessmentText } from '../locale';
import { bodiesOf, makeDetail, RECORD_ID, stubApi } from '@/testing/assessment-fixtures';
import { reportSummary } from '../../../../build/shell-parts';

const t = assessmentText.result;
const TOKEN = 'session-token-of-the-report-owner';
const DETAIL = '/ai/aiSurveyTest/surveyResultDetail';
const LABELS = '/ai/aiSurveyTest/surveyResultDetailSeparateLabel';
const labels = [
  { type: 'R', nameZh: '现实型', nameEn: 'Realistic', keywordsZh: ['动手', '工具'], percent: 40, rank: 5 },
  { type: 'I', nameZh: '研究型', nameEn: 'Investigative', keywordsZh: ['分析'], percent: 50, rank: 4 },
  {
    type: 'A',
    nameZh: '艺术型',
    nameEn: 'Artistic',
    keywordsZh: ['创意', '表达', '审美', '想象', '设计'],
    percent: 80,
    rank: 2,
  },
  { type: 'S', nameZh: '社会型', nameEn: 'Social', keywordsZh: ['助人'], percent: 100, rank: 1 },
  { type: 'E', nameZh: '企业型', nameEn: 'Enterprising', keywordsZh: ['影响'], percent: 80, rank: 3 },
  { type: 'C', nameZh: '常规型', nameEn: 'Conventional', keywordsZh: ['秩序'], percent: 30, rank: 6 },
];

// Run from the repository or from apps/web (jsdom gives import.meta.url no file path).
const file = ['apps/web/index.html', 'index.html']
  .map((candidate) => path.resolve(process.cwd(), candidate))
  .find((candidate) => fs.existsSync(candidate))!;
// The summary as the build draws it into the shell (build/shell-parts.tsx), before any record.
const summary = renderToStaticMarkup(reportSummary());
const html = fs.readFileSync(file, 'utf8').replace('<!-- shell:report -->', () => summary);
const page = new DOMParser().parseFromString(html, 'text/html');
const scripts = [...page.querySelectorAll('script:not([src])')].map((s) => s.textContent!);

/** What the browser does with index.html at the report's address before any of the app's code. */
function openReportAddress() {
  window.history.replaceState(null, '', `/surveyTest/surveyResult?recordId=${RECORD_ID}`);
  document.body.append(page.getElementById('boot-shell')!.cloneNode(true));
  for (const code of scripts) new Function(code)();
  return document.querySelector('#boot-shell .bs-rp')!;
}

/** The code's letters with their names, as the summary shows them. */
const codeLetters = (shell: Element) => [...shell.querySelectorAll('p[aria-label] > span')].map((l) => l.textContent);

const shown = () => document.documentElement.dataset.bootReport !== undefined;

beforeEach(() => {
  localStorage.setItem(StorageKey.token, TOKEN);
});

afterEach(() => {
  document.getElementById('boot-shell')?.remove();
  const root = document.documentElement.dataset;
  delete root.boot;
  delete root.bootAuth;
  delete root.bootReport;
  delete window.lucinaBootRequests;
  delete window.lucinaBootPainted;
  window.history.replaceState(null, '', '/');
});

describe("index.html's report script", () => {
  it('asks for the record at once and paints the summary as the page draws it, and the page uses those answers', async () => {
    const detail = { ...makeDetail('free'), tieNoteZh: null };
    const fetchMock = stubApi({ [DETAIL]: () => detail, [LABELS]: () => labels });
    const shell = openReportAddress();
    expect(document.documentElement.dataset.boot).toBe('/surveyTest/surveyResult');
    expect(bodiesOf(fetchMock, DETAIL)).toEqual([{ recordId: RECORD_ID }]);
    // What the app waits for before it starts: settled once the summary is in the shell.
    await window.lucinaBootPainted;
    expect(shown()).toBe(true);

    const names = ['社会型', '艺术型', '企业型'];
    expect(codeLetters(shell)).toEqual(['S', 'A', 'E'].map((l, i) => `${l}${names[i]}`));
    expect(shell.querySelector('p[aria-label] + p')!.textContent).toBe(t.codeMeaning(names));
    const at = dayjs(detail.record.submitTime!).format('YYYY-MM-DD HH:mm');
    expect(shell.querySelector('p[aria-label] + p + p')!.textContent).toBe(t.submittedAt(at));
    // The hexagon's axes with the record's percents; its shape is the app's.
    expect([...shell.querySelectorAll('figure text')].map((a) => a.lastElementChild!.textContent)).toEqual(
      detail.scores.map((s) => `${s.percent}%`),
    );
    expect(shell.querySelector('figure circle')).toBeNull();
    expect([...shell.querySelectorAll('ul li')].map((i) => i.textContent)).toEqual([
      'R现实型 40%动手、工具',
      'I研究型 50%分析',
      'A艺术型 80%创意、表达、审美、想象',
      'S社会型 100%助人',
      'E企业型 80%影响',
      'C常规型 30%秩序',
    ]);

    // The app starts signed in with the same session and takes both answers instead of asking again.
    useAuthStore.setState({ token: TOKEN });
    renderApp(`/surveyTest/surveyResult?recordId=${RECORD_ID}`);
    expect(await screen.findByText(t.codeMeaning(names))).toBeInTheDocument();
    expect(bodiesOf(fetchMock, DETAIL)).toHaveLength(1);
    expect(bodiesOf(fetchMock, LABELS)).toHaveLength(1);
    expect(window.lucinaBootRequests).toEqual([]);
  });

  it("leaves a tie's note to the app and paints nothing of that record", async () => {
    const fetchMock = stubApi({ [DETAIL]: () => makeDetail('free'), [LABELS]: () => labels });
    const shell = openReportAddress();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await window.lucinaBootPainted;
    expect(shown()).toBe(false);
    expect(codeLetters(shell)).toEqual(RIASEC_TYPES.map((l) => `${l}${RiasecNames[l]}`));
  });

  it('asks nothing without a session or a record', () => {
    const fetchMock = stubApi({});
    localStorage.removeItem(StorageKey.token);
    openReportAddress();
    window.history.replaceState(null, '', '/surveyTest/surveyResult');
    localStorage.setItem(StorageKey.token, TOKEN);
    for (const code of scripts) new Function(code)();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.lucinaBootRequests).toBeUndefined();
    expect(window.lucinaBootPainted).toBeUndefined();
  });
});
