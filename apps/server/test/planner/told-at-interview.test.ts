import { answersFromEntries } from './entry-cases.js';

/*
 * What the asker would tell an interviewer (told.ts) is the content of their answer: the question is how to answer
 * the interview's question, not the matter told. Written for these tests, apart from the eval sets.
 */
answersFromEntries('what would be said at an interview', [
  { q: '面试被问为什么离职，说实话被领导PUA能说吗', entry: '面试被问离职原因（主动离职）', says: /离职/ },
  { q: '面试官问我为什么空窗一年，能说是在家考公吗', entry: '简历空窗期怎么处理', says: /空窗/ },
  // Not asked anything: the matter itself is the question.
  { q: '被领导PUA了怎么办', entry: '职场 PUA 与不合理对待', says: /记录/ },
  { q: '面试能说自己有抑郁症吗', entry: '抑郁、焦虑等心理健康史与求职', says: /病/ },
]);
