import { loadConfig } from '../src/config.js';
import { createLlmProvider } from '../src/providers/llm/index.js';
import { loadEvalSet } from './eval-set.js';
import { evaluate } from './run-eval.js';
import { significantLines } from './text.js';
const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env, CHAT_OFFLINE_CHUNK_DELAY_MS: '0' });
const provider = createLlmProvider(config.llm);
const qs = loadEvalSet().filter((q) => q.set !== 'v3');
const results = await evaluate(provider, qs);
const holders = new Map<string, { id: string; topic: string }[]>();
for (const r of results) {
  const topic = r.question.group ?? r.question.theme;
  for (const line of new Set(significantLines(r.answer))) {
    const l = holders.get(line) ?? [];
    l.push({ id: r.question.id, topic });
    holders.set(line, l);
  }
}
const rows = [...holders]
  .map(([line, hs]) => ({ line, n: new Set(hs.map((h) => h.topic)).size, ids: hs.map((h) => h.id) }))
  .filter((r) => r.n > 3)
  .sort((a, b) => b.n - a.n);
for (const r of rows.slice(0, 60)) console.log(r.n, r.line.slice(0, 70), '|', r.ids.slice(0, 8).join(','));
const failing = results.filter((r) => r.failures.some((f) => f.check === 'shared-lines'));
console.log('shared-lines failing', failing.length);
