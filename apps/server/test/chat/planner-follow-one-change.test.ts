import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { closedOptions, slotChanged, speaksTo } from '../../src/providers/llm/offline/follow-slot.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { followUpFailures } from '../../eval/checks-run.js';
import { noProfile } from './planner-profiles.js';

/*
 * Follow-ups that keep the previous question and change one thing of it: the place, the age, the stage, or a
 * condition. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();

/** Each question asked after the ones before it, as the chat does; the last answer and the one before it. */
function chain(...questions: string[]) {
  let previousAnswer = '';
  let text = '';
  questions.forEach((question, i) => {
    previousAnswer = text;
    text = composeAnswer(kb, {
      question,
      previousQuestions: questions.slice(0, i),
      previousAnswer,
      profile: noProfile,
    }).text;
  });
  return { text, previousAnswer, failures: followUpFailures(text, previousAnswer, {}) };
}

describe('reading the one thing a follow-up changes', () => {
  it('puts a new place, age or stage in place of the old one, or adds it', () => {
    expect(slotChanged('那换到西安呢', '在南京做软件测试怎么样')).toMatchObject({
      kind: 'place',
      from: '南京',
      to: '西安',
      restated: '在西安做软件测试怎么样',
    });
    expect(slotChanged('那要是32了呢', '28岁转行做产品经理晚不晚')).toMatchObject({
      kind: 'age',
      from: '28岁',
      restated: '32岁转行做产品经理晚不晚',
    });
    expect(slotChanged('要是我已经研二了呢', '想转行做数据分析要学什么')?.kind).toBe('stage');
    expect(slotChanged('如果不考研呢', '考研还是就业怎么选')).toMatchObject({ kind: 'condition', to: '不考研' });
  });

  it('adds a place beside two weighed already rather than replacing the first', () => {
    const slot = slotChanged('回老家呢', '上海还是杭州好');
    expect(slot?.beside).toEqual(['上海', '杭州']);
    expect(slot?.restated).toContain('还是老家');
  });

  it('leaves alone questions that change nothing or ask something of their own at length', () => {
    expect(slotChanged('那面试呢', '简历怎么写')).toBeNull();
    expect(slotChanged('在成都做电商运营的话，需要会剪视频和做直播吗，我完全不会', '电商运营做什么')).toBeNull();
    expect(slotChanged('那杭州呢', '在杭州做电商运营怎么样')).toBeNull();
  });

  it('knows which road a condition closes', () => {
    const options = [
      { name: '考公', aliases: ['公务员'] },
      { name: '国企', aliases: [] },
      { name: '私企', aliases: ['民企'] },
    ];
    expect(closedOptions(options, '不考公', '')).toEqual(['考公']);
    expect(closedOptions(options, '考不上', '我想考公务员，怎么准备')).toEqual(['考公']);
    expect(closedOptions(options, '家里不同意', '我想考公务员')).toEqual([]);
    expect(speaksTo('不想加班', '作息规律、少加班的岗位')).toBe(true);
    expect(speaksTo('家里不同意', '笔试考行测和申论')).toBe(false);
  });
});

describe('answering the previous question with the slot changed', () => {
  it('"那换到西安呢" weighs 西安 against 南京 and says what changed first, without the last answer again', () => {
    const { text, failures } = chain('在南京做软件测试怎么样', '那换到西安呢');
    expect(text).toContain('把南京换成西安');
    expect(text).toMatch(/西安强在/u);
    expect(failures).toEqual([]);
  });

  it('a third turn changes the question as the second left it', () => {
    const { text } = chain('在南京做软件测试怎么样', '那换到西安呢', '要是我已经工作两年了呢');
    expect(text).toContain('工作两年');
    expect(text).not.toContain('把南京换成西安');
  });

  it('"如果不考研呢" weighs the roads left and leans to one of them', () => {
    const { text, failures } = chain('考研还是就业怎么选', '如果不考研呢');
    expect(text).toContain('考研这条路先放一边');
    expect(text).toContain('选就业的话');
    expect(text).not.toMatch(/我更建议你选考研/u);
    expect(failures).toEqual([]);
  });

  it('"要是考不上怎么办" after preparing for 考公 leans among the other roads', () => {
    const { text } = chain('我想考公务员，应届生怎么准备', '要是考不上怎么办');
    expect(text).toContain('考公这条路先放一边');
    expect(text).toMatch(/我更建议你选(?:国企|私企)/u);
  });

  it('a condition with an entry of its own is answered from it, naming the condition', () => {
    const { text, failures } = chain('想辞职去读研，工作两年了，值不值得', '家里不同意呢');
    expect(text).toContain('“家里不同意”');
    expect(text).toMatch(/父母|家人/u);
    expect(failures).toEqual([]);
  });

  it('with nothing written for another age, says what the years change and asks one question', () => {
    const { text } = chain('30岁转行做程序员还来得及吗', '35了呢');
    expect(text).toContain('从30岁到35岁');
    expect(text).not.toContain('站内资料里没有专门讲这种情况的内容');
    expect(text.match(/？/gu)?.length).toBe(1);
  });
});
