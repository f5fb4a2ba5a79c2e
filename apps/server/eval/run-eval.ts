import type { LlmProvider } from '../src/providers/llm/index.js';
import { buildChatContext, type HistoryTurn } from '../src/modules/chat/chat-context.js';
import { checkAnswer, type CheckFailure } from './checks.js';
import type { EvalQuestion } from './eval-set.js';

export interface EvalResult {
  question: EvalQuestion;
  answer: string;
  thinking: string;
  failures: CheckFailure[];
}

/** One answer, asked exactly as the chat service asks: buildChatContext, then the provider's stream. */
export async function ask(provider: LlmProvider, question: string, history: HistoryTurn[], q: EvalQuestion) {
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
  const failures = checkAnswer(answer, q, { question: q.q, hollandCode: q.asker.riasec?.hollandCode ?? null });
  return { question: q, answer, thinking, failures };
}

/** Runs the questions one after another (a real endpoint should not be flooded). */
export async function evaluate(provider: LlmProvider, questions: readonly EvalQuestion[]): Promise<EvalResult[]> {
  const results: EvalResult[] = [];
  for (const q of questions) results.push(await evaluateOne(provider, q));
  return results;
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

/** The table per theme, the overall share, then each failure with its question. */
export function formatReport(results: readonly EvalResult[]): string {
  const { rows, total, passed } = summarize(results);
  const width = Math.max(...rows.map((r) => r.theme.length)) + 2;
  const lines = ['| 主题 | 通过 | 总数 | 通过率 |', '|---|---:|---:|---:|'];
  for (const r of rows)
    lines.push(`| ${r.theme.padEnd(width - 2, '　')} | ${r.passed} | ${r.total} | ${pct(r.passed, r.total)} |`);
  lines.push(`| **合计** | ${passed} | ${total} | ${pct(passed, total)} |`);
  const failed = results.filter((r) => r.failures.length);
  if (failed.length) {
    lines.push('', `未通过（${failed.length}）：`);
    for (const r of failed) {
      lines.push(`- [${r.question.id}] ${r.question.q}`);
      for (const f of r.failures) lines.push(`    · ${f.check}：${f.detail}`);
    }
  }
  return lines.join('\n');
}
