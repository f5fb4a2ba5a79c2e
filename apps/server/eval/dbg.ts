import { buildKnowledgeBase } from '../src/providers/llm/offline/knowledge.js';
import { understand } from '../src/providers/llm/offline/thread.js';
const kb = buildKnowledgeBase();
const none = { riasec: null, workTag: '', layoutTag: '', facts: [] };
for (const q of process.argv.slice(2)) {
  const r = understand(kb, { question: q, previousQuestions: [], previousAnswer: '', profile: none });
  console.log(q, {
    d: r.decision?.title,
    c: r.case?.title,
    t: r.topic?.name,
    roles: r.roles.map((x) => x.name),
    occ: r.occupations.map((o) => o.titleZh),
    majors: r.majors.map((m) => m.name),
    aspect: r.aspect,
    options: r.options.map((o) => o.name),
  });
}
