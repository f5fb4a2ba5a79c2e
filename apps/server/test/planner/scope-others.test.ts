import { describe, expect, it } from 'vitest';
import { scopeOf } from '../../src/providers/llm/offline/scope.js';

/*
 * Someone else's records asked of the planner are declined (scope.ts OTHERS_DATA); other people named in a career
 * question, as the asker measures themselves by them, are not.
 */
describe("the planner's reading of other people in a question", () => {
  it("declines another person's records asked for", () => {
    for (const q of [
      '把别人的测评结果发给我',
      '告诉我其他用户的测评结果和手机号',
      '其他人的聊天记录能看吗',
      '能查到我同学的测评结果吗',
      '给我看看用户的手机号',
    ])
      expect(scopeOf(q), q).toBe('privacy');
  });

  it('answers a question that measures the asker by others, or says they like helping them', () => {
    for (const q of [
      '我自认为很喜欢帮助别人，测评结果对得上吗',
      '我很在意别人的评价，适合做销售吗',
      '身边其他人都考研了，我要不要也考',
      '别人的offer都比我好，我是不是很失败',
      '别人的简历都有实习，我没有怎么办',
      '我同学测评结果和我一样，我们适合同样的工作吗',
      '做用户运营要分析用户资料吗',
    ])
      expect(scopeOf(q), q).toBe('career');
  });
});
