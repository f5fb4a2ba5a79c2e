import { describe, expect, it } from 'vitest';
import { KeywordLibrary } from '../../src/modules/safety/keyword-library.js';
import { shippedKeywords } from '../../src/modules/safety/shipped-keywords.js';
import { agePart } from '../../src/providers/llm/offline/age.js';
import { choicePart } from '../../src/providers/llm/offline/choice.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { ABROAD, CITY_INDUSTRY, placesPart } from '../../src/providers/llm/offline/places.js';
import { ROUTES, routesIn, routesPart } from '../../src/providers/llm/offline/routes.js';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';

describe('entry routes of an occupation family', () => {
  it('finds the families a question names, in order, leaving out the ones ruled out', () => {
    expect(routesIn('社会工作专业能去做禁毒社工吗').map((r) => r.family)).toEqual(['社会工作']);
    expect(routesIn('法学和会计双学位').map((r) => r.family)).toEqual(['法律', '会计']);
    expect(routesIn('体育教育专业，不想当体育老师，做健身教练有前途吗').map((r) => r.family)).toEqual(['健身教练']);
  });

  it('names the exams and certificates when the question is about getting in', () => {
    const police = routesPart('监狱警察这份工作怎么样？应届生怎么报考？')!.lines.join('');
    expect(police).toMatch(/公务员/);
    expect(police).toMatch(/体能/);
    expect(police).toMatch(/政审/);
    expect(routesPart('禁毒社工是做什么的？社会工作专业能去吗？')!.lines.join('')).toContain('社工证');
    expect(routesPart('药学毕业怎么考执业药师？')!.lines.join('')).toContain('执业药师职业资格考试');
  });

  it('stays out of questions that only mention the occupation, and follows a follow-up back to it', () => {
    expect(routesPart('我妈妈是护士')).toBeNull();
    expect(routesPart('它难考吗？', '想考注会，会计专业')!.lines.join('')).toContain('专业阶段六科');
  });

  it('opens the same family’s route differently for different questions', () => {
    const a = routesPart('想当律师要考什么证？')!.lines[0];
    const b = routesPart('法学毕业怎么当律师，门槛高吗？')!.lines[0];
    const c = routesPart('律师这行有前途吗，怎么入行？')!.lines[0];
    expect(new Set([a, b, c]).size).toBeGreaterThan(1);
  });
});

describe('the places the asker named', () => {
  it('says what working in a place outside the mainland takes, naming it', () => {
    expect(placesPart('想去澳门做博彩监管相关的工作，有哪些机会？')!.lines.join('')).toMatch(/澳门.*外地雇员/);
  });

  it('weighs cities by industry, rent and settling down, in lines that carry the cities’ names', () => {
    const lines = placesPart('做硬件工程师的话，深圳和上海哪个机会多？')!.lines;
    expect(lines.join('')).toMatch(/供应链/);
    expect(lines.join('')).toMatch(/房租/);
    expect(lines.join('')).toMatch(/落户/);
    for (const l of lines) expect(l).toMatch(/深圳|上海/);
    expect(placesPart('回县城考编，还是留在省会打拼？')!.lines.join('')).toMatch(/县城.*机会/);
  });

  it('has nothing to add when a city is only where the asker is', () => {
    expect(placesPart('我在北京读大三，简历怎么写？')).toBeNull();
  });
});

