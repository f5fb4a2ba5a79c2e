import { loadConfig } from '../src/config.js';
import { createLlmProvider } from '../src/providers/llm/index.js';
import { loadEvalSet } from './eval-set.js';
import { evaluate } from './run-eval.js';
const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env, CHAT_OFFLINE_CHUNK_DELAY_MS: '0' });
const provider = createLlmProvider(config.llm);
const results = await evaluate(provider, loadEvalSet('v3'));
const agg = new Map<string, Map<string, number>>();
for (const r of results) {
  const m = agg.get(r.question.theme) ?? new Map();
  for (const c of new Set(r.failures.map((f) => f.check))) m.set(c, (m.get(c) ?? 0) + 1);
  agg.set(r.question.theme, m);
}
for (const [t, m] of agg) console.log(t, JSON.stringify(Object.fromEntries(m)));
