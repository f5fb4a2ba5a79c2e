import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { listedItems } from '../../src/providers/llm/offline/dialogue.js';
import { favours } from '../../src/providers/llm/offline/choice.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import type { ChatProfile } from '../../src/providers/llm/index.js';
import { noProfile, profileFor } from './planner-profiles.js';

/*
 * Comparing two options and pointing back at them, read against the shipped content. Written for these tests,
 * apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string, previousQuestions: string[] = [], previousAnswer = '', profile = noProfile) =>
  composeAnswer(kb, { question, previousQuestions, previousAnswer, profile });
/** A first question from an asker with this profile. */
const askAs = (profile: ChatProfile, question: string) => ask(question, [], '', profile);

describe('a question comparing two options', () => {
  const first = ask('国企和外企各有什么优缺点？');

  it('is read as that choice, and shows each option with when it fits and what it costs', () => {
    expect(first.thinking).toContain('「国企还是外企」');
    expect(first.text).toContain('### 什么情况下选国企');
    expect(first.text).toContain('### 什么情况下选外企');
    expect(first.text.match(/- 代价：/g)).toHaveLength(2);
  });

  it('does not claim the asker said what decides it when they did not', () => {
    expect(first.text).not.toContain('按你说的情况');
    expect(first.text).toContain('你还没说更多自己的情况');
    expect(ask('我英语好，喜欢扁平的氛围，国企和外企选哪个？').text).toContain('按你说的情况');
  });

  it('takes no particle the question shares with a condition by chance as the asker saying it', () => {
    // '国企的行政岗' shares '的行' with '…国企集中的行业'; neither says what the asker studies.
    for (const q of ['一个是国企的行政岗，一个是私企的运营岗，选哪个', '国企的财务岗和私企的销售岗选哪个好']) {
      expect(ask(q).text).not.toContain('按你说的情况');
      expect(ask(q).text).toContain('你还没说更多自己的情况');
    }
    expect(ask('我学电力的，国企和私企选哪个').text).toContain('按你说的情况');
  });

  it("takes no word of an option's own name as the asker saying its condition ('这个专业' for 转专业)", () => {
    const a = ask('生物医学工程这个专业就业怎么样，要不要转专业');
    expect(a.text).not.toContain('按你说的情况');
    expect(ask('我成绩不错，对计算机很感兴趣，要不要转专业').text).toContain('按你说的情况');
  });

  it('lists the options as its items, not its section headings, so 后面那个 is the second option', () => {
    expect(listedItems(first.text)).toEqual(['国企', '外企']);
    const next = ask('后面那个呢？', ['国企和外企各有什么优缺点？'], first.text);
    expect(next.thinking).toContain('「外企」');
  });
});

describe('a follow-up asking for more than the content holds', () => {
  it('says the previous answer covered it and asks for the asker’s own material, without generic filler', () => {
    const first = ask('简历怎么写比较好？');
    const { text } = ask('能再具体一点吗？', ['简历怎么写比较好？'], first.text);
    // Said to be covered, then one step further along the thread (a neighbouring topic) rather than nothing.
    expect(text).toMatch(/上一轮已经(?:都说了|把要点说完了，顺着它再往下走一步)/);
    expect(text).toContain('把你的具体情况告诉我');
    expect(text).not.toMatch(/值不值得|聊二十分钟/);
  });
});

describe('two options of one kind', () => {
  it('are described once, and the position says what would decide between them', () => {
    const { text } = ask('深圳和广州哪个更适合应届生？');
    // The pick with nothing said is the same in either order, so the lines start from it, 广州.
    expect(text).toContain('广州和深圳都是');
    expect(text).not.toContain('- 深圳：换来');
    expect(text).toContain('同一档的城市，看你做哪一行');
  });
});

describe('a question about the interest test itself', () => {
  const profile = profileFor(['R', 'C', 'I', 'E', 'S', 'A']);

  it('explains the test, opening on the point asked about, after the asker’s own result', () => {
    const { text, thinking } = askAs(profile, '我的兴趣代码和我的专业完全不搭，怎么办？');
    expect(thinking).toContain('「职业兴趣测评（霍兰德）怎么看」');
    expect(text.indexOf('### 你的测评结果')).toBeLessThan(text.indexOf('怎么看：要点'));
    expect(text.split('怎么看：要点\n')[1]).toMatch(/^- 兴趣和专业不搭/);
  });

  it('explains the theory to someone who has not taken it', () => {
    const { text } = ask('霍兰德测评是什么原理？');
    expect(text).toContain('六边形');
    expect(text).not.toContain('你还没有做职业兴趣测评');
  });

  it('answers 选什么方向 from the result when the asker names it', () => {
    const { text, thinking } = askAs(profile, '结合我的测评，考研选什么方向好？');
    expect(thinking).toContain('看懂你的测评结果');
    expect(text).toContain('### 按你的兴趣看读研方向');
  });
});

