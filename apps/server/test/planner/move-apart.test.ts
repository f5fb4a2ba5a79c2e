import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Leaving a job for a move of one's own (move-apart.ts): starting something, freelancing, content, independent work
 * are decisions of their own, not quitting with nothing lined up (裸辞).
 */
const kb = buildKnowledgeBase();
const read = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).reading;

describe('a move named beside quitting', () => {
  it('is the move’s decision, not 裸辞', () => {
    for (const [q, id] of [
      ['工作三年存了二十万，想辞职和朋友一起创业做跨境电商', 'startup-vs-job'],
      ['想辞职开个工作室做摄影', 'startup-vs-job'],
      ['要不要辞职开一家咖啡店', 'startup-vs-job'],
      ['想辞职在家接单做剪辑', 'freelance-quit'],
      ['程序员能不能辞职做独立开发者，接外包', 'freelance-quit'],
      ['想辞职当全职up主', 'freelance-quit'],
    ] as const)
      expect(read(q).decision?.id, q).toBe(id);
  });

  it('leaves quitting as such to its own decision', () => {
    for (const q of ['想辞职，太累了', '要不要裸辞', '想辞职，还没找好下家'])
      expect(read(q).decision?.id, q).toBe('quit-without-offer');
  });

  it('reads an outsourcing job as a job, and outsourced gigs as freelancing', () => {
    expect(read('大厂外包能去吗').decision?.id).toBe('outsourcing-job');
  });
});
