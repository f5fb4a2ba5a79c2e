import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';

/*
 * Let go from a named job ('36岁做行政被裁了怎么办'): the job is named, with where people in it usually move, beside
 * what to do about the layoff itself; the job being left is not weighed as a job to go into. Written for these
 * tests, apart from the eval sets.
 */
describe('laid off from a named job', () => {
  it.each([
    ['做了八年行政，公司裁员把我裁了，接下来咋办', '行政专员', /人事|采购/u],
    ['做电商客服的被优化了，还能找什么工作', '客服', /质检|用户运营/u],
  ])('%s: the usual moves out of that job', (q, job, moves) => {
    const answer = chain(q)[0]!;
    expect(answer).toContain(`### 从${job}出发，常见的转向`);
    expect(answer).toMatch(moves);
    expect(answer).toMatch(/补偿|失业/u);
  });

  // Two jobs named before being let go (银行 and 柜员) are both where the asker comes from: neither is a target that
  // would keep the usual moves away.
  it('keeps the moves when the job left is named twice', () => {
    const answer = chain('在银行当了五年柜员，今年被优化了，后面怎么办')[0]!;
    expect(answer).toMatch(/### 从(?:银行柜员|金融从业者（银行、证券、基金）)出发，常见的转向/u);
  });
});
