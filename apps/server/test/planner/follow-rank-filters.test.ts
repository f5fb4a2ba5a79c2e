import { describe, expect, it } from 'vitest';
import { rankCriterion } from '../../src/providers/llm/offline/follow-rank.js';
import { chain } from './conversation.js';

/*
 * A follow-up that filters the list just given ('其中哪个工资比较高', '哪个在二三线城市也好找'): the listed items
 * sorted by that, the lean being the one the list's lines favour, not the first item or a topic on negotiating pay,
 * and a smaller city named as the filter is not a new place to restate the answer for. Written for these tests,
 * apart from the eval sets.
 */
describe('a follow-up filtering the list just given', () => {
  it('reads pay asked with a degree word between', () => {
    expect(rankCriterion('其中哪个工资比较高？')?.name).toBe('收入高');
    expect(rankCriterion('哪个收入最高')?.name).toBe('收入高');
  });

  it('sorts the list by pay and leans on it, not on the first item', () => {
    const answer = chain('统计学专业能做哪些工作？', '其中哪个工资比较高？')[1]!;
    expect(answer).toContain('### 按“收入高”看上一轮说的方向');
    expect(answer).toMatch(/\*\*我更倾向(?!数据分析与商业分析)/u);
    expect(answer).not.toContain('上一轮排在最前');
  });

  it('sorts the list by whether smaller cities have the work', () => {
    const answer = chain('心理学专业能做哪些工作？', '哪个在二三线城市也好找？')[1]!;
    expect(answer).toContain('### 按“二三线城市也有”看上一轮说的方向');
    expect(answer).toMatch(/\*\*二三线城市也常有岗位的\*\*：.*学校心理健康教师/u);
    expect(answer).not.toContain('上一轮排在最前');
  });
});
