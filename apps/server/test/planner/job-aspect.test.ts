import { describe, expect, it } from 'vitest';
import { aspectAsked } from '../../src/providers/llm/offline/job-aspect.js';
import { chain } from './conversation.js';

/*
 * Two named jobs compared on one side ('会计和审计哪个累', 'UI设计师和前端开发哪个工资高'): both are weighed on that
 * side from what each card says of it, and the lean is given on it, in place of a general lean that never mentions
 * what was asked. Written for these tests, apart from the eval sets.
 */
describe('two jobs compared on one side', () => {
  it('reads the side asked', () => {
    expect(aspectAsked('会计和审计哪个更累')?.id).toBe('strain');
    expect(aspectAsked('产品经理和程序员哪个工资高')?.id).toBe('pay');
    expect(aspectAsked('做测试还是做运维更稳定')?.id).toBe('stable');
    expect(aspectAsked('会计工资多少')).toBeNull();
  });

  it('weighs both on how hard the work is, from both cards, and leans on it', () => {
    const answer = chain('会计和审计哪个更累？')[0]!;
    expect(answer).toContain('### 会计/财务和审计比辛苦程度');
    expect(answer).toMatch(/\*\*会计\/财务的辛苦程度\*\*[\s\S]*\*\*审计的辛苦程度\*\*：.*忙季/u);
    expect(answer).toMatch(/审计写到的加班、出差、夜班或业绩压力更多/u);
    expect(answer).not.toMatch(/先按常见去向更多的会计学说/u);
  });

  it('weighs both on pay from both cards, the gap said to lie in company and city', () => {
    const answer = chain('UI设计师和前端开发哪个工资高？')[0]!;
    expect(answer).toMatch(/\*\*UI\/交互设计师的收入\*\*[\s\S]*\*\*前端开发工程师的收入\*\*/u);
    expect(answer).toMatch(/收入差距主要看公司/u);
    // Cards say how pay is made up, not which title pays more: no ranking is claimed from them.
    expect(answer).toMatch(/光凭职位名排不出谁一定更高/u);
    expect(answer).not.toMatch(/收入构成里涨幅和浮动的部分更多/u);
    expect(answer).not.toContain('换来的是做自己愿意长期投入的事');
  });
});
