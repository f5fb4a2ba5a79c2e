import { describe, expect, it } from 'vitest';
import { agePart } from '../../src/providers/llm/offline/age.js';

/* An age said as background is no worry about age (age.ts); asked about, or before a road with an age limit, it is. */
describe('an age said in passing', () => {
  it('brings no talk of 35 when nothing about age is asked', () => {
    expect(agePart('30岁宝妈，离开职场三年了，想重新工作，以前做会计')).toBeNull();
    expect(agePart('30岁程序员想转做数据分析，工资会降多少？值不值')).toBeNull();
  });

  it('still does when the age is the worry or the road has an age limit', () => {
    expect(agePart('30岁了，做了6年行政，想转行做产品经理，还来得及吗')).not.toBeNull();
    expect(agePart('32岁了还能转行吗')).not.toBeNull();
    expect(agePart('女生学计算机，家里说到35岁就会被裁，真的吗')).not.toBeNull();
    expect(agePart('31岁想考公务员')?.lines.join('')).toContain('考公的年龄线');
  });
});