describe("a case's written lean", () => {
  it('speaks for an option it names, not for one it names to advise against', () => {
    expect(favours('不想考公就不必勉强考，但要拿出一份能让家人安心的替代方案。', '考公')).toBe(false);
    expect(favours('没必要读研，先工作更划算。', '读研')).toBe(false);
    expect(favours('目标岗位要硕士时，考研更值得。', '考研')).toBe(true);
    // Named once against and once for: it still speaks for it.
    expect(favours('不必急着考研，基础好时再考研更稳。', '考研')).toBe(true);
  });

  it('takes no position for the option its case advises against', () => {
    const { text } = ask('父母让我考公，我自己想去私企做销售，怎么选？');
    expect(text).not.toMatch(/我更建议你选考公/);
  });
});

describe('an interest and a major brought together', () => {
  it("lists jobs that hold both the strongest letter and the major's, near the major, and no majors to study", () => {
    const artsFirst = profileFor(['A', 'S', 'E', 'I', 'C', 'R']);
    const { text } = askAs(artsFirst, '测评说我艺术型最高，可我读的是计算机，两者怎么结合？');
    const listed = text.split('### 可以先了解的职业')[1]!.split('###')[0]!;
    const codes = [...listed.matchAll(/（兴趣代码 ([RIASEC]+)/g)].map((m) => m[1]!);
    expect(codes.length).toBeGreaterThanOrEqual(3);
    for (const code of codes) expect(code.slice(0, 3)).toMatch(/A/);
    for (const code of codes) expect(code.slice(0, 3)).toMatch(/I/);
    expect(listed).toMatch(/UI|网页|游戏/);
    expect(text).not.toContain('### 相应的专业');
  });
});

describe('looking for a direction', () => {
  it('with nothing to go on, says how a direction is found and asks what the asker likes doing', () => {
    const { text, thinking } = ask('到底怎样才能找到自己热爱的职业？');
    expect(thinking).toContain('「不知道自己适合做什么」');
    expect(text).toContain('### 接下来');
    expect(text).toMatch(/实践|实习/);
    expect(text).toMatch(/最愿意做哪类事/);
  });

  it('asked how to find out, with a result: the matches and how to try them, without taking the test again', () => {
    const { text } = askAs(profileFor(['S', 'A', 'E', 'I', 'C', 'R']), '刚上大一，如何知道自己适合做什么？');
    expect(text).toContain('### 可以先了解的职业');
    expect(text).toContain('### 怎么确认哪个适合你');
    expect(text.split('### 怎么确认哪个适合你')[1]).not.toContain('测评');
  });
});

describe('two options of one kind', () => {
  it('are told apart by what each costs the asker, not by where the industry is', () => {
    const { text } = ask('考在职研究生还是全日制研究生？');
    expect(text).not.toContain('行业在哪边更集中');
    // Two places whose words say nothing of what they bring: no gains made up, the places themselves compared.
    const places = ask('去苏州还是去无锡工作？').text;
    expect(places).toContain('在苏州和无锡之间');
    expect(places).not.toContain('你这次更看重的那部分');
    expect(places).toContain('### 关于你说的地方');
    // The measure the asker gave is the one the position speaks to.
    expect(ask('动画师和插画师，哪个更好就业？').text).toMatch(/你问的是哪个更好就业.*在招岗位/);
  });
});

