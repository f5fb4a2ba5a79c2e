import { describe, expect, it } from 'vitest';
import { paidServices } from '../../eval/checks.js';
import { screenQuestion } from '../../src/modules/chat/screening.js';
import { shippedSafetyGate } from '../../src/modules/safety/index.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile, profileFor } from './planner-profiles.js';
import { requestedCount } from '../../src/providers/llm/offline/matches.js';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';

/*
 * Questions that sound sensitive but are a job seeker's real worries (an illness, a record, a pregnancy, a
 * disability, unpaid wages, a scam offered), read against the shipped content: they pass the safety gate and are
 * answered from the entry written for them, opening on the point their words touch. Written for these tests,
 * apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const gate = shippedSafetyGate();
const ask = (question: string, profile = noProfile) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile });
const body = (text: string) => text.split('\n').slice(1).join('\n');
/** The first list item of the answer. */
const firstPoint = (text: string) => text.split('\n').find((l) => l.startsWith('- ')) ?? '';

describe('a legitimate question on a sensitive matter', () => {
  const cases: Array<{ q: string; entry: string; first: RegExp }> = [
    { q: '得过抑郁症，现在好了，面试时需要说吗？', entry: '抑郁、焦虑等心理健康史与求职', first: /面试|康复/ },
    { q: '小三阳会不会影响入职体检？', entry: '病史、入职体检与求职', first: /乙肝|携带者/ },
    { q: '大学时因为打架被行政拘留过五天，还能考公务员吗？', entry: '违法记录、拘留与找工作', first: /拘留/ },
    { q: '怀孕了公司让我自己辞职，我该怎么办？', entry: '怀孕、产假与工作权益', first: /怀孕|孕期/ },
    { q: '听障学生毕业了好找工作吗？', entry: '残疾人就业', first: /./ },
    { q: '公司拖欠了我两个月工资，去哪里投诉？', entry: '被拖欠工资与劳动仲裁', first: /投诉|仲裁|书面/ },
    { q: '有人拉我做刷单兼职，说日结，可以做吗？', entry: '求职陷阱识别', first: /日结|兼职/ },
    { q: '送外卖的路上摔伤了，平台和站点都不管，算工伤吗？', entry: '工作或实习中受伤', first: /工伤/ },
    { q: '暑假实习的时候被烫伤了，公司说我是学生不算工伤', entry: '工作或实习中受伤', first: /学生|实习/ },
    { q: '领导要把我调到外地长期驻场，我不同意，他说不去就按旷工辞退', entry: '调岗、降薪与外派', first: /旷工|出勤/ },
    { q: '试用期最后一周被通知不符合录用条件，可以这样辞退吗？', entry: '试用期', first: /录用条件/ },
  ];
  for (const c of cases)
    it(`is answered from 「${c.entry}」: ${c.q}`, async () => {
      expect(await screenQuestion(gate, c.q)).toBeNull();
      const { text, thinking } = ask(c.q);
      expect(thinking).toContain(`「${c.entry}」`);
      expect(firstPoint(text)).toMatch(c.first);
      // Someone's rights or health are not a sales opportunity.
      if (c.entry !== '残疾人就业') expect(paidServices(text)).toEqual([]);
    });

  it('whose answer the safety check on answers lets through as well', async () => {
    for (const c of cases) {
      const { text } = ask(c.q);
      expect((await gate.check(text, 'answer')).pass, c.q).toBe(true);
    }
  });
});

describe('a paid service', () => {
  it('closes an answer only when what it does meets what was asked', () => {
    // The certificates entry's first service is 考公考编: no fit for an actuary's exams.
    expect(paidServices(ask('精算师是做什么的？考什么证？').text)).toEqual([]);
    expect(paidServices(ask('简历怎么写比较好？').text)).toEqual([13]);
    // '下一份工作怎么找' is looking for a job, what 求职陪跑 is named for.
    expect(paidServices(ask('刚被裁员了，赔偿怎么算？下一份工作该怎么找？').text)).toEqual([13]);
  });
});

describe('a case of a decision said in other words', () => {
  it('is found when every word of one of its phrases is in the question', () => {
    expect(ask('二本学生想进互联网大厂，有机会吗？').thinking).toContain('双非能进大厂吗');
    expect(ask('二本学生毕业后想进国企，有机会吗？').thinking).not.toContain('双非能进大厂吗');
  });

  it('is not found when the asker says no to one of its words', () => {
    expect(ask('二本学生，不想进大厂，找工作要注意什么？').thinking).not.toContain('双非能进大厂吗');
  });
});

