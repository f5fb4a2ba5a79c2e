import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { noProfile } from '../chat/planner-profiles.js';
import { chain, kb } from './conversation.js';

/*
 * A condition of the asker's own (health, the body, travel they will not take) set against a job they name
 * (condition-fit.ts): the condition is named back, the job is read through it (where it bites, how to ease it, what
 * to check), in the same turn or after it was said in an earlier one. Written for these tests, apart from the
 * evaluation sets.
 */
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;
const opening = (text: string) => text.split('\n').find((l) => l.startsWith('### ')) ?? '';
const view = (text: string) => /\*\*我的看法\*\*：[^\n]*/u.exec(text)?.[0] ?? '';

describe('a job asked through a condition of the asker', () => {
  it('names the condition back and reads the job through it', () => {
    for (const [q, said, job, where] of [
      ['我身体不好，不能熬夜，程序员这行还能做吗？', '不能熬夜', '程序员', /加班|熬夜/u],
      ['腰椎不好，不能久坐，会计还能做吗？', '不能久坐', '会计', /一坐就是/u],
      ['我不想经常出差，适合做销售吗？', '不想经常出差', '销售', /外地/u],
    ] as const) {
      const text = ask(q);
      expect(opening(text), q).toMatch(new RegExp(`从你说的${said}看.*${job}`, 'u'));
      expect(view(text), q).toMatch(where);
      expect(text, q).toMatch(/入职前核实/u);
    }
  });

  it('says so when the job does not meet the condition', () => {
    expect(view(ask('我不能熬夜，适合做幼师吗？'))).toMatch(/不是做.*的硬门槛/u);
  });

  it('holds a condition said in the turn before', () => {
    const [, second] = chain('我身体不好，不能熬夜，学的计算机。', '那程序员可以吗？');
    expect(opening(second ?? '')).toMatch(/从你说的不能熬夜看程序员/u);
  });
});