describe('answers built on them', () => {
  const kb = buildKnowledgeBase();
  const profile = { riasec: null, workTag: '', layoutTag: '', facts: [] };
  const ask = (question: string, previousQuestions: string[] = []) =>
    composeAnswer(kb, { question, previousQuestions, previousAnswer: '', profile }).text;

  it('names the route and the place in the composed answer', () => {
    expect(ask('消防员怎么报考，要什么条件？')).toMatch(/政审/);
    expect(ask('想去香港做金融，内地本科毕业有机会吗？')).toContain('输入内地人才计划');
  });

  it('reads internship situations the counsellor covers: leaving early, paying to start', () => {
    expect(ask('实习了两周想提前走，怎么跟公司说？')).toMatch(/交接/);
    expect(ask('有家公司要我先交培训费才能入职，靠谱吗？')).toMatch(/不正规|骗/);
  });

  it('names the trade-off of stability against risk when weighing a choice', () => {
    const text = choicePart({ options: ['创业公司', '国企'] }, '应届生选哪个').part.lines.join('');
    expect(text).toContain('稳定');
    expect(text).toContain('风险');
  });

  it('reads the job inside a long place-and-job phrase as the subject', () => {
    expect(questionSubjects('想去澳门做博彩监管相关的工作，有哪些机会？')).toContain('博彩监管');
  });
});

describe('worries about age', () => {
  it('names the civil service age limit when the question is about 考公, and the 35 worry otherwise', () => {
    expect(agePart('31岁程序员，想转行去考公，年龄还来得及吗？')!.lines.join('')).toMatch(/31 岁.*35 周岁/);
    expect(agePart('学计算机到35岁就会被裁吗？')!.lines.join('')).toContain('35 岁');
    expect(agePart('计算机专业好找工作吗？')).toBeNull();
  });
});

describe('curated lines and the answer gate', () => {
  it('never carry a word the gate blocks in an answer, so a sound answer is not cut off', () => {
    const library = new KeywordLibrary(shippedKeywords());
    // The gate does read plain keywords in answers: a careless line would be caught.
    expect(library.match('去澳门的博彩企业上班', { disguises: false })).not.toBeNull();
    const texts = [...ROUTES.flatMap((r) => r.steps), ...ABROAD.map((p) => p.note), ...Object.values(CITY_INDUSTRY)];
    for (const t of texts) expect(library.match(t, { disguises: false }), t).toBeNull();
  });
});

describe('what an answer offers and lists', () => {
  const kb = buildKnowledgeBase();
  const profile = { riasec: null, workTag: '', layoutTag: '', facts: [] };
  const ask = (question: string) =>
    composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile }).text;

  it('offers no paid service for what the asker ruled out, nor to someone asked to pay', () => {
    expect(ask('家里让我考公，但我不想考公，想去企业，该怎么办？')).not.toContain('可以了解的服务');
    expect(ask('面试通过了，公司说入职前要交押金，正常吗？')).not.toContain('可以了解的服务');
  });

  it('lists jobs that do what the asker said they like, among those their interests fit', () => {
    const text = ask('我喜欢动手修东西、拆装设备，不喜欢坐办公室，适合什么工作？');
    const listed = text.split('\n').filter((l) => /^\d\. \[/.test(l));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.slice(0, 2).every((l) => l.includes('设备'))).toBe(true);
  });

  it('reads a colloquial salary question as one about pay, with take-home pay and the route beside it', () => {
    const text = ask('做药剂师能挣多少？');
    expect(text).toContain('到手收入');
    expect(text).toContain('执业药师');
  });

  it('answers where a major leads when asked which jobs suit, however the question words it', () => {
    const text = ask('学机械的，进工厂上班累不累？有哪些合适的岗位？');
    expect(text).toContain('工艺与制造工程师');
    expect(text).toContain('质量与项目管理');
  });
});

describe('a follow-up several turns in', () => {
  it('names the subject of the question that named it, past questions that only point', () => {
    const kb = buildKnowledgeBase();
    const profile = { riasec: null, workTag: '', layoutTag: '', facts: [] };
    const before: string[] = [];
    let previousAnswer = '';
    let text = '';
    for (const question of ['产品经理要会哪些技能？', '它和项目经理有什么区别？', '那我先从哪一个学起？']) {
      text = composeAnswer(kb, { question, previousQuestions: [...before], previousAnswer, profile }).text;
      before.push(question);
      previousAnswer = text;
    }
    expect(text).toContain('产品经理');
  });
});
