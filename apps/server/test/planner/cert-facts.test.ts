import { describe, expect, it } from 'vitest';
import { certAsked, certFollowRestated } from '../../src/providers/llm/offline/cert-fact-asked.js';
import { FINANCE_CERTS } from '../../src/providers/llm/offline/cert-facts.js';
import { MORE_CERTS } from '../../src/providers/llm/offline/cert-facts-more.js';
import { TRADE_CERTS } from '../../src/providers/llm/offline/cert-facts-trades.js';
import { chain } from './conversation.js';

/*
 * One certificate asked about, alone or as a follow-up pointing at one a list or an answer named: answered from its
 * facts (issuer, when, preparation, the jobs it is a gate or a plus for, the source), the side asked first, not the
 * list of which certificates to take again. Written for these tests, apart from the eval sets.
 */
describe('one certificate asked about', () => {
  it.each([
    ['银行从业资格证有什么用', /### 银行从业资格[\s\S]*哪些岗位非它不可[\s\S]*中国银行业协会/u],
    ['FRM什么时候考啊', /### FRM[\s\S]*什么时候考\*\*：[^\n]*5 月和 11 月[\s\S]*GARP/u],
    ['执业药师好考吗', /### 执业药师[\s\S]*难不难\*\*：[\s\S]*国药监人〔2019〕12 号/u],
    ['会计证现在还能考吗', /现在还考不考\*\*：2017 年修正的《会计法》取消了会计从业资格/u],
  ])('%s: the facts, the side asked first, with the source', (q, facts) => {
    const answer = chain(q)[0]!;
    expect(answer).toMatch(facts);
    expect(answer).not.toContain('**我的倾向**');
    expect(answer).not.toMatch(/通过率[^。\n]{0,10}\d/u);
  });

  it('leaves two certificates weighed and a job asked of a certificate to their own readings', () => {
    expect(certAsked('CPA和ACCA哪个有用')).toBeNull();
    expect(certAsked('做出纳需要考初级会计吗')).toBeNull();
    expect(certAsked('CFA难考吗')?.aspect).toBe('hard');
  });

  it('leaves one stage of the exam asked how to get through to the topic on that stage', () => {
    expect(certAsked('教资面试的试讲怎么准备')).toBeNull();
    expect(certAsked('教资笔试难吗')?.aspect).toBe('hard');
    expect(certAsked('教资面试什么时候考')?.aspect).toBe('when');
    const answer = chain('教资面试的试讲怎么准备')[0]!;
    expect(answer.split('\n').find((l) => l.startsWith('### '))).toMatch(/试讲/u);
    expect(answer).toMatch(/板书/u);
  });

  it('gives every certificate an issuer, a time, the jobs and a source', () => {
    for (const c of [...FINANCE_CERTS, ...MORE_CERTS, ...TRADE_CERTS])
      expect([c.issuer, c.when, c.prep, c.plus, c.source].every((f) => f.length > 3)).toBe(true);
  });
});

describe('a certificate pointed at in a follow-up', () => {
  it('reads 第一个 / 最后一个 after a major’s certificates as the listed certificate', () => {
    const [list, first] = chain('金融专业可以考哪些证书', '第一个难考吗');
    expect(list).toMatch(/1\. 证券从业资格/u);
    expect(first).toMatch(/### 证券从业资格[\s\S]*中国证券业协会/u);
    expect(first).not.toMatch(/1\. 证券从业资格/u);
    expect(certFollowRestated('最后一个有用吗', '金融专业可以考哪些证书', list!)?.question).toBe('FRM有用吗');
  });

  it('answers 它 after one certificate with the side asked, not the facts said before again', () => {
    const [before, after] = chain('软考难考吗', '它对找工作有用吗');
    expect(after).toMatch(/### 软考[\s\S]*哪些岗位非它不可（门槛）\*\*：没有/u);
    expect(after).not.toContain('**难不难**');
    expect(before).toContain('**难不难**');
  });

  it('takes the certificate an answer dwells on, not one given as an example', () => {
    const [, after] = chain('护士要考什么证', '这个证好考吗');
    expect(after).toMatch(/### 护士执业资格/u);
    expect(after).not.toMatch(/### 教师资格证/u);
  });

  it('answers a certificate named after a list from its facts, not the list', () => {
    const [, after] = chain('金融专业可以考哪些证书', '证券从业好考吗');
    expect(after).toMatch(/### 证券从业资格[\s\S]*金融市场基础知识/u);
    expect(after).not.toContain('财会金融类证书怎么选');
  });
});
