import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from './planner-profiles.js';

/* What to do at each stage of study: 大三, 大四, 研究生. Written for these tests, apart from the evaluation sets. */
const kb = buildKnowledgeBase();
const ask = (question: string, previousQuestions: string[] = [], previousAnswer = '') =>
  composeAnswer(kb, { question, previousQuestions, previousAnswer, profile: noProfile });

describe('what a stage of study asks for', () => {
  it("大三: choose the main road first, then each road's calendar (暑期实习, 复习, 夏令营)", () => {
    const { text, thinking } = ask('现在大三应该做什么准备？');
    expect(thinking).toContain('大三怎么规划');
    for (const said of ['先定主线', '暑期实习', '夏令营', '系统复习']) expect(text).toContain(said);
  });

  it('大四: the calendar of 秋招, 考研 and 国考, with 春招 as the second chance', () => {
    const { text } = ask('大四上学期了，应该怎么安排时间？');
    expect(text).toMatch(/秋招从大四上学期/u);
    expect(text).toMatch(/考研初试一般在 12 月下旬/u);
  });

  it('a question that weighs two roads in 大三 is still the decision, not the stage plan', () => {
    expect(ask('大三了，考研还是工作？').thinking).toContain('考研还是就业');
  });

  it('after a major\'s outlets, "那我现在大三应该做什么" is the 大三 plan', () => {
    const before = '汉语言文学专业有哪些出路？';
    const first = ask(before);
    expect(ask('那我现在大三应该做什么？', [before], first.text).thinking).toContain('大三怎么规划');
  });
});

describe('how long something takes', () => {
  it('"考研一般要准备多久" opens on what the content says about time for 考研', () => {
    const { text } = ask('考研一般要准备多久？');
    expect(text).toMatch(/### 大概要多久\n- 考研：多数人准备 9–12 个月/u);
  });

  it('a short follow-up is about the subject before it ("CPA怎么考" then "一般要考几年")', () => {
    const before = 'CPA怎么考？';
    const first = ask(before);
    const { text } = ask('一般要考几年？', [before], first.text);
    expect(text).toMatch(/- 注册会计师（CPA）：专业阶段 6 科/u);
    // Said once, not again by the entry it came from.
    expect(text.match(/专业阶段 6 科/gu)).toHaveLength(1);
  });

  it("a career change's time comes from the change it is about", () => {
    expect(ask('零基础转行做数据分析要多久？').text).toMatch(/### 数据分析大概要多久\n- 转数据分析要多久/u);
  });
});

describe("a student's job search", () => {
  it('"我是学生物的，找不到工作" gets the major\'s roads beside the advice for a search that stalled', () => {
    const { text } = ask('我是学生物的，感觉找不到工作，怎么办？');
    expect(text).toContain('### 生物科学还能走的路');
    expect(text).toContain('春招补录');
  });

  it('"大厂实习和小公司实习怎么选" is the internship case, not a worker leaving a big company', () => {
    const { thinking, text } = ask('大厂实习和小公司实习怎么选？');
    expect(thinking).toContain('实习选大厂还是小公司');
    expect(text).not.toContain('在大厂做螺丝钉');
    expect(text).toContain('转正');
  });
});

describe('a service named for one need closes only answers about that need', () => {
  const service = (text: string) => /## 可以了解的服务\n- \*\*(.+?)\*\*/u.exec(text)?.[1] ?? null;

  it('论文辅导 for a thesis, not for "读博毕业" that shares 毕业 with it', () => {
    expect(service(ask('读博毕业能进高校吗？现在高校是不是非升即走？').text)).not.toBe('论文辅导');
    expect(service(ask('毕业论文怎么选题，导师不管怎么办？').text)).toBe('论文辅导');
  });

  it('竞赛辅导 not for a question about starting a business', () => {
    expect(service(ask('企业型高的人适合创业吗？').text)).not.toBe('竞赛辅导');
  });
});

describe('保研边缘', () => {
  it('is the case of preparing both, not 考研 against 考公', () => {
    const { thinking, text } = ask('保研边缘，要不要同时准备考研？');
    expect(thinking).toContain('保研边缘要不要同时准备考研');
    expect(text).toContain('拿到推免拟录取再停');
  });
});

describe('asked whether a paid course is worth it', () => {
  it('"考研要不要报班" is answered without ending on our own course', () => {
    const { text } = ask('考研要不要报班？自学能考上吗');
    expect(text).not.toContain('## 可以了解的服务');
  });
});

describe('a second sitting of an exam is no year of study', () => {
  it("'考研二战' is not read as 研二, nor '考研三战' as 研三", async () => {
    const { readStage } = await import('../../src/providers/llm/offline/stage.js');
    expect(readStage('考研二战失败了，27岁，没有工作经验，怎么办', noProfile)).toBeUndefined();
    expect(readStage('考研三战还要不要继续', noProfile)).toBeUndefined();
    expect(readStage('研二了，导师不放我去实习', noProfile)?.level).toBe('master');
    expect(ask('考研二战失败了，27岁，没有工作经验，怎么办').thinking).not.toMatch(/提到的：[^。]*研二/u);
  });
});
