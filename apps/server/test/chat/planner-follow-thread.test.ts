import { describe, expect, it } from 'vitest';
import { choiceAgain } from '../../src/providers/llm/offline/follow-choice.js';
import { weigh } from '../../src/providers/llm/offline/choice.js';
import { planLines } from '../../src/providers/llm/offline/follow-plan.js';
import { counterpartSwap } from '../../src/providers/llm/offline/follow-swap.js';
import { itemOfPhrase } from '../../src/providers/llm/offline/follow-focus.js';
import { ageChanged } from '../../src/providers/llm/offline/follow-age.js';
import { itemSaying } from '../../src/providers/llm/offline/dialogue.js';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';
import { whyThisAsked } from '../../src/providers/llm/offline/follow-why-this.js';
import { pointsOfAnswer } from '../../src/providers/llm/offline/follow-outline.js';
import { understand } from '../../src/providers/llm/offline/thread.js';
import { takesPosition } from '../../eval/checks.js';
import { followUpFailures } from '../../eval/checks-run.js';
import { noProfile } from './planner-profiles.js';
import { chain as askInTurn, kb } from '../planner/conversation.js';

/*
 * Follow-ups read in the whole conversation, not only against the turn before: the choice weighed turns ago, and
 * the item a previous turn pointed at. Written for these tests, apart from the evaluation sets.
 */

/** Each question asked after the ones before it, as the chat does, with every earlier answer known. */
function chain(...questions: string[]) {
  const answers = askInTurn(...questions);
  return { text: answers.at(-1)!, previousAnswer: answers.at(-2) ?? '', answers };
}

describe('a follow-up asking for the choice the conversation weighed', () => {
  it('is the choice asked again with everything said since', () => {
    expect(choiceAgain('那我该选哪个', ['考研还是考公', '我是法学专业的'])).toBe(
      '考研还是考公，我是法学专业的，那我该选哪个？',
    );
    expect(choiceAgain('你帮我选一个', ['国企和外企的offer，国企稳定但工资低'])).toContain('国企和外企');
  });

  it('is not when it names options of its own, asks among a list, or nothing was weighed', () => {
    expect(choiceAgain('那运营和产品选哪个', ['考研还是考公'])).toBeNull();
    expect(choiceAgain('这几个里面我该选哪个', ['考研还是考公'])).toBeNull();
    expect(choiceAgain('第一个和第二个哪个好', ['考研还是考公'])).toBeNull();
    expect(choiceAgain('那我该选哪个', ['统计学专业能做哪些工作'])).toBeNull();
    expect(choiceAgain('你觉得呢', ['我在纠结读研还是工作', '本科是双非的机械专业'])).toContain('读研还是工作');
    // The answer just before set the two out as its items: those are chosen among, by what the asker said.
    const items = ['选国企的话', '选私企的话'];
    expect(choiceAgain('我内向，更适合哪个', ['国企和私企有什么区别？'], { items, ownEntry: true })).toBeNull();
    expect(choiceAgain('那我选哪个', ['国企和私企有什么区别？'], { items })).toContain('国企和私企');
  });

  it('takes a position between the two options named two turns before', () => {
    const { text } = chain('考研还是考公', '我是法学专业的', '那我该选哪个');
    expect(
      takesPosition(text, [
        ['考研', '读研'],
        ['考公', '公务员'],
      ]),
    ).toBe(true);
  });

  it('reads the two options of an earlier question that named them without a word of choosing', () => {
    const near = chain('上海的私企和老家的事业单位', '我想离家近一点，选哪个').text;
    expect(near).toMatch(/我更建议你选老家的事业单位/u);
    const learn = chain('数据分析和前端开发都有点兴趣', '我是统计学专业的', '那我先学哪个').text;
    expect(learn).toContain('在数据分析和前端开发之间，我更建议你选数据分析');
    expect(learn).not.toContain('在上一轮说的几条路里挑');
  });

  it('quotes what the asker said they care about in full, and counts 离家近 for home', () => {
    expect(weigh({ options: ['银行', '券商'] }, '银行还是券商，我怕累，选哪个').cues).toEqual(['怕累']);
    expect(weigh({ options: ['上海的私企', '老家的事业单位'] }, '我想离家近一点，选哪个').pick).toBe(1);
  });

  it('takes it between the places named, not among the headings of the answer before', () => {
    const { text } = chain('毕业去北京还是回老家', '那我该选哪个，我想攒钱买房');
    expect(takesPosition(text, [['北京'], ['老家', '回家']])).toBe(true);
    expect(text).not.toContain('在上一轮说的几条路里挑');
  });
});

