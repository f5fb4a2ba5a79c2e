import type { LlmProvider } from '../src/providers/llm/index.js';
import { buildChatContext, type HistoryTurn } from '../src/modules/chat/chat-context.js';
import { screenFollowUp, screenQuestion } from '../src/modules/chat/screening.js';
import { shippedSafetyGate } from '../src/modules/safety/index.js';
import { checkAnswer, type CheckFailure } from './checks.js';
import { sharedLineFailures } from './checks-run.js';
import { EVAL_SETS, HELD_OUT_SETS, type EvalQuestion } from './eval-set.js';

export interface EvalResult {
  question: EvalQuestion;
  answer: string;
  thinking: string;
  failures: CheckFailure[];
}

const safetyGate = shippedSafetyGate();

/**
 * One answer, asked exactly as the chat service asks: the safety screening (a declined question is answered with
 * its decline, no model asked), then buildChatContext and the provider's stream.
 */
export async function ask(provider: LlmProvider, question: string, history: HistoryTurn[], q: EvalQuestion) {
  const declined = (await screenQuestion(safetyGate, question)) ?? screenFollowUp(question, history);
  if (declined) return { answer: declined.reply, thinking: '' };
  const request = buildChatContext({ modelCode: 0, question, history, profile: q.asker });
  let answer = '';
  let thinking = '';
  for await (const chunk of provider.stream({ ...request, signal: AbortSignal.timeout(120_000) })) {
    if (chunk.type === 'text') answer += chunk.content;
    else if (chunk.type === 'thinking') thinking += chunk.content;
  }
  return { answer, thinking };
}

/** Asks one question (after its earlier turns) and checks the answer against its expectations. */
export async function evaluateOne(provider: LlmProvider, q: EvalQuestion): Promise<EvalResult> {
  const history: HistoryTurn[] = [];
  for (const earlier of q.history) {
    const { answer } = await ask(provider, earlier, history, q);
    history.push(
      { role: 'user', content: earlier, status: 'done' },
      { role: 'assistant', content: answer, status: 'done' },
    );
  }
  const { answer, thinking } = await ask(provider, q.q, history, q);
  const failures = checkAnswer(answer, q, {
    question: q.q,
    hollandCode: q.asker.riasec?.hollandCode ?? null,
    history: q.history,
    previousAnswer: history.at(-1)?.content,
    thinking,
    riasec: q.asker.riasec,
    facts: q.asker.facts,
    tags: [q.asker.workTag, q.asker.layoutTag].join(',').split(/[,，]/).filter(Boolean),
  });
  return { question: q, answer, thinking, failures };
}

/**
 * Runs the questions one after another (a real endpoint should not be flooded), then compares the answers
 * with each other: lines shared across unrelated questions are judged over the whole run.
 */
export async function evaluate(provider: LlmProvider, questions: readonly EvalQuestion[]): Promise<EvalResult[]> {
  const results: EvalResult[] = [];
  for (const q of questions) results.push(await evaluateOne(provider, q));
  return withRunChecks(results);
}

export function withRunChecks(results: readonly EvalResult[]): EvalResult[] {
  const shared = sharedLineFailures(
    results.map((r) => ({ id: r.question.id, topic: r.question.group ?? r.question.theme, answer: r.answer })),
  );
  return results.map((r) => ({ ...r, failures: [...r.failures, ...(shared.get(r.question.id) ?? [])] }));
}

export interface ThemeRow {
  theme: string;
  total: number;
  passed: number;
}

export function summarize(results: readonly EvalResult[]): { rows: ThemeRow[]; total: number; passed: number } {
  const byTheme = new Map<string, ThemeRow>();
  for (const r of results) {
    const row = byTheme.get(r.question.theme) ?? { theme: r.question.theme, total: 0, passed: 0 };
    row.total++;
    if (!r.failures.length) row.passed++;
    byTheme.set(r.question.theme, row);
  }
  const rows = [...byTheme.values()];
  return { rows, total: results.length, passed: rows.reduce((n, r) => n + r.passed, 0) };
}

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;

function themeTable(results: readonly EvalResult[]): string[] {
  const { rows, total, passed } = summarize(results);
  const width = Math.max(...rows.map((r) => r.theme.length)) + 2;
  const lines = ['| 主题 | 通过 | 总数 | 通过率 |', '|---|---:|---:|---:|'];
  for (const r of rows)
    lines.push(`| ${r.theme.padEnd(width - 2, '　')} | ${r.passed} | ${r.total} | ${pct(r.passed, r.total)} |`);
  lines.push(`| **合计** | ${passed} | ${total} | ${pct(passed, total)} |`);
  return lines;
}

/** How many answers each check failed, most failed first, per set: which weakness is the largest. */
export function checkCounts(results: readonly EvalResult[]): Array<{ check: string; counts: number[] }> {
  const sets = EVAL_SETS.filter((s) => results.some((r) => r.question.set === s));
  const byCheck = new Map<string, number[]>();
  for (const r of results)
    for (const check of new Set(r.failures.map((f) => f.check))) {
      const counts = byCheck.get(check) ?? sets.map(() => 0);
      counts[sets.indexOf(r.question.set)]!++;
      byCheck.set(check, counts);
    }
  const sum = (c: number[]) => c.reduce((a, b) => a + b, 0);
  return [...byCheck].map(([check, counts]) => ({ check, counts })).sort((a, b) => sum(b.counts) - sum(a.counts));
}

/**
 * Each failure with its question, then a table per theme for each set, then the failures per check. Questions of
 * held-out sets are counted but not listed unless showHeldOut.
 */
export function formatReport(results: readonly EvalResult[], { showHeldOut = false } = {}): string {
  const lines: string[] = [];
  const failed = results.filter((r) => r.failures.length && (showHeldOut || !HELD_OUT_SETS.includes(r.question.set)));
  if (failed.length) {
    lines.push(`未通过（${failed.length}）：`);
    for (const r of failed) {
      lines.push(`- [${r.question.id}] ${r.question.q}`);
      for (const f of r.failures) lines.push(`    · ${f.check}：${f.detail}`);
    }
    lines.push('');
  }
  const sets = EVAL_SETS.filter((s) => results.some((r) => r.question.set === s));
  for (const set of sets) {
    lines.push(`### 题集 ${set}`, '', ...themeTable(results.filter((r) => r.question.set === set)), '');
  }
  const counts = checkCounts(results);
  if (counts.length) {
    lines.push(
      '### 各项检查未通过的回答数',
      '',
      `| 检查 | ${sets.join(' | ')} |`,
      `|---|${sets.map(() => '---:').join('|')}|`,
    );
    for (const c of counts) lines.push(`| ${c.check} | ${c.counts.join(' | ')} |`);
  }
  return lines.join('\n').trimEnd();
}
