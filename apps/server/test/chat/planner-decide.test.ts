import { describe, expect, it } from 'vitest';
import { favours, readChoice } from '../../src/providers/llm/offline/choice.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readTarget } from '../../src/providers/llm/offline/triggers.js';
import { noProfile } from './planner-profiles.js';

/*
 * The big decisions (考研还是就业, 读博还是工作, offers, leaving a job or the country): the position taken comes from
 * what the asker said of themselves, and each sub-case reaches the entry written for it. Written for these tests,
 * apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const at = (question: string) => readTarget(kb, question).decision?.id ?? readTarget(kb, question).topic?.id;
const answer = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;
/** The option the answer recommends, as it names it. */
const position = (question: string) => /我更建议你选([^*]+)\*\*/u.exec(answer(question))?.[1];

describe('a position between two roads', () => {
  it('comes from the asker’s situation, not from which option is written first', () => {
    expect(position('读博还是工作？我想以后当大学老师')).toBe('读博');
    expect(position('读博还是工作？家里需要我赚钱，对科研没啥兴趣')).toBe('工作');
    expect(position('考公还是去私企？我想多赚钱，年轻想闯一闯')).toBe('私企');
    expect(position('考公还是去私企？我身体不太好，想要稳定一点')).toBe('考公');
  });

  it('reads overtime as wanting a steadier life, and is not taken when the asker still wants the other road', () => {
    expect(position('现在考公还值得吗？我在私企干了三年，老加班')).toBe('考公');
    const first = '读博还是工作？我对科研兴趣一般';
    const chosen = composeAnswer(kb, {
      question: '那如果我还是想读博呢，要怎么准备',
      previousQuestions: [first],
      previousAnswer: answer(first),
      profile: noProfile,
    }).text;
    expect(chosen).not.toContain('我更建议你选工作');
    expect(chosen).toContain('选读博的话');
  });

  it('is the usual one when the asker says nothing of themselves: work before a PhD without a research goal', () => {
    expect(position('读PhD还是工作')).toBe('工作');
    expect(answer('读博还是工作')).toMatch(/工作几年后想读博仍可申请/u);
  });

  it('is not taken from a case written for another matter (how to judge an advisor)', () => {
    const q = '读PhD还是工作？我硕士毕业，导师挺想我留下读博，但我其实对科研兴趣一般，更想早点赚钱';
    expect(position(q)).toBe('工作');
    expect(position('要不要读博，导师人很好，但是我不确定自己喜不喜欢科研')).toBe('工作');
  });

  it('puts an income the family needs now above a better school’s name', () => {
    const q = '本科双非计算机，家里条件一般，爸妈希望我早点工作补贴家用，考研还是直接工作？';
    expect(position(q)).toMatch(/工作|就业/u);
    expect(position('考研还是工作，我是双非的，想进大厂做算法')).toBe('考研');
  });

  it('reads how far below the line a score was', () => {
    expect(position('二战还是工作？一战只差3分，家里支持')).toMatch(/二战/u);
    expect(position('二战还是工作？一战差了80分，家里催我工作')).toMatch(/工作/u);
  });

  it('follows the clause of a conditioned lean the asker meets, whatever its words for the option', () => {
    expect(favours('应届生能考上全日制就优先全日制；已经工作的读非全日制', '全日制')).toBe(true);
    expect(favours('已经工作、目标岗位认可非全日制时值得读', '全日制')).toBe(false);
    expect(answer('在职研究生还是全日制？我已经工作三年了，收入不能断')).toMatch(/我更建议你选在职研究生/u);
  });
});

describe('two offers', () => {
  it('are read when lettered, and the city where the asker’s partner lives weighs for its offer', () => {
    const q = '两个offer：A是上海的外企，月薪15k，B是成都的民企，月薪12k，我女朋友在成都';
    expect(readChoice(q)?.options).toEqual(['上海的外企', '成都的民企']);
    const text = answer(q);
    expect(text).toMatch(/我更建议你选成都的民企/u);
    expect(text).toContain('女朋友在成都');
  });

  it('from a company that is laying people off are an offer decision, not the layoff-compensation topic', () => {
    expect(at('拿到一个大厂的offer，但是听说那个部门刚裁员，还要不要去')).toBe('offer-amid-layoffs');
    const text = answer('拿到一个大厂的offer，但是听说那个部门刚裁员，还要不要去');
    expect(text).toMatch(/我更建议你选/u);
    expect(text).not.toMatch(/仲裁|N\+1/u);
  });
});

describe('the sub-cases of leaving', () => {
  it('each reach their own entry', () => {
    expect(at('现在工作两年了，有个涨薪30%的机会但是要换城市，值得跳吗')).toBe('hop-relocate');
    expect(at('29岁女，在老家事业单位做了五年，想辞职去深圳闯一闯，会不会后悔')).toBe('leave-bianzhi');
    expect(at('辞职做自由职业靠谱吗？我是做平面设计的，有一些私单')).toBe('freelance-quit');
    expect(at('临床五年制毕业，要不要规培？还是直接去医药公司')).toBe('guipei-or-industry');
    expect(at('在美国读完硕士，h1b没抽中，回国发展还是继续等？')).toBe('return-or-wait-abroad');
    expect(at('要不要为了对象去他的城市工作？那边机会少一些')).toBe('move-for-partner');
    expect(at('毕业了没找到满意的工作，先就业再择业还是等明年秋招')).toBe('job-now-or-next-campus');
  });

  it('asked as whether it is worth it or sound, take a position', () => {
    expect(position('现在工作两年了，有个涨薪30%的机会但是要换城市，值得跳吗')).toBeDefined();
    expect(position('辞职做自由职业靠谱吗？我是做平面设计的，有一些私单')).toBeDefined();
    expect(answer('辞职做自由职业靠谱吗？我私单收入已经连续半年超过工资了')).toMatch(/我更建议你选辞职全职做/u);
  });
});

describe('the case a question is read as', () => {
  const caseOf = (q: string) => readTarget(kb, q).case?.id;
  it('is not one of failing when the asker succeeded', () => {
    expect(caseOf('老家考公上岸了，同时拿了个杭州大厂的offer，我该选哪个')).toBeUndefined();
    expect(caseOf('考公考了几次都没上岸，还要继续吗')).toBe('kaogong-many-fails');
  });

  it('is found from a phrase weighing two things said in the other order', () => {
    expect(at('二战还是调剂？调剂的学校是个双非')).toBe('tiaoji-or-retry');
  });

  it('is not found from function words or from the decision’s own options', () => {
    expect(caseOf('读博还是工作？硕士发了两篇一作，以后想进高校')).toBeUndefined();
    expect(caseOf('工作三年了，上班后想读博，来得及吗')).toBe('phd-after-work');
  });
});

describe('reading the two options', () => {
  it('does not take 还是 meaning “still” for a choice', () => {
    expect(readChoice('三战了还是差十几分，还要不要继续考')).toBeNull();
    expect(readChoice('要不要规培？我以后还是想当医生的')).toBeNull();
  });

  it('reads two offers held, named by their companies', () => {
    expect(readChoice('大厂裁员还要不要去？手上有个字节的offer和一个国企的offer')?.options).toEqual(['字节', '国企']);
  });

  it('keeps 回国 whole', () => {
    expect(readChoice('回国发展还是继续等？')?.options[0]).toBe('回国');
  });
});