describe('a pronoun after a turn that pointed at an item', () => {
  it('is that item, in the answer that listed it', () => {
    const first = chain('心理学本科能干啥', '第一个工资高吗');
    const r = understand(kb, {
      question: '它需要读研吗',
      previousQuestions: ['心理学本科能干啥', '第一个工资高吗'],
      previousAnswer: first.text,
      earlierAnswers: first.answers,
      profile: noProfile,
    });
    expect(r.followUp?.pointed).toBe('学校心理健康教师');
  });

  it('answers about that item and keeps to the conversation', () => {
    const { text, previousAnswer } = chain('心理学本科能干啥', '第一个工资高吗', '它需要读研吗');
    expect(text).toContain('学校心理');
    expect(text).toMatch(/研究生|硕士/u);
    expect(followUpFailures(text, previousAnswer, {}).filter((f) => f.check === 'repeat')).toEqual([]);
  });

  it('a short question on a side of a job is about the item too, and a new pointer is read as itself', () => {
    const first = chain('心理学本科能干啥', '第二个难不难');
    const ask = (question: string) =>
      understand(kb, {
        question,
        previousQuestions: ['心理学本科能干啥', '第二个难不难'],
        previousAnswer: first.text,
        earlierAnswers: first.answers,
        profile: noProfile,
      }).followUp?.pointed;
    expect(ask('工资多少')).toBe('心理咨询与治疗');
    expect(ask('那第三个呢')).not.toBe('心理咨询与治疗');
  });
});

describe('a follow-up asking how to carry out what was said', () => {
  const steps = [
    '### 具体步骤',
    '1. 先列出你真正投入过的事情，找方向线索。',
    '2. 做一次职业兴趣测评。',
    '3. 选两三个岗位，用实习试一试。',
  ];

  it("is a plan of the previous answer's steps in order, each with a time and what counts as done", () => {
    const plan = planLines('找方向', pointsOfAnswer(steps.join('\n')), '具体怎么做').join('\n');
    expect(plan).toMatch(/第 1–2 周\*\*：先列出你真正投入过的事情[^\n]*做完的标志是手里有写下来的清单/u);
    expect(plan.indexOf('职业兴趣测评')).toBeLessThan(plan.indexOf('选两三个岗位'));
    expect(plan).not.toContain('每天怎么排');
    expect(planLines('找方向', pointsOfAnswer(steps.join('\n')), '具体每天怎么安排').join('\n')).toContain(
      '每天怎么排',
    );
    expect(planLines('找方向', pointsOfAnswer('### 要点\n- 会计入门容易、人数众多。'), '具体怎么做')).toEqual([]);
  });

  it('answers the question in the conversation instead of turning to a neighbouring entry', () => {
    const { text, previousAnswer } = chain('我是大三学生，不知道以后做什么，怎么办', '具体怎么做');
    expect(text).toContain('第 1–2 周');
    expect(text).not.toContain('顺着往下想');
    expect(followUpFailures(text, previousAnswer, {})).toEqual([]);
  });
});

describe('a follow-up putting one thing in place of its counterpart', () => {
  it('is the previous question with that thing swapped and the rest kept', () => {
    expect(counterpartSwap(kb, '文科生也行吗', '理科生考公务员有哪些岗位可以报')).toBe(
      '文科生考公务员有哪些岗位可以报',
    );
    expect(counterpartSwap(kb, '如果是专科呢', '本科学历做数据分析好找工作吗')).toBe('专科学历做数据分析好找工作吗');
    expect(counterpartSwap(kb, '男生呢', '女生学土木以后会不会很难找工作')).toBe('男生学土木以后会不会很难找工作');
    expect(counterpartSwap(kb, '那跨考金融呢', '跨考计算机难度大吗，本科是学英语的')).toBe(
      '跨考金融学难度大吗，本科是学英语的',
    );
  });

  it('is not when the previous question names nothing of that kind, or the follow-up is no such form', () => {
    expect(counterpartSwap(kb, '那如果我是女生呢', '学机械工程以后好找工作吗')).toBeNull();
    expect(counterpartSwap(kb, '文科生适合做什么工作', '理科生考公务员有哪些岗位可以报')).toBeNull();
    expect(counterpartSwap(kb, '那面试呢', '简历怎么写')).toBeNull();
    // Two things changed at once (the sex and the job): a question of its own.
    expect(counterpartSwap(kb, '女生当程序员呢', '男生当幼师会不会被歧视')).toBeNull();
  });

  it('keeps the subject of the conversation in the answer', () => {
    const { text } = chain('理科生考公务员有哪些岗位可以报', '文科生也行吗');
    expect(text).toMatch(/考公|公务员/u);
    expect(text).not.toContain('文科生可以投哪些岗位');
  });
});

