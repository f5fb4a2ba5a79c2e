import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';

/*
 * '你说的最后一点是什么意思': a point of the previous answer counted from the end, as a student does with a list just
 * read, is quoted and explained as '第三点' is. Written for these tests, apart from the evaluation sets.
 */

/** The list items of an answer outside its services section, as the reader sees them. */
const points = (answer: string) => {
  const out: string[] = [];
  let services = false;
  for (const line of answer.split('\n')) {
    if (/^#{1,6}\s/.test(line)) services = /服务\s*$/.test(line);
    const item = /^\s*(?:[-*]|\d+[.、])\s+(.+)$/u.exec(line);
    if (item && !services) out.push(item[1]!.replace(/\*\*/gu, ''));
  }
  return out;
};

describe('a point pointed at from the end', () => {
  it('quotes the last point of the answer before for 最后一点', () => {
    const [first, second] = chain('考研择校要考虑哪些因素？', '你说的最后一点是什么意思？');
    const last = points(first!).at(-1)!;
    expect(second).toContain('你问的是上一轮的最后一点');
    expect(second).toContain(last);
  });

  it('counts 倒数第二条 from the end too', () => {
    const [first, second] = chain('第一次面试应该怎么准备？', '倒数第二条我不太懂');
    expect(second).toContain('倒数第2点');
    expect(second).toContain(points(first!).at(-2)!);
  });
});
