import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';

/*
 * A short reply saying only something of the asker ('我学的是电气') after steps for finding a direction: answered on
 * its own words, and opened by the step it carries on. Written for these tests, apart from the evaluation sets.
 */

describe('a fact about the asker given after steps for finding a direction', () => {
  it('names the step of the previous answer it carries on, then the major’s roads', () => {
    // A final-year student's first answer is the final-year case (find a direction from the major to apply now):
    // the reply carries that on.
    const [first, reply] = chain('快毕业了还是很迷茫，不知道干啥', '我是学化学的');
    expect(first).toMatch(/用岗位反推方向/u);
    expect(reply).toMatch(/知道了你的专业，上一轮说的“快毕业了还没方向”/u);
    expect(reply).toMatch(/化学的主要出路/u);
  });

  it('leaves a reply that asks something of its own, or a first question, without that line', () => {
    const [, asked] = chain('快毕业了还是很迷茫，不知道干啥', '学化学的能干什么');
    expect(asked).not.toMatch(/知道了你的专业/u);
    const [alone] = chain('我是学化学的');
    expect(alone).not.toMatch(/知道了你的专业/u);
  });
});
