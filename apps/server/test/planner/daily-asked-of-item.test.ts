import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';

/*
 * '第二个具体要做些什么' after a list of outlets asks what that outlet's work holds, not what to do now to get there.
 * Written for these tests, apart from the eval sets.
 */
describe('what an item’s work holds, asked as 具体要做些什么', () => {
  it.each([
    ['我是学生物的，以后能做什么', '第二个具体要做些什么'],
    ['学心理学的能干什么', '第一个平时要干些啥'],
  ])('%s → %s: the item’s work, not a plan', (first, then) => {
    const answer = chain(first, then)[1]!;
    expect(answer).not.toMatch(/现在该做什么/u);
    expect(answer).toMatch(/\*\*(?:日常工作|做什么)\*\*/u);
  });

  it('still reads 现在要做些什么 as asking for the next steps', () => {
    const answer = chain('想考公，怎么选岗位', '那我现在要做些什么')[1]!;
    expect(answer).toMatch(/接下来|先|第一步/u);
  });
});
