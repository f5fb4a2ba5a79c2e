import { describe, expect, it } from 'vitest';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';

/*
 * A feeling overstated beside the thing asked about (累死了, 紧张得要死, 卷死了, 累得半死) says how the asker feels, so
 * the answer names the thing, not '加班累死'. The prompts are written for these tests.
 */
describe('a feeling overstated is no part of the subject', () => {
  it('names the thing before it', () => {
    expect(questionSubjects('每天加班累死了，要不要换工作')).toEqual(['加班']);
    expect(questionSubjects('明天面试紧张得要死，怎么准备')).toEqual(['明天面试']);
    expect(questionSubjects('互联网卷死了，转行做什么好')).toEqual(['互联网']);
    expect(questionSubjects('秋招卷死了吗')).toEqual(['秋招']);
  });

  it('names nothing when the feeling is all the clause says', () => {
    expect(questionSubjects('累得半死还被领导骂，该不该辞职')).toEqual([]);
    expect(questionSubjects('烦死了，领导天天改需求，要不要跳槽').join()).not.toMatch(/死/);
  });

  it('ends the subject before an adverb of a past state', () => {
    expect(questionSubjects('裸辞后一度很绝望，但现在好了，想重新找工作')).toEqual(['裸辞']);
    expect(questionSubjects('考研一度想放弃，现在还要不要坚持')).toEqual(['考研']);
  });

  it('keeps a job asked whether it is tiring and a word holding 死', () => {
    expect(questionSubjects('程序员累不累')).toEqual(['程序员']);
    expect(questionSubjects('死磕考研值得吗')).toEqual(['死磕考研']);
  });
});
