import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { takesPosition } from '../../eval/checks.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { choicePart, readChoice, termsForOptions } from '../../src/providers/llm/offline/choice.js';
import { clarifyQuestion, provisionalPart } from '../../src/providers/llm/offline/provisional.js';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';
import { pointedItems } from '../../src/providers/llm/offline/dialogue.js';
import { statedInterests } from '../../src/providers/llm/offline/result.js';

describe('the question subject, read from the words alone', () => {
  it('names the thing asked about, not the asker, the question words or what is ruled out', () => {
    expect(questionSubjects('我想当法医，需要读什么专业、考什么证？')).toEqual(['法医']);
    expect(questionSubjects('监狱警察这份工作怎么样？应届生怎么报考？')).toEqual(['监狱警察']);
    // Other people, traits and judgements frame a question; they are not what it asks about.
    expect(questionSubjects('家里人都让我考公，我该听谁的？')).not.toContain('家里人');
    expect(questionSubjects('大一新生，怎么知道自己适合做什么？')).toEqual([]);
    expect(questionSubjects('老板只给了两千块，合理吗？')).toEqual([]);
    expect(questionSubjects('群面的时候一句话都插不上怎么办？')).toEqual(['群面']);
    expect(questionSubjects('一线城市和老家省会怎么选？我是独生子女')).not.toContain('一线城市和老家省');
    expect(questionSubjects('那你说的那个具体怎么入门？')).toEqual([]);
    expect(questionSubjects('远程实习有含金量吗？简历上怎么写？')).toEqual(['远程实习', '简历']);
    expect(questionSubjects('汉语言文学毕业，不想当老师，去企业能做哪些岗位？')).toEqual(['汉语言文学', '企业']);
    // What the asker moves towards comes first.
    expect(questionSubjects('31岁程序员，想转行去考公，年龄还来得及吗？')).toEqual(['考公', '程序员']);
    // The asker and a 'before' or 'after' that close the phrase are not part of it.
    expect(questionSubjects('群面之前我要做些什么？')).toEqual(['群面']);
    expect(questionSubjects('入职后我应该先学什么？')).toEqual(['入职']);
    // A clause is no subject, and the words around one are not part of it.
    expect(questionSubjects('专科生想专升本，统招和自考哪个好？')).toEqual(['统招和自考']);
    expect(questionSubjects('在职研究生有用吗，公司会认吗？')).toContain('在职研究生');
    expect(questionSubjects('保研没保上，考研还来得及吗？')).not.toContain('考研还来得及');
    expect(questionSubjects('我比较内向，这几个里面哪个适合我？')).toEqual(['内向']);
    expect(questionSubjects('我的兴趣代码和我现在的工作完全不搭')).toEqual(['兴趣代码']);
    expect(questionSubjects('想去成都做UI设计，好找工作吗？')).toEqual(['UI设计']);
    // No fragment of the asker's words: an opener's tail, one word of an English phrase, a standing, a verb.
    expect(questionSubjects('想问下data analyst和BI有啥区别')).toEqual(['data analyst和BI']);
    expect(questionSubjects('gap year一年对找工作影响大吗')).toEqual([]);
    expect(questionSubjects('我是大二的，会计学，成绩中等，要不要考cpa')).toEqual(['会计学']);
    expect(questionSubjects('请问应届生签了三方之后想毁约')).toEqual([]);
    expect(questionSubjects('我26岁研究生刚毕业，拿了两个offer')).toEqual([]);
    expect(questionSubjects('欠了网贷，想找个来钱快的兼职')).toEqual(['兼职']);
    // Adverbs frame a follow-up; they are not what it asks about.
    expect(questionSubjects('那我到底选哪个')).toEqual([]);
    expect(questionSubjects('大一新生，完全没方向')).toEqual([]);
    expect(questionSubjects('那具体怎么做呢')).toEqual([]);
    expect(questionSubjects('其实我挺喜欢画画的')).toEqual(['画画']);
  });

  it('has none for a pronoun or a figure the asker typed', () => {
    expect(questionSubjects('它难考吗？一般要准备多久？')).toEqual([]);
    expect(questionSubjects('月薪8k够不够？')).toEqual([]);
  });
});