describe('asking why a thing the previous answer said is needed', () => {
  it('reads the thing asked about', () => {
    expect(whyThisAsked('为什么要学SQL')).toBe('SQL');
    expect(whyThisAsked('为啥一定要考CPA啊')).toBe('CPA');
    expect(whyThisAsked('为什么你这么说')).toBeNull();
    expect(whyThisAsked('为什么要这样')).toBeNull();
    expect(whyThisAsked('为什么说岗位内容比工资重要')).toBe('岗位内容');
  });

  it('gives the reason the content writes for a claim, on what the previous answer was about', () => {
    const { text } = chain('offer比较要看什么', '为什么说岗位内容比工资重要');
    expect(text).toContain('上一轮说到岗位内容');
    expect(text).toMatch(/这样说的理由：[^\n]*岗位内容/u);
  });

  it('says where it was said and what it is for in the job, not the sources of the answer', () => {
    const { text, previousAnswer } = chain('数据分析师需要什么技能', '为什么要学SQL');
    expect(text).toContain('上一轮说到SQL');
    expect(text).toMatch(/它用在哪：[^\n]*SQL/u);
    expect(text).not.toContain('来自站内资料');
    expect(followUpFailures(text, previousAnswer, {})).toEqual([]);
  });
});

describe('a plan asked by month', () => {
  it("is laid out by month, from the entry's steps when the answer before said none", () => {
    const { text } = chain('考研和考公可以同时准备吗？', '刚才说的时间安排，能具体到每个月吗？');
    expect(text).toContain('第 1 个月');
    expect(text).toContain('第 2 个月');
  });
});

describe('asking to have a thing of the previous answer expanded', () => {
  it('is about that thing, found under the item that said it', () => {
    expect(questionSubjects('展开说说项目经历那块怎么写')).toEqual(['项目经历']);
    expect(questionSubjects('多说说面试这部分')).toEqual(['面试']);
    expect(questionSubjects('多益网络怎么样')).toEqual(['多益网络']);
    const answer =
      '### 简历结构与排版：要点\n- 顺序一般是个人信息、教育背景、项目经历。\n\n### 常见误区\n- 用花哨的模板';
    expect(itemSaying(answer, '项目经历')).toBe('简历结构与排版');
    expect(itemSaying(answer, '花哨')).toBeNull();
  });

  it('says which item of the previous answer it expands', () => {
    const { text, previousAnswer } = chain('应届生简历怎么写才能过筛选', '展开说说项目经历那块怎么写');
    expect(text).toContain('上一轮说到“简历结构与排版”时提到的');
    expect(followUpFailures(text, previousAnswer, {})).toEqual([]);
  });
});

describe('the same question at another age', () => {
  it('says what the years change, instead of that nothing is written for that age', () => {
    const { text, previousAnswer } = chain('27岁想转行做程序员还来得及吗', '那35岁呢');
    expect(text).toContain('从27岁到35岁');
    expect(text).toContain('缓冲要更厚');
    expect(text).not.toContain('没有专门讲这种情况');
    expect(followUpFailures(text, previousAnswer, {}).filter((f) => f.check === 'repeat')).toEqual([]);
  });

  it('for the civil service, where the age line falls', () => {
    const slot = (to: string, restated: string) => ({ kind: 'age' as const, from: '32岁', to, restated });
    expect(ageChanged(slot('38岁', '38岁还能考公吗'))!.join('\n')).toContain('正好在线上');
    expect(ageChanged(slot('40岁', '40岁还能考公吗'))!.join('\n')).toContain('已经过线');
    expect(ageChanged(slot('35岁', '35岁还能考公吗'))!.join('\n')).toContain('离线还有 3 年');
    expect(ageChanged({ kind: 'place', to: '成都', restated: '在成都' })).toBeNull();
  });
});

describe('a phrase of the previous answer asked about', () => {
  const answer = [
    '### 会计学的主要出路',
    '1. **企业财务会计**：在各类企业做总账和报税。',
    '2. **业务财务与经营分析**：企业的财务 BP、预算和经营分析岗要懂业务和数据。',
  ].join('\n');

  it('is the item it was said under, unless it names a job of its own', () => {
    expect(itemOfPhrase(kb, '你说的财务BP是干啥的', answer)).toBe('业务财务与经营分析');
    expect(itemOfPhrase(kb, '刚才提到的经营分析具体指什么', answer)).toBe('业务财务与经营分析');
    expect(itemOfPhrase(kb, '财务BP是干啥的', answer)).toBeNull();
    expect(itemOfPhrase(kb, '你说的会计是什么', answer)).toBeNull();
  });

  it('answers with that item rather than the card of a word inside the phrase', () => {
    const { text, previousAnswer } = chain('会计专业出来都能做哪些工作', '你说的财务BP是干啥的');
    expect(text).toContain('### 业务财务与经营分析');
    expect(followUpFailures(text, previousAnswer, {})).toEqual([]);
  });
});