describe("the jobs a result is matched with, by the asker's schooling", () => {
  const listed = (facts: string[]) => {
    const { text } = askAs({ ...profileFor(['S', 'E', 'C', 'A', 'I', 'R']), facts }, '根据我的测评结果推荐几个职业');
    const section = text.split('### 可以先了解的职业')[1]!.split('###')[0]!;
    return [...section.matchAll(/occupation\?code=([\d.-]+)/g)].map((m) => kb.occupations.get(m[1]!)!);
  };

  it('are jobs a degree leads to for a university student, not the least-prepared ones of the same code', () => {
    const jobs = listed(['目前阶段：本科在读']);
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    for (const o of jobs) expect(o.jobZone).toBeGreaterThanOrEqual(3);
  });

  it('lean to what a diploma opens for a 专科 student', () => {
    const degree = listed(['目前阶段：本科在读']).reduce((n, o) => n + o.jobZone, 0);
    const diploma = listed(['目前阶段：专科在读']).reduce((n, o) => n + o.jobZone, 0);
    expect(diploma).toBeLessThan(degree);
  });

  it('never put forward an office one is elected to', () => {
    for (const facts of [['目前阶段：本科在读'], ['目前阶段：专科在读'], []])
      expect(listed(facts).map((o) => o.code)).not.toContain('11-1031.00');
  });
});

describe('two jobs weighed by someone with a result', () => {
  const researchFirst = profileFor(['I', 'A', 'R', 'S', 'E', 'C']);
  const first = askAs(researchFirst, '产品经理和数据分析师，哪个更适合我？');

  it('takes the position their codes give, with where the shared letter stands in each', () => {
    expect(first.text).toContain('我更建议你选数据分析师');
    expect(first.text).toMatch(/数据分析师常见的兴趣代码是 [RIASEC]+，和你的 IAR 共有研究型（排第 \d）/);
    // No second position on a decision the words also touched.
    expect(first.text).not.toContain('我的倾向');
  });

  it('asked why, says what the position rested on and what would turn it, and nothing else', () => {
    const why = ask('为什么这么说？', ['产品经理和数据分析师，哪个更适合我？'], first.text, researchFirst);
    expect(why.text).toContain('上一轮我倾向数据分析师');
    expect(why.text).toContain('看的是你的测评');
    expect(why.text).toMatch(/如果产品经理那边/);
    expect(why.text).not.toContain('###');
  });
});

describe('a follow-up on a major', () => {
  const first = ask('财务管理专业毕业做什么？');
  it("asking which state posts it can apply for gets that major's posts", () => {
    const next = ask('那要是考公，能报什么岗位？', ['财务管理专业毕业做什么？'], first.text);
    expect(next.text).toContain('### 财务管理考公能报的方向');
  });
  it('asking how long to learn gets how to size it, not that everything was said', () => {
    const t = ask('我想转行做UI设计', [], '').text;
    const next = ask('大概要学多久？', ['我想转行做UI设计'], t);
    expect(next.text).toMatch(/多久|三个月|半年/);
    expect(next.text).not.toContain('上一轮已经都说了');
  });
});

describe("a case's lean towards what the asker ruled out", () => {
  it('is not given', () => {
    const { text } = askAs(noProfile, '老师说我能保研，但我不想读研了，想直接工作');
    expect(text).not.toMatch(/建议保研/);
  });
});

