import { questionSubjects } from '../src/providers/llm/offline/subject.js';
console.log(process.argv.slice(2).map((q) => [q, questionSubjects(q)]));
