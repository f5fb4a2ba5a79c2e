import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';
import { asksOther } from '../../src/providers/llm/offline/follow-other.js';

/*
 * Other options after a major's outlets stay near the major: a job picked only because its interest code is close
 * to the major's is no option unless its cards take that major. Written for these tests, apart from the eval sets.
 */

describe('other options of a major', () => {
  it('reads 其他选项 and 别的去向 as asking for more', () => {
    expect(asksOther('还有其他选项吗', '')).toBe(true);
    expect(asksOther('有没有别的去向', '')).toBe(true);
    expect(asksOther('这个选项怎么样', '')).toBe(false);
  });

  it('offers no job far from the major only for sharing its interest letters', () => {
    const last = chain('药学专业毕业可以干什么', '换一个吧').at(-1)!;
    expect(last).not.toMatch(/后端开发|软件测试|前端/);
    expect(last).toContain('药学');
  });
});
