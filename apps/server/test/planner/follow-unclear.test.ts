import { describe, expect, it } from 'vitest';
import { chain, kb } from './conversation.js';
import { unclearReferent } from '../../src/providers/llm/offline/follow-unclear.js';

/*
 * A pointer the previous answer cannot settle is asked about, with the candidates it gave, rather than guessed.
 * Written for these tests, apart from the evaluation sets.
 */

describe('a certificate pointed at that the previous answer did not name', () => {
  it('asks which certificate is meant, naming what the previous answer was about', () => {
    const [, last] = chain('投简历一直没回音怎么办', '这个证值得考吗');
    expect(last).toMatch(/哪一个证|哪个证/);
    expect(last).toContain('没有提到具体的证书');
    expect(last).not.toMatch(/###/);
  });

  it('names the certificates when several were said and none singled out', () => {
    const said = '做财务的常见证书有初级会计职称、注册会计师（CPA），外企也看 ACCA。';
    const unclear = unclearReferent(kb, '这个证难吗', '做财务要准备什么', said);
    expect(unclear?.text).toMatch(/初级会计.*注册会计师/s);
    expect(unclear?.text).toContain('哪一个');
  });

  it('asks of the one certificate when only one was named', () => {
    const said = '进券商的营业部，通常要先拿证券从业资格，再谈其他。';
    expect(unclearReferent(kb, '那个证好考吗', '想去券商怎么准备', said)?.restated).toContain('证券从业');
  });
});

describe('a bare 它 after a list of outlets', () => {
  it('asks which of the listed outlets or the major itself is meant', () => {
    const [, last] = chain('学统计的以后能干嘛', '它累不累');
    expect(last).toContain('统计学这个专业本身');
    expect(last).toMatch(/第几个|哪一项/);
  });

  it('leaves 它 after one job asked about, and 它们 that asks of every item', () => {
    const outlets = chain('学统计的以后能干嘛')[0]!;
    expect(unclearReferent(kb, '它累不累', '数据分析师是做什么的', outlets)).toBeNull();
    // A field inside a job's title ('精算师') is the job asked about, not a major beside it.
    expect(unclearReferent(kb, '它累不累', '精算师要考哪些证书', outlets)).toBeNull();
    expect(unclearReferent(kb, '它们累不累', '学统计的以后能干嘛', outlets)).toBeNull();
    expect(unclearReferent(kb, '第二个累不累', '学统计的以后能干嘛', outlets)).toBeNull();
  });
});