describe('a choice no decision entry covers', () => {
  it('reads the two options however the question puts them', () => {
    expect(readChoice('做UI设计的应届生，去北京还是回成都？')?.options).toEqual(['北京', '成都']);
    expect(readChoice('回县城考编，还是留在省会打拼？')?.options).toEqual(['县城考编', '省会打拼']);
    expect(readChoice('一个创业公司给期权，一个上市公司稳定，应届生选哪个？')?.options).toEqual([
      '创业公司给期权',
      '上市公司稳定',
    ]);
    expect(readChoice('外企和互联网大厂两个offer，薪资差不多，选哪个？')?.options).toEqual(['外企', '互联网大厂']);
    // Long options are named by place and work: the pay said with them, 的 and what follows 但是 go.
    expect(
      readChoice('两个offer，一个是杭州的互联网公司运营年包20w，一个是老家的国企月薪6k但是稳定，选哪个')?.options,
    ).toEqual(['杭州互联网公司运营', '老家国企']);
    expect(readChoice('国企和私企有什么区别？')).toBeNull();
    expect(readChoice('国企和私企有什么区别？', { loose: true })?.options).toEqual(['国企', '私企']);
  });

  it('takes the side the asker’s own constraints favour, and says what would change it', () => {
    const home = choicePart({ options: ['北京', '老家'] }, '爸妈身体不好，家里就我一个');
    expect(home.part.lines[0]).toMatch(/我更建议你选老家\*\*。你提到了“爸妈”/);
    expect(home.part.lines.join('\n')).toContain('什么时候改选北京');
    const growth = choicePart({ options: ['北京', '老家'] }, '我想多学东西，找点挑战');
    expect(growth.part.lines[0]).toContain('我更建议你选北京');
  });

  it('with nothing stated, leans to what builds skills early in a career', () => {
    expect(choicePart({ options: ['国企', '大厂'] }, '应届生选哪个').position).toMatch(/^大厂/);
    // A description of an option is not the asker's wish.
    expect(choicePart({ options: ['老家国企很稳定', '杭州中厂'] }, '老家国企很稳定还是杭州中厂').position).toMatch(
      /^杭州中厂/,
    );
  });
});

describe('a provisional answer where the content has no entry', () => {
  it('speaks of the subject in every line, so it never repeats across questions, and asks one thing back', () => {
    const lines = provisionalPart('远程实习有含金量吗？', '远程实习').lines;
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const l of lines) expect(l).toContain('远程实习');
    expect(clarifyQuestion('远程实习', undefined)).toMatch(/远程实习.*？/);
  });

  it('warns about paying to get a job wherever the question mentions paying', () => {
    expect(provisionalPart('公司要我先交三千培训费，正常吗？', '培训费').lines.join('')).toContain('不正规');
    expect(provisionalPart('远程实习有含金量吗？', '远程实习').lines.join('')).not.toContain('不正规');
  });

  it("treats a procedure as the institution's own rules, not as a goal with entry requirements", () => {
    const procedure = provisionalPart('公司发票怎么报销，流程是什么', '公司发票').lines.join('');
    expect(procedure).toMatch(/员工手册|财务/);
    expect(procedure).not.toMatch(/门槛|招聘/);
    expect(clarifyQuestion('公司发票', undefined, '公司发票怎么报销，流程是什么')).toMatch(/卡在哪一步/);
    // '怎么办' and '怎么转' ask what to do or how to change course: still a goal's steps.
    expect(provisionalPart('远程实习没offer怎么办', '远程实习').lines.join('')).not.toMatch(/员工手册/);
    expect(provisionalPart('怎么转行做插画师', '插画师').lines.join('')).toMatch(/门槛/);
  });
});