describe('what the asker asked for', () => {
  it('reads how many they want', () => {
    expect(requestedCount('推荐三个适合我的职业')).toBe(3);
    expect(requestedCount('给我列 2 个方向')).toBe(2);
    expect(requestedCount('有什么适合我的职业？')).toBeNull();
    expect(requestedCount('推荐一百个')).toBeNull();
  });

  it('lists that many matches', () => {
    const profile = profileFor(['R', 'C', 'I', 'E', 'S', 'A']);
    const listed = (q: string) => body(ask(q, profile).text).match(/^\d+\. \[/gm)?.length ?? 0;
    expect(listed('推荐三个适合我的职业')).toBe(3);
    expect(listed('有哪些适合我的职业？')).toBe(5);
  });
});

describe('a direction asked with likings said in words', () => {
  it('lists jobs doing what was said, from the liked type and its neighbours on the hexagon', () => {
    const { text, thinking } = ask('我数学不好，但是喜欢看书写东西，以后做什么比较好？');
    expect(thinking).toContain('找适合自己的方向');
    const listed = body(text).match(/^\d+\. \[[^\]]+\]/gm) ?? [];
    expect(listed.length).toBe(5);
    expect(listed.slice(0, 2).join('')).toMatch(/编辑|作家|撰稿/);
    // A weakness named is not a job title to look up.
    expect(text).not.toContain('数学家');
  });
});

describe('a question about the asker’s fit for one named job', () => {
  it('is answered about that job and their result, with no list of other jobs', () => {
    const profile = profileFor(['S', 'E', 'C', 'A', 'I', 'R']);
    const { text } = ask('我的兴趣代码是SEC，适合当老师吗？', profile);
    expect(text).toContain('### 中小学教师');
    expect(text).not.toContain('### 可以先了解的职业');
  });
});

describe('an interview question that names 职业规划', () => {
  it('is answered as an interview question, not with planning occupations', () => {
    const { text, thinking } = ask('面试被问到职业规划，应该怎么回答？');
    expect(thinking).toContain('「面试被问职业规划」');
    expect(text).not.toContain('规划师');
  });
});

describe('a job title the catalogue lacks', () => {
  it('is not answered with an occupation that only shares a word with it', () => {
    const { text } = ask('数据标注员是什么工作？');
    expect(text).not.toContain('数据仓库工程师');
    expect(text).toContain('数据标注员');
  });

  it('is found under the name people use for it', () => {
    expect(ask('网络安全工程师需要学什么？').thinking).toContain('职业卡片「网络安全工程师」');
  });
});

describe('the subject an answer names', () => {
  it('is never a clause, a count or a judgement word', () => {
    expect(questionSubjects('以前打架被拘留过，会影响找工作吗？')).toEqual([]);
    expect(questionSubjects('你觉得现在学会计还有前途吗')).toEqual(['会计']);
    expect(questionSubjects('推荐三个适合我的职业')).toEqual([]);
    expect(questionSubjects('工作五年了一直是基层，要不要跳槽？')).not.toContain('工作五年');
    expect(questionSubjects('老板不给加班费，合法吗？')).not.toContain('合法');
    expect(questionSubjects('28岁想转行学UI设计，来得及吗？')).toEqual(['UI设计']);
    expect(questionSubjects('国企和外企各有什么优缺点？')).toEqual(['国企和外企']);
    // 考 and 读 lead into a subject, but are the first character of 考研 and 读博.
    expect(questionSubjects('你觉得现在考研还有用吗')).toEqual(['考研']);
    expect(questionSubjects('读博值得吗')).toEqual(['读博']);
    expect(questionSubjects('我的测评结果准吗？')).toEqual(['测评结果']);
    expect(questionSubjects('空乘这个职业怎么样？')).toEqual(['空乘']);
  });

  it('drops a trailing 的时候 and keeps a noun that contains one of the clause words', () => {
    expect(questionSubjects('找工作的时候要注意什么')).toEqual(['找工作']);
    expect(questionSubjects('给排水工程师累不累')).toEqual(['给排水工程师']);
  });
});

describe('something that happened to the asker, which the content has no entry for', () => {
  it('is answered with evidence, a written request and where to turn, not with how to prepare for it', async () => {
    const { text, thinking } = await ask('租的房子到期了，二房东扣着押金不退怎么办？');
    expect(thinking).not.toContain('「');
    expect(text).toMatch(/证据/);
    expect(text).toMatch(/12348|12333|报警/);
    expect(text).not.toMatch(/硬门槛|前辈|招聘里必写/);
    // No job-seeker's trap line under a landlord's deposit.
    expect(text).not.toContain('招聘方要求先交钱');
  });
});

describe("a way the family presses for against the asker's own", () => {
  it("answers from the disagreement, leaning to the asker's way, without describing the family's job", async () => {
    const { text, thinking } = await ask('妈妈一直让我去当护士，可我想学摄影，怎么跟她说？');
    expect(thinking).toContain('家里让我走的路不是我想走的');
    expect(text).not.toMatch(/### .*护士/);
    expect(text).toMatch(/期限/);
  });

  it("names the asker's own job when they name one, not the family's", async () => {
    const { text } = await ask('家里非要我考编当老师，但我想做产品经理');
    expect(text).toMatch(/### 产品经理/);
    expect(text).not.toMatch(/### 中小学教师/);
  });
});
