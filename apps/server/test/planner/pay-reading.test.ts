import { describe, expect, it } from 'vitest';
import { asksForTime } from '../../src/providers/llm/offline/duration.js';
import { payFigures, payPart } from '../../src/providers/llm/offline/pay.js';

/*
 * A monthly pay as students write it ('15K一个月', '一万二', '1.8w') is read as that pay, and the ways of asking what
 * is left of it ('交完税', '实际能拿', '税前要多少') get the computed figure. Months counted in pay ('年终奖几个月')
 * are not a question of how long something takes. Written for these tests, apart from the evaluation sets.
 */
const amounts = (q: string) => payFigures(q).map((f) => f.amount);
const text = (q: string) => payPart(q)?.lines.join('\n') ?? '';

describe('a pay figure followed by a measure word', () => {
  it('reads 一个月 after the unit as the period, not as a tail of the figure', () => {
    expect(amounts('18K一个月扣完还有多少')).toEqual([18000]);
    expect(amounts('给了两万一个月，到手多少')).toEqual([20000]);
    expect(amounts('8千一月到手')).toEqual([8000]);
  });
  it('still reads a tail numeral said after the unit', () => {
    expect(amounts('一万二的工资到手多少')).toEqual([12000]);
    expect(amounts('三千五一个月够生活吗')).toEqual([3500]);
    expect(amounts('1w5到手')).toEqual([15000]);
  });
});

describe('the ways of asking what is left of a pay', () => {
  it('computes the take-home when asked what is left after tax or what is actually paid', () => {
    for (const q of [
      '一万八的工资交完税剩多少',
      '1.3w的月薪实际能拿多少',
      '开了11k，实发大概多少',
      '税前两万扣完还剩几千',
    ])
      expect(text(q), q).toMatch(/到手约多少/);
  });
  it('works back from a take-home to the pre-tax pay it needs', () => {
    const said = text('想要到手8000，税前要多少才够');
    expect(said).toMatch(/倒推税前/);
    const [lo] = said.match(/约需 ([\d,]+)/)!.slice(1);
    expect(Number(lo!.replace(',', ''))).toBeGreaterThan(9000);
    expect(Number(lo!.replace(',', ''))).toBeLessThan(10000);
  });
  it('does not work back when the take-home is only stated', () => {
    expect(text('到手8000，在成都够不够花')).not.toMatch(/倒推税前/);
  });
});

describe('months of pay are not a length of time', () => {
  it('does not read a bonus or compensation counted in months as asking how long', () => {
    expect(asksForTime('年终奖一般能发几个月')).toBe(false);
    expect(asksForTime('被裁了赔几个月工资')).toBe(false);
    expect(asksForTime('14薪就是多发几个月吗')).toBe(false);
  });
  it('reads how long something takes as asking how long', () => {
    expect(asksForTime('考教资要准备几个月')).toBe(true);
    expect(asksForTime('转行做数据分析要学多久')).toBe(true);
  });
});

describe('a figure said of someone else', () => {
  it("works out the asker's own pay, not a friend's told beside it", () => {
    const lines = text('室友月薪14k到手才一万一，我拿到的offer是税前20K，到手能有多少');
    expect(lines).toContain('税前 20,000 元/月到手约多少');
    expect(lines).not.toContain('税前 14,000 元/月');
  });
  it('works out both when the two are weighed', () => {
    const lines = text('我同学在杭州月薪13k，我在武汉9k，哪个存得多');
    expect(lines).toContain('税前 13,000 元/月');
    expect(lines).toContain('税前 9,000 元/月');
  });
});