describe('the composed answer', () => {
  const kb = buildKnowledgeBase({ plannerDir: path.join(import.meta.dirname, 'fixtures/planner') });
  const profile = { riasec: null, workTag: '', layoutTag: '', facts: [] };
  const ask = (question: string, previousQuestions: string[] = [], previousAnswer = '') =>
    composeAnswer(kb, { question, previousQuestions, previousAnswer, profile });

  it('names the subject, gives a provisional answer and asks, where the content has nothing', () => {
    const { text } = ask('远程实习有含金量吗？');
    expect(text).toContain('远程实习');
    expect(Array.from(text).length).toBeGreaterThan(150);
    expect(text).toMatch(/？/);
  });

  it('takes a position on a choice no decision names, and says how long when asked how long', () => {
    expect(takesPosition(ask('做UI设计的应届生，去北京还是回成都？').text, ['北京', '成都'])).toBe(true);
    expect(ask('转行做插画师，零基础要学多久？').text).toMatch(/插画师.*个月|个月.*插画师/s);
  });

  it('tells someone leaving a job where people in it usually go, instead of describing the job they know', () => {
    const { text } = ask('在培训机构当了五年老师，想转行，能去做什么？');
    expect(text).toContain('从中小学教师出发');
    expect(text).toContain('企业培训师');
    expect(text).not.toContain('承担学科教学');
    expect(ask('想当老师，需要准备什么？').text).not.toContain('常见的转向');
  });

  it('closes bold where markdown renders it bold: never after punctuation with a character right behind', () => {
    // CommonMark reads '**…。**你' as literal asterisks: the closing run is not right-flanking.
    const unclosed = /[。！？，、；：）」”]\*\*\p{Script=Han}/u;
    for (const q of ['读研还是找工作？要不要考研', '做UI设计的应届生，去北京还是回成都？', '考研还是去上班？'])
      expect(ask(q).text, q).not.toMatch(unclosed);
  });

  it('says its position in the asker’s own words when a decision’s options stand for them', () => {
    // '找工作' is an alias of 就业, '读研' of 考研.
    expect(ask('读研还是找工作？要不要考研').text).toMatch(/我更建议你选(?:找工作（就业）|读研（考研）)/);
    // One term found places the other on the remaining option.
    expect(ask('考研还是去上班？').text).toMatch(/我更建议你选(?:上班（就业）|考研)/);
    expect(
      termsForOptions(
        [
          { name: '一线城市', aliases: ['北京'] },
          { name: '新一线城市', aliases: ['成都'] },
        ],
        ['北京', '成都'],
      ),
    ).toEqual(
      new Map([
        [0, '北京'],
        [1, '成都'],
      ]),
    );
    // Two terms on one option say nothing about the other: no mapping, the choice is weighed on its own words.
    expect(
      termsForOptions(
        [
          { name: '考研', aliases: ['读研'] },
          { name: '就业', aliases: [] },
        ],
        ['读研', '考研究生'],
      ),
    ).toBeNull();
  });

  it('answers where a major leads when a decision or topic frames the question', () => {
    const decided = ask('机械专业大四，要不要考研？不考的话能干什么？').text;
    expect(decided).toContain('机械设计制造及其自动化还能走的路');
    expect(decided).toContain('工艺与生产');
    // Not asked where it leads: the decision alone.
    expect(ask('机械专业大四，要不要考研？').text).not.toContain('还能走的路');
    const topic = ask('学机械的，群面总是挂，还能找什么工作？').text;
    expect(topic).toContain('技术销售');
  });

  it('keeps a name whole where a one-character predicate word starts a longer word (会计, 能力, 要求)', () => {
    expect(questionSubjects('我想了解一下注册会计师')).toEqual(['注册会计师']);
    expect(questionSubjects('沟通能力差能做产品吗？')[0]).toBe('沟通能力差');
  });

  it('hears interests said in everyday words', () => {
    expect(statedInterests('我平时喜欢写东西、讲故事').like).toEqual(['A']);
    expect(statedInterests('喜欢修东西，不喜欢记账').like).toEqual(['R']);
    expect(statedInterests('喜欢修东西，不喜欢记账').dislike).toEqual(['C']);
    expect(statedInterests('喜欢和人打交道，也喜欢安排事情').like).toEqual(['S', 'E']);
  });

  it('reads a weakness said of a thing as neither a liking nor a dislike', () => {
    expect(statedInterests('我数学不好，但是喜欢看书写东西')).toEqual({ like: ['A'], dislike: [] });
    expect(questionSubjects('我数学不好，但是喜欢看书写东西，以后做什么比较好？')).toEqual([]);
  });

  it('does not take a type named in a score for an interest said', () => {
    // '研究型很低' reports a low score: it is not a liking for research.
    expect(statedInterests('测评说我研究型很低，是不是不适合读研').like).toEqual([]);
    expect(statedInterests('我艺术型最高，喜欢分析问题').like).toEqual(['I']);
  });

  it('weighs two items of the previous answer pointed at together', () => {
    expect(pointedItems('第一个和第三个哪个更稳定？')).toEqual([1, 3]);
    expect(pointedItems('前两个有什么区别')).toEqual([1, 2]);
    const previous = ask('机械专业大四，要不要考研？不考的话能干什么？').text;
    const { text } = ask('第一个和第二个哪个更适合女生？', ['机械专业大四，要不要考研？不考的话能干什么？'], previous);
    expect(takesPosition(text, ['设备与结构设计', '工艺与生产'])).toBe(true);
  });

  it('weighs two places asked as 哪个 without 还是', () => {
    expect(readChoice('做测试工程师的话，苏州和无锡哪个机会多？')?.options).toEqual(['苏州', '无锡']);
    expect(questionSubjects('做测试工程师的话，苏州和无锡哪个机会多？')[0]).toBe('测试工程师');
  });
});
