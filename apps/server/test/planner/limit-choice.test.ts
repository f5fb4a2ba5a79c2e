import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Two options weighed by a limit the asker says of themselves (limit-choice.ts): each option's card sentences the
 * limit bites on, the same pick in either order, with the card's words quoted and when the other wins; in one turn
 * and as a follow-up to a comparison. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;
const follow = (first: string, question: string) => {
  const previousAnswer = ask(first);
  return composeAnswer(kb, {
    question,
    previousQuestions: [first],
    previousAnswer,
    earlierAnswers: [previousAnswer],
    profile: noProfile,
  }).text;
};
const picked = (text: string) => /\*\*(?:在.+?和.+?之间，)?我更建议你选([^*]+)\*\*/u.exec(text)?.[1];

describe('two options weighed by a limit the asker says of themselves', () => {
  it('leans away from the job whose card the limit bites on, in either order', () => {
    for (const [q, job] of <Array<[string, string]>>[
      ['前端开发还是UI设计，我不太会写代码', 'UI设计'],
      ['UI设计还是前端开发，我不太会写代码', 'UI设计'],
      ['会计和销售选哪个，我不擅长沟通', '会计'],
      ['我英语不好，外贸业务员和跟单员选哪个', '跟单员'],
      ['我不想出差，工程监理还是工程造价', '工程造价'],
      ['医药代表还是临床研究协调员？我不想背业绩', '临床研究协调员'],
      ['施工员和质检员哪个适合我？我身体不太好', '质检员'],
      ['想早点挣钱，读研还是直接去做销售？', '销售'],
      ['我要照顾孩子，幼儿园老师还是客服', '幼儿园老师'],
    ])
      expect(picked(ask(q)), q).toBe(job);
  });

  it('quotes what the card says and when the other option wins, never the generic reason', () => {
    const text = ask('前端开发还是UI设计，我不太会写代码');
    expect(text).toMatch(/你说“不太会写代码”，前端开发的职业资料写着“[^”]*JavaScript/u);
    expect(text).toMatch(/什么时候改选前端开发：如果你愿意花三到六个月系统补一门语言/u);
    expect(text).not.toMatch(/没有说特别的限制|这次更看重的那部分/u);
  });

  it('weighs a limit said as a follow-up to a comparison', () => {
    const first = '数据分析师和数据产品经理有什么区别？';
    const byCode = follow(first, '哪个更适合我这种不太会写代码的');
    expect(picked(byCode)).toBe('数据产品经理');
    expect(byCode).toMatch(/数据分析师的职业资料写着“SQL/u);
    expect(picked(follow(first, '我数学不好，选哪个'))).toBe('数据产品经理');
    expect(picked(follow('导游和行政专员有什么区别？', '哪个更适合我，我需要照顾家里'))).toBe('行政专员');
  });

  it('reads the options where the limit has a clause of its own before the asking', () => {
    const text = ask('房产中介和行政专员，我不想背业绩，选哪个');
    expect(picked(text)).toBe('行政专员');
    expect(text).toMatch(/房产中介的职业资料写着“[^”]*业绩/u);
  });

  it('takes no lean from a limit neither card speaks to', () => {
    expect(ask('会计和出纳选哪个，我不想出差')).not.toMatch(/你说“不想出差”/u);
  });
});

describe('a limit where no card describes either option', () => {
  it('leaves roads without cards to the decision entry that weighs them', () => {
    const text = ask('家里经济压力大，读研还是直接工作？');
    expect(text).toContain('我更建议你选工作（就业）');
    expect(text).not.toMatch(/你说“经济压力大”/u);
  });
});
