import fs from 'node:fs';
import { loadConfig } from '../src/config.js';
import { createLlmProvider } from '../src/providers/llm/index.js';
import type { HistoryTurn } from '../src/modules/chat/chat-context.js';
import { loadEvalSet, type EvalQuestion } from './eval-set.js';
import { ask } from './run-eval.js';
const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env, CHAT_OFFLINE_CHUNK_DELAY_MS: '0' });
const provider = createLlmProvider(config.llm);
const byProfile = new Map<string, EvalQuestion['asker']>();
for (const q of loadEvalSet('v2')) if (q.profile) byProfile.set(q.profile, q.asker);
const none = { riasec: null, workTag: '', layoutTag: '', facts: [] };
const list = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Array<{ q: string; h?: string[]; p?: string }>;
for (const item of list) {
  const q = { asker: (item.p && byProfile.get(item.p)) || none } as EvalQuestion;
  const history: HistoryTurn[] = [];
  for (const e of item.h ?? []) {
    const { answer } = await ask(provider, e, history, q);
    history.push({ role: 'user', content: e, status: 'done' }, { role: 'assistant', content: answer, status: 'done' });
  }
  const { answer, thinking } = await ask(provider, item.q, history, q);
  console.log(
    `\n=== ${(item.h ?? []).join(' / ')} >> ${item.q} [${item.p ?? ''}]\n${thinking}\n---\n${answer.split('\n').slice(1).join('\n')}`,
  );
}
