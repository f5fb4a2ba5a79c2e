import { composeAnswer } from '../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../src/providers/llm/offline/knowledge.js';
const kb = buildKnowledgeBase();
const args = process.argv.slice(2);
const show = args[0] === '-s'; if (show) args.shift();
const prev: string[] = [];
let prevAnswer = '';
for (const q of args) {
  const r = composeAnswer(kb, { question: q, previousQuestions: [...prev], previousAnswer: prevAnswer, profile: { riasec: null, workTag: '', layoutTag: '', facts: [] } as never });
  console.log('Q:', q, '\n', r.thinking);
  if (show) console.log(r.text);
  prev.push(q); prevAnswer = r.text;
}