describe('what the asker rules out together', () => {
  it('is left out of the outlets, the entry routes and the usual moves, and is no subject of the answer', () => {
    const { text, thinking } = ask('学日语的，翻译和老师都不想做，还能干嘛');
    expect(thinking).toContain('日语专业的出路');
    expect(text).not.toMatch(/入行要过的关|### 翻译|### 中小学教师/);
    expect(text).not.toContain('关于翻译和老师');
    const moves = text.split('### 常见的转向')[1] ?? '';
    expect(moves).not.toMatch(/教师|老师|翻译/);
  });
});

describe('likings said in words', () => {
  it('answer which major suits them', () => {
    const { text } = ask('喜欢修东西、动手能力强，适合读什么专业？');
    expect(text).toContain('### 可以考虑的专业');
    expect(text.split('### 可以考虑的专业')[1]?.split('###')[0]).toMatch(/（R/);
  });

  it('rank the jobs doing what was said, even where a decision weighs options', () => {
    const { text } = ask('数学特别好，但是不想当老师，还能做什么？');
    const jobs = text.split('### 可以先了解的职业')[1]?.split('###')[0] ?? '';
    expect(jobs).toMatch(/数据|统计|精算/);
  });
});

describe('a choice a topic itself compares', () => {
  it('is answered from the topic, with the position its written lean takes and not one made up from the options', () => {
    for (const q of ['暑期实习和日常实习哪个更容易留用？', '日常实习和暑期实习哪个更有用']) {
      const { text } = ask(q);
      expect(text).toMatch(/我更建议你选暑期实习\*\*。.*先做日常实习/u);
      expect(text).toContain('### 日常实习与暑期实习：要点');
    }
  });

  it('gives no position from a topic without a written lean', () => {
    expect(ask('三支一扶和特岗教师有什么区别').text).not.toContain('我更建议你选');
  });
});

describe('two interest types weighed against each other', () => {
  it('get jobs whose code leads with both, and no position between the type names', () => {
    const { text } = askAs(profileFor(['A', 'S', 'E', 'I', 'C', 'R']), '社会型和艺术型分数差不多，往哪边走？');
    const section = text.split('可以兼顾的职业')[1]!.split('###')[0]!;
    const codes = [...section.matchAll(/（兴趣代码 ([RIASEC]+)）/g)].map((m) => m[1]!.slice(0, 2));
    expect(codes.length).toBeGreaterThanOrEqual(2);
    for (const c of codes) expect([...c].sort().join('')).toBe('AS');
    expect(text).not.toContain('我更建议你选');
  });

  it('a measure is read only where the question gives one', () => {
    expect(ask('Java 和 Python，先学哪个方向？').text).not.toContain('你问的是哪个更方向');
  });
});

describe('a service for the road the position advised against', () => {
  it('does not close the answer', () => {
    const { text } = ask('考研没考上，工作也还没找，怎么办');
    expect(text).toContain('我更建议你选就业');
    expect(text).not.toContain('考研培训');
  });
});

describe('two jobs weighed by someone without a result', () => {
  const { text } = ask('数据分析师和产品经理哪个更适合我？');

  it('says what would decide it for them, not how many openings each has', () => {
    expect(text).toMatch(/还不知道你的兴趣和长处.*AI职业测评/);
    expect(text).not.toContain('在招岗位');
  });

  it('takes one position, not a case lean beside it', () => {
    expect(text.match(/我更建议你选|我的倾向/g)).toHaveLength(1);
  });

  it('asked why, answers in paragraphs of their own', () => {
    const why = ask('为什么这么说？', ['数据分析师和产品经理哪个更适合我？'], text).text;
    expect(why).toMatch(/上一轮我倾向产品经理[^\n]*\n\n/);
  });
});

describe('two jobs set side by side', () => {
  it('says what differs (the days, the skills, the interests, the road on) before each card', () => {
    const { text } = ask('产品经理和数据分析师有什么区别？');
    expect(text).toMatch(/### (?:产品经理和数据分析师|数据分析师和产品经理)的区别/u);
    for (const row of ['**做的事**', '**看重的能力**', '**适合的兴趣**', '**往后的路**', '**怎么选**'])
      expect(text).toContain(row);
    expect(text.indexOf('的区别')).toBeLessThan(text.indexOf('### 产品经理\n'));
  });

  it("leans by the asker's result when the two codes fit it differently", () => {
    const { text } = askAs(profileFor(['I', 'C', 'E', 'S', 'A', 'R']), '产品经理和数据分析师有什么区别？');
    expect(text).toContain('按你的兴趣代码 ICE，数据分析师更贴近你');
  });

  it('"它和市场营销有什么区别" sets the job the conversation is on beside the one named', () => {
    const before = '新媒体运营每天做什么？';
    const first = ask(before);
    const next = ask('那它和市场营销有什么区别？', [before], first.text);
    // 新媒体运营 has a card of its own (career-roles.media.zh.json), no longer 互联网运营's alias.
    expect(next.text).toContain('### 新媒体运营和市场营销的区别');
  });
});

describe('"那我应该选哪个" after two jobs were compared', () => {
  it("takes a position by the asker's result, with each job's code", () => {
    const profile = profileFor(['A', 'S', 'E', 'I', 'C', 'R']);
    const before = '新媒体运营和市场营销有什么区别？';
    const first = ask(before, [], '', profile);
    const next = ask('那我应该选哪个？', [before], first.text, profile);
    expect(next.text).toMatch(/\*\*在(?:市场营销和新媒体运营|新媒体运营和市场营销)之间，我更建议你选市场营销\*\*/u);
    expect(next.text).toContain('常见的兴趣代码是 EC');
  });
});

describe('a written lean that speaks for each option in its own situation', () => {
  it('"专硕和学硕该报哪个" says what decides it (the plan after) rather than "no option is better"', () => {
    const { text } = ask('专硕和学硕有什么区别，该报哪个？');
    expect(text).toContain('这要看你之后的打算：打算读博就选学硕');
    expect(text).not.toContain('本身没有一定的高下');
  });
});
