import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';

/*
 * One side asked of every listed outlet at once ('它们一般工资多少', '这几个分别累不累') is answered item by item.
 * Written for these tests, apart from the evaluation sets.
 */

describe('a side asked of every listed item', () => {
  it('says the load of each outlet the content writes it for, and names the rest', () => {
    const last = chain('电气工程及其自动化毕业去向', '这几个分别辛苦吗').at(-1)!;
    expect(last).toContain('逐个看：工作强度');
    expect(last).toMatch(/电力工程建设与调试\*\*：[^\n]*驻现场/);
    expect(last).toContain('国家电网与南方电网');
  });

  it('says the pay of each outlet, not the general lines alone', () => {
    const last = chain('电气专业出来干嘛', '它们收入怎么样').at(-1)!;
    expect(last).toContain('逐个看：收入');
    expect(last).toMatch(/建筑电气设计\*\*：[^\n]*待遇/);
  });

  it('leaves one item pointed at to that item', () => {
    const last = chain('电气专业出来干嘛', '第一个累不累').at(-1)!;
    expect(last).not.toContain('逐个看');
  });
});
