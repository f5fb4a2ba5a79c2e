import { describe, expect, it } from 'vitest';
import { paidServices } from '../../eval/checks.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { scopeOf } from '../../src/providers/llm/offline/scope.js';
import { smallTalkOf } from '../../src/providers/llm/offline/small-talk.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A greeting, thanks or a question about the planner (small-talk.ts) is answered in a few lines that say what the
 * planner can do, not read for an entry ('谢谢' was answered as a job's three steps). Questions written for these
 * tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string, previousQuestions: string[] = []) =>
  composeAnswer(kb, {
    question,
    previousQuestions,
    previousAnswer: previousQuestions.length ? '……' : '',
    profile: noProfile,
  });

describe('a social turn', () => {
  it('is read by its kind', () => {
    expect(smallTalkOf('哈喽～')).toBe('greeting');
    expect(smallTalkOf('在吗？')).toBe('greeting');
    expect(smallTalkOf('多谢老师的解答，非常有帮助！')).toBe('thanks');
    expect(smallTalkOf('明白了，谢谢啦')).toBe('thanks');
    expect(smallTalkOf('您好，你可以帮我做什么？')).toBe('identity');
    expect(smallTalkOf('你是机器人吗')).toBe('identity');
  });

  it('is no social turn when it asks anything more', () => {
    for (const q of [
      '你好，我大三，想考研',
      '谢谢，那考公呢',
      '你能帮我改简历吗',
      '你是什么星座',
      '好的',
      '你能做什么工作',
    ])
      expect(smallTalkOf(q), q).toBeNull();
    expect(scopeOf('你好，我想转行做产品经理')).toBe('career');
  });

  it('is answered briefly with what the planner does, no entry, no job, no service', () => {
    for (const q of ['您好', '谢谢你，很有用', '你能干啥']) {
      const { text, reading } = ask(q);
      expect(reading.scope, q).toBe('social');
      expect(text).toMatch(/简历/);
      expect(text).not.toMatch(/抱歉|工程师|产品经理|三步/);
      expect(paidServices(text)).toEqual([]);
      expect(Array.from(text).length).toBeLessThan(400);
    }
    expect(ask('谢谢您').text).toMatch(/不客气/);
  });

  it('thanks after an answer is still thanks', () => {
    expect(ask('谢谢，明白了', ['会计专业考研还是工作']).reading.scope).toBe('social');
  });
});
