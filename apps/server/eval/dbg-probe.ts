import { composeAnswer } from '../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../src/providers/llm/offline/knowledge.js';
import { profileFor } from '../test/chat/planner-profiles.js';
const kb = buildKnowledgeBase();
const r = composeAnswer(kb, { question: process.argv[2]!, previousQuestions: [], previousAnswer: '', profile: profileFor(['S','A','E','I','C','R']) });
console.log(r.thinking); console.log(r.reading.decision?.id, r.reading.case?.id, r.reading.topic?.id, r.reading.direction);
