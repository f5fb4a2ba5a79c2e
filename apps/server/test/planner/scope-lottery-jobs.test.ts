import { describe, expect, it } from 'vitest';
import { scopeOf } from '../../src/providers/llm/offline/scope.js';

/* A lottery or a game named beside a job, a hiring or a business to start is a career question (scope.ts). */
describe('a job or a business around lotteries', () => {
  it('stays in scope', () => {
    for (const q of [
      '体育彩票中心招聘要什么条件',
      '福彩中心的编制好考吗',
      '彩票店转让划算吗，想自己创业',
      '彩票站招店员，一个月多少钱',
    ])
      expect(scopeOf(q), q).toBe('career');
  });

  it('leaves a lottery pick out of scope', () => {
    expect(scopeOf('下期双色球买什么号码')).toBe('off-topic');
  });
});
