// Usage: npx tsx eval/coverage-probe.ts eval/coverage-questions.txt [--full] [--planner-dir DIR]
// Runs a file of 'expected entry|question' lines through the offline planner and reports whether each question
// landed on the entry expected (its title in 「」 in the thinking): content coverage, not an evaluation score.
import { readFileSync } from 'node:fs';
import { composeAnswer } from '../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../test/chat/planner-profiles.js';

const dirAt = process.argv.indexOf('--planner-dir');
// Another copy of the planner content (an earlier commit's) to compare against.
const kb = dirAt > 0 ? buildKnowledgeBase({ plannerDir: process.argv[dirAt + 1] }) : buildKnowledgeBase();
const full = process.argv.includes('--full');
const lines = readFileSync(process.argv[2] ?? '/dev/stdin', 'utf8')
  .split('\n')
  .filter((l) => l.includes('|'));
let right = 0;
for (const line of lines) {
  const [entry = '', question = ''] = line.split('|');
  const ask = { question, previousQuestions: [], previousAnswer: '', profile: noProfile };
  const { text, thinking } = composeAnswer(kb, ask);
  const ok = thinking.includes(`「${entry}」`);
  if (ok) right++;
  const basis = thinking.split('\n').filter((l) => l.startsWith('我把') || l.startsWith('回答依据'));
  console.log(`${ok ? 'OK ' : 'MISS'} [${entry}] ${question}\n     ${basis.join(' / ')}`);
  if (full) console.log(text + '\n');
}
console.log(`${right}/${lines.length} landed on the entry expected`);
