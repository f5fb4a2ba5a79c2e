import { buildKnowledgeBase } from './src/providers/llm/offline/knowledge.js';
import { composeAnswer } from './src/providers/llm/offline/compose.js';
import { noProfile } from './test/chat/planner-profiles.js';
const kb = buildKnowledgeBase();
const a = composeAnswer(kb, { question: '想当医生要考什么证', previousQuestions: [], previousAnswer: '', profile: noProfile });
console.log(a.text.slice(0, 900));
const lower = (a.text + '\n想当医生要考什么证').toLowerCase();
const IS_EXAM = /./;
for (const t of kb.planner.triggers) if (t.target.kind === 'topic' && lower.includes(t.key) && /证|考|资格/.test(t.target.topic.name)) console.log(t.key, lower.indexOf(t.key), t.target.topic.name);
