import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readTarget } from '../../src/providers/llm/offline/triggers.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * What a question asks (triggers.ts): a phrase split by nothing but the asking is said, and the college entrance's
 * 调剂 is no graduate 调剂.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('a phrase split by the asking', () => {
  it('is said as if whole', () => {
    expect(readTarget(kb, '实习怎么转正？我在一家银行做柜台实习').topic?.id).toBe('intern-conversion');
  });

  it('is not outweighed by a job named in the background', () => {
    const { text } = ask('实习怎么转正？现在在一家互联网公司做运营实习生');
    expect(text).toContain('实习转正');
    expect(text).toMatch(/答辩|考核/u);
  });
});

describe('a major one was assigned (调剂) at the college entrance', () => {
  it('is not answered with the graduate entrance’s 调剂', () => {
    expect(readTarget(kb, '专业是调剂的行政管理，每天混日子，怎么找方向').topic?.id).not.toBe('kaoyan-tiaoji');
    expect(readTarget(kb, '高考被调剂到了护理专业，不喜欢怎么办').topic?.id).not.toBe('kaoyan-tiaoji');
    // Said with graduate study, it is.
    expect(readTarget(kb, '考研一志愿没过，怎么调剂').topic?.id).toBe('kaoyan-tiaoji');
  });
});
