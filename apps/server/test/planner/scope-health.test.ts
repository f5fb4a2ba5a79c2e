import { describe, expect, it } from 'vitest';
import { redirectText, scopeOf } from '../../src/providers/llm/offline/scope.js';

/* A body's complaint or a medicine is a doctor's question (scope.ts): declined with where to take it. */
describe('a health question', () => {
  it('is out of scope and sent to a doctor', () => {
    const q = '胃疼拉肚子两天了，要不要去医院，吃蒙脱石散有用吗';
    expect(scopeOf(q)).toBe('off-topic');
    const text = redirectText(q, 'off-topic');
    expect(text).toMatch(/医院|医生/u);
    expect(text).toMatch(/职业规划|求职/u);
  });

  it('stays in scope beside a career word', () => {
    expect(scopeOf('工作压力大失眠头疼，要不要辞职')).toBe('career');
  });
});
