import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../src/modules/safety/normalize.js';
import { plannerRule } from '../../src/modules/safety/planner-rules.js';

const rule = (q: string) => plannerRule(normalizeText(q))?.rule ?? null;

/*
 * An exercise pointed at without 道 or named by its kind with how to solve it is homework (homework-solve-this in
 * planner-rules-study-health.ts); studying for an exam, or a problem at work, is not. Written for these tests.
 */
describe('an exercise to be solved', () => {
  it('is declined as homework', () => {
    for (const q of [
      '帮我算一下这个题',
      '给我解这题吧',
      '这个不等式怎么证明',
      '三元一次方程组怎么求',
      '这道数列题怎么求',
    ])
      expect(rule(q), q).toMatch(/^rule:homework/);
  });
  it('passes when it is how to study, or work', () => {
    for (const q of [
      '考研数学的证明题怎么复习',
      '面试遇到不会的题怎么办',
      '数学专业出来能做什么',
      '工作中遇到难题怎么解决',
      '帮我答一下这个题目：面试官问我为什么选择我们公司',
    ])
      expect(rule(q), q).toBeNull();
  });
});
