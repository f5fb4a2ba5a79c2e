import { describe, expect, it } from 'vitest';
import { readSpoken } from '../../src/providers/llm/offline/typos.js';
import { chain, kb } from './conversation.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A major said after the verb 学 whose first character makes another word with it: 学历史 is not 学历 (one's degree),
 * 学生物 is not 学生. Written for these tests, apart from the evaluation sets.
 */

describe('a major said as 学X', () => {
  it('reads 学历史 and 学生物 as the major studied, and leaves 学历 and 学生 alone', () => {
    expect(readSpoken('本科学历史，考研还是直接工作？')).toBe('本科读历史，考研还是直接工作？');
    expect(readSpoken('我是学生物的')).toBe('我是读生物的');
    expect(readSpoken('学历不高能考公吗')).toBe('学历不高能考公吗');
    expect(readSpoken('我是学生，想找实习')).toBe('我是学生，想找实习');
  });

  it("weighs 考研 against 工作 for a history student, not the ways of raising one's degree", () => {
    const { thinking, text } = composeAnswer(kb, {
      question: '本科学历史，考研还是直接工作？',
      previousQuestions: [],
      previousAnswer: '',
      profile: noProfile,
    });
    expect(thinking).toContain('考研还是就业');
    expect(thinking).not.toContain('学历提升');
    expect(text).not.toContain('你提到了“学历”');
  });

  it('answers a bare 为什么 after it with the reasons of that decision', () => {
    const text = chain('本科学历史，考研还是直接工作？', '为什么？').at(-1)!;
    expect(text).not.toContain('你提到了“学历”');
    expect(text).not.toContain('专升本');
  });
});
