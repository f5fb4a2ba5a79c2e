import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { itemSaying } from '../../src/providers/llm/offline/dialogue.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { withoutCondition } from '../../src/providers/llm/offline/without.js';
import { followUpFailures } from '../../eval/checks-run.js';
import { noProfile } from './planner-profiles.js';

/*
 * Follow-ups that ask one side of what the previous answer described (学历, 女生, 累不累, 现在该做什么), point at
 * an exam it named ('那个证'), ask about a word inside one of its items, bring the asker's own case to the choice
 * before, or ask for something lighter than what was listed. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();

/** The conversation's questions asked in order; the last one's answer, with the one before it. */
function conversation(...questions: string[]) {
  let previousAnswer = '';
  const asked: string[] = [];
  let last = composeAnswer(kb, { question: questions[0]!, previousQuestions: [], previousAnswer, profile: noProfile });
  for (const question of questions.slice(1)) {
    previousAnswer = last.text;
    asked.push(questions[asked.length]!);
    last = composeAnswer(kb, { question, previousQuestions: [...asked], previousAnswer, profile: noProfile });
  }
  return { ...last, previousAnswer };
}

describe('a side of the subject asked after its card was said in full', () => {
  it('"它需要什么学历" answers the education the job asks for, not "all was said before"', () => {
    const { text, previousAnswer } = conversation('我想了解一下数据分析师这个职业', '它需要什么学历？本科够吗');
    expect(text).not.toContain('上一轮已经都说了');
    expect(text).toContain('### 数据分析师：学历要求');
    expect(text).toMatch(/本科|硕士/);
    expect(followUpFailures(text, previousAnswer, {})).toEqual([]);
  });

  it('a third turn keeps the job the first question named ("需要什么能力" leaned on it)', () => {
    const { text, reading } = conversation('产品经理是做什么的', '需要什么能力', '那女生做这个合适吗');
    expect(reading.roles.map((r) => r.id)).toContain('product-manager');
    expect(text).toContain('### 产品经理：性别');
    expect(text).toContain('《就业促进法》第二十七条');
  });

  it('"换成女生呢" about a major says the gender side first, before the rest of the major', () => {
    const { text } = conversation('学机械以后好找工作吗', '换成女生呢？');
    expect(text.indexOf('：性别')).toBeGreaterThan(0);
    expect(text.indexOf('：性别')).toBeLessThan(text.indexOf('### 用人单位看重的能力'));
  });

  it('"那我现在大二应该做什么" about a job names its skills and a first step with the stage', () => {
    const { text } = conversation('数据分析需要哪些技能', '那我现在大二应该做什么');
    expect(text).toContain('数据分析师：现在该做什么');
    expect(text).toMatch(/SQL/);
    expect(text).toContain('大二的你');
  });

  it('a side this does not know ("那薪资呢") is left to the rest of the planner', () => {
    const { text } = conversation('我想了解一下数据分析师这个职业', '那薪资呢');
    expect(text).not.toContain('直接回答你问的');
  });
});

describe('a certificate or exam the conversation named, pointed at', () => {
  it('"那个证难考吗" after a lawyer\'s path reads as asked about 法考', () => {
    const { text, reading } = conversation('我想当律师，需要做什么准备', '那个证难考吗？');
    expect(reading.topic?.id).toBe('cert-law');
    expect(text).toMatch(/客观题|主观题/);
  });

  it('a question that points at no exam is not read as one', () => {
    const { reading } = conversation('我想当律师，需要做什么准备', '那这个工作累不累');
    expect(reading.topic?.id).not.toBe('cert-law');
  });
});

describe('a word of the previous answer asked about', () => {
  const answer = ['1. **互联网研发**：做后端、前端、测试开发和运维。', '2. **银行科技岗**：做系统开发。'].join('\n');

  it('finds the item under which the word was said', () => {
    expect(itemSaying(answer, '测试开发')).toBe('互联网研发');
    expect(itemSaying(answer, '系统开发')).toBe('银行科技岗');
    expect(itemSaying(answer, '会计')).toBeNull();
  });

  it('"测试开发是什么" after a major\'s outlets opens by saying which outlet it came from', () => {
    const { text, previousAnswer } = conversation('计算机专业能做什么', '测试开发是什么');
    expect(text).toMatch(/你问的“测试开发”，是上一轮说到“.+”时提到的/u);
    expect(followUpFailures(text, previousAnswer, {})).toEqual([]);
  });
});

describe("the asker's own case and a lighter option, asked after a list or a choice", () => {
  it('"那我这种情况呢，<facts>" weighs the choice before again with the facts and takes a side', () => {
    const { text, reading } = conversation('考研还是直接工作好？', '那我这种情况呢，我是双非二本的，成绩中等');
    expect(reading.decision?.id).toBe('kaoyan-or-job');
    expect(text).toContain('把“你是双非二本的，成绩中等”这一点加进来');
    expect(text).toMatch(/我更建议你选/u);
  });

  it('"有没有更轻松一点的" is a condition on the list: what makes a job heavy', () => {
    expect(withoutCondition('有没有更轻松一点的')?.words.test('经常加班')).toBe(true);
    expect(withoutCondition('不想天天加班')?.said).toBe('加班');
    expect(withoutCondition('有没有更稳定一点的')).toBeNull();
  });

  it('after a list of outlets, "有没有更轻松一点的" sorts that list first', () => {
    const { text } = conversation('计算机专业能做什么工作', '有没有更轻松一点的，不想天天加班');
    expect(text.split('\n').find((l) => l.startsWith('### '))).toBe('### 按你的条件，上一轮说的方向里');
  });
});

describe("the request for the asker's material", () => {
  it('names what the conversation is on, so it differs between unrelated answers', () => {
    // Not '能举个例子吗' (planner-follow-request: answered with an example, not a request for material).
    const a = conversation('群面要注意什么', '能再具体一点吗？').text;
    const b = conversation('考研复试要准备什么', '还有吗').text;
    const closing = (t: string) => t.split('\n').find((l) => l.includes('把你的具体情况告诉我'));
    expect(closing(a)).toBeDefined();
    expect(closing(a)).not.toBe(closing(b));
  });
});
