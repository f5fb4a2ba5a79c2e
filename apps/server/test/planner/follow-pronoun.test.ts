import { describe, expect, it } from 'vitest';
import { chain, kb } from './conversation.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { pronounCertificate } from '../../src/providers/llm/offline/follow-pronoun.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A bare 它 after a certificate was discussed is that certificate: only an exam is taken or passed. Written for
 * these tests, apart from the evaluation sets.
 */

describe('a pronoun after a certificate was discussed', () => {
  it('names the certificate the previous answer named first, also one named by its letters', () => {
    const said = { question: '做审计要考什么证', answer: '最看重注册会计师（CPA），其次是中级会计职称。' };
    expect(pronounCertificate(kb, '那它难不难考', said)).toContain('注册会计师');
  });

  it('leaves a pronoun that asks nothing of an exam, or follows no certificate question', () => {
    const said = { question: '当律师要考什么证', answer: '要通过法律职业资格考试（法考）。' };
    expect(pronounCertificate(kb, '它工资高吗', said)).toBeNull();
    expect(pronounCertificate(kb, '这个职业好考吗', said)).toBeNull();
    expect(pronounCertificate(kb, '它好考吗', { question: '律师做什么的', answer: '法考' })).toBeNull();
  });

  it('answers how often the certificate is held, not the job again', () => {
    const last = chain('想做小学老师需要什么证书', '它一年考几次').at(-1)!;
    expect(last).toContain('教师资格');
    expect(last).toMatch(/上半年|两次/);
  });

  it('answers whether the certificate of a listed item is hard, not the item', () => {
    const last = chain('学会计能做什么', '第二个需要考什么证', '那它好考吗').at(-1)!;
    expect(last).toMatch(/合格率|通过率/);
  });
});

describe('the certificate a job’s answer dwells on', () => {
  it('is the one 它 means, not the first of a general line of examples', () => {
    // A doctor's answer names 教师资格证 first among examples of licences, and 执业医师 throughout.
    const reading = (first: string) =>
      composeAnswer(kb, {
        question: '那它难不难考',
        previousQuestions: [first],
        previousAnswer: chain(first)[0]!,
        profile: noProfile,
      }).thinking;
    expect(reading('想当医生要考什么证')).toContain('执业医师');
    expect(reading('想当律师要考什么证')).toContain('法考');
    expect(reading('想当老师需要什么证')).toContain('教师资格证');
  });
});
