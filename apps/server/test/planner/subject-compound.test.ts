import { describe, expect, it } from 'vitest';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';

/*
 * A verb leading a clause ('想考') is taken off the subject, but not when its last character begins the thing asked
 * about: '想考研跨考计算机' is about 考研, not '研跨考'. Written for these tests, apart from the evaluation sets.
 */
describe('a leading verb that shares its last character with the subject', () => {
  it('keeps 考研, 考公 and 考编 whole', () => {
    for (const [q, word] of [
      ['我本科学英语，想考研跨考计算机，难吗？', '考研'],
      ['想考公务员岗位，一般怎么准备', '考公'],
      ['想考编制难吗', '考编'],
    ] as const) {
      const subjects = questionSubjects(q);
      expect(
        subjects.some((s) => s.startsWith(word)),
        `${q}: ${subjects.join('、')}`,
      ).toBe(true);
    }
  });

  it('still takes 想考 off what is no such compound', () => {
    expect(questionSubjects('我想考教资，难不难')).toEqual(['教资']);
  });
});
