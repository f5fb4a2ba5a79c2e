import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { withoutCondition } from '../../src/providers/llm/offline/without.js';
import { namedServices } from '../../eval/checks.js';
import { noProfile, profileFor } from './planner-profiles.js';
import { askAfter } from './planner-after.js';

/*
 * Follow-ups that turn the conversation (another part of the job search, another city), ask about one side of
 * what was discussed (who suits it, whether to study on, one option once chosen, a listed move), or sort what was
 * listed by a condition, read against the shipped content. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
/** A question asked after `before`, with the answer the planner gave to it. */
const after = (before: string, question: string) => askAfter(kb, before, question);
/** Names an answer puts forward as services (bold in a services section, or 「quoted」), minus the real ones. */
const paidServicesNamed = (text: string) => namedServices(text).filter((n) => n !== 'AI职业测评');
/** The answer without its notice line. */
const body = (text: string) => text.split('\n').slice(1).join('\n');

describe('a follow-up about one side of the subject before', () => {
  it('"它适合什么性格的人" reads the job the conversation is on through its interest code', () => {
    const { text, thinking } = after('前端工程师是做什么的？', '那它适合什么性格的人？');
    expect(thinking).toContain('前端开发工程师');
    expect(text).toContain('### 什么样的人适合做前端开发工程师');
    expect(text).toMatch(/兴趣代码是 [RIASEC]{2,3}/);
    expect(text).toContain('容易觉得吃力的是');
  });

  it('a named job outweighs a workplace topic one short word reaches, so its follow-up stays on the job', () => {
    const before = '律师需要考哪些证，晋升路线怎样？';
    const { text, thinking } = after(before, '那它适合什么性格的人？');
    expect(thinking).not.toContain('晋升答辩与绩效');
    expect(text).toContain('### 什么样的人适合做律师/法务');
    // The entry route the first answer gave is not said again under another lead.
    expect(text).not.toContain('法律职业资格考试（法考）分客观题和主观题');
  });

  it('"这个职业以后的发展" is the job before, not jobs whose titles hold the word 发展', () => {
    const { text } = after('我想当老师，要走哪些步骤？', '那这个职业以后的发展怎么样？');
    expect(text).toContain('**发展路径**');
    expect(text).not.toMatch(/可持续发展专员|培训与发展经理/);
  });

  it('"这个方向要不要读研" answers from the major beside the job', () => {
    const { text } = after('土木工程师要会哪些软件？', '那这个方向要不要读研？');
    expect(text).toContain('### 读研与深造');
    expect(text).toMatch(/硕士|考研/);
  });

  it('"工资一般多少" after a job carries the job into the pay topic', () => {
    const { text, thinking } = after('新媒体运营是做什么的？', '工资一般多少？');
    expect(thinking).toContain('接着上一轮');
    expect(thinking).toContain('「薪资行情怎么查」');
    expect(text).toContain('新媒体运营');
  });
});

describe('a follow-up that turns the conversation', () => {
  it('"那面试呢" after a résumé question opens the interview topic, not the résumé one again', () => {
    const { text, thinking } = after('实习简历怎么写？', '那面试呢？');
    expect(thinking).toContain('「面试前的准备」');
    expect(text).toContain('### 面试前的准备：要点');
  });

  it('"那笔试呢" after 群面 is led by the new subject, not the old one', () => {
    const { text } = after('群面怎么准备？', '那笔试呢？');
    expect(text).toContain('校招笔试');
    expect(body(text)).not.toMatch(/关于群面/);
  });

  it('"那成都呢" asks the previous question again about 成都; a thing of no kind the question named is no swap', () => {
    const { reading, text } = after('想去深圳做UI设计，好找工作吗？', '那成都呢？');
    expect(reading.restated).toBe('想去成都做UI设计，好找工作吗？');
    expect(text).toContain('UI');
    expect(after('会计专业好就业吗？', '那金融学呢？').reading.restated).toBe('金融学好就业吗？');
    expect(after('想去深圳做UI设计，好找工作吗？', '那面试呢？').reading.restated).toBeUndefined();
  });
});

describe('a follow-up on one option or one listed move', () => {
  it('"如果选国企，应该先做什么" says when that road fits, apart from the other options', () => {
    const { text } = after('考公还是进国企好？', '如果选国企，应该先做什么？');
    expect(text).toContain('### 选国企的话');
    expect(text).not.toContain('### 选考公的话');
  });

  it('"最后一个需要什么条件" after the usual moves out of a job answers about that move', () => {
    const { text, thinking } = after('护士可以转什么行？', '最后一个需要什么条件？');
    expect(thinking).toContain('从护士转向「医学教育与培训」');
    expect(text).toContain('### 医学教育与培训');
  });
});

describe('a follow-up that sorts what was listed by a condition', () => {
  it('reads the condition as said, not the 没有 of 有没有', () => {
    expect(withoutCondition('有没有不用上夜班的？')?.said).toBe('夜班');
    expect(withoutCondition('哪个不需要经常出差？')?.said).toBe('出差');
    expect(withoutCondition('这些工作累不累？')).toBeNull();
  });

  it('names the listed items the previous answer said nothing of the condition about, and only listed items', () => {
    const { text, first } = after('护士转行能做什么？', '有没有不用上夜班的？');
    const line = text.split('\n').find((l) => l.includes('没提夜班的'));
    expect(line).toBeDefined();
    expect(first).toContain('医药代表与医学联络');
    expect(line).toContain('医药代表与医学联络');
    // The catalogue links of a card are not options the asker was given.
    expect(line).not.toContain('注册护士');
  });
});

describe('a follow-up asking which of the listed things', () => {
  it('takes a position from what the asker says of themselves, against what the answer said of each item', () => {
    const { text, reading } = after('会计专业毕业能做什么？', '我比较内向，这几个里面哪个适合我？');
    expect(reading.followUp?.items.length).toBeGreaterThan(2);
    const position = text.split('\n').find((l) => l.includes('我更建议你先看')) ?? '';
    expect(position).toContain('内向');
    // 审计's line says its busy season means overtime: not what someone quiet asked for first.
    expect(position).toMatch(/先看企业财务会计/);
  });

  it("with nothing said that decides it, leans on the answer's own order and asks what would decide it", () => {
    const { text } = after('学心理学的出路有哪些？', '哪个最好找工作？');
    expect(text).toMatch(/只凭现在知道的，我更建议你先看/);
    expect(text).toContain('告诉我这几点');
  });

  it('counts a numbered list from 1 again when items the previous answer said are left out', () => {
    const { text, first } = after('我喜欢画画，有哪些相关的工作？', '还有别的吗？');
    const numbered = (t: string) => t.split('\n').filter((l) => /^\d+\. /.test(l));
    const again = numbered(text);
    expect(again.length).toBeGreaterThan(0);
    // The first item shown now was not the first one before, and it is numbered 1.
    expect(numbered(first)[0]).not.toBe(again[0]);
    expect(again[0]).toMatch(/^1\. /);
  });
});

describe('a follow-up asking for more of what was just covered', () => {
  it('"能再具体一点吗" goes on with the situations, considerations and first steps not shown yet', () => {
    const { text, first } = after('考研还是就业，我应该怎么选？', '能再具体一点吗？');
    expect(text).toContain('### 分几种常见情况');
    expect(text).not.toContain('上一轮已经都说了');
    // Nothing of the first answer is said again.
    const lines = (t: string) => t.split('\n').filter((l) => (l.match(/\p{Script=Han}/gu)?.length ?? 0) >= 12);
    const before = new Set(lines(first));
    expect(lines(body(text)).filter((l) => before.has(l))).toEqual([]);
  });

  it('"能举个例子吗" on a topic without one borrows the example of a topic of the same part of the search', () => {
    const { text } = after('如何写好简历？', '能举个例子吗？');
    // Headed by what the example is, not by the request ('举个例子' repeated as a heading says nothing).
    expect(text).toMatch(/### 例子：.+/);
    expect(text).not.toMatch(/### 举个例子/);
    expect(text).toContain('改写前');
  });

  it('"还有吗" once a topic is said in full points at its neighbours rather than saying nothing', () => {
    const { text } = after('群面怎么准备？', '还有吗？');
    expect(text).toContain('### 同一块还可以聊');
    expect(text).toContain('“自我介绍”');
    // Corner brackets in an answer name the square's services; a topic is quoted as text.
    expect(paidServicesNamed(text)).toEqual([]);
  });
});

describe('a road already closed, a student asking about time, and a service named for one road', () => {
  const ask = (question: string) =>
    composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

  it('"保研没保上" rules 保研 out, though another option\'s alias names it to give it up', () => {
    const { thinking, text } = ask('保研没保上，现在大四九月了，考研还来得及吗？');
    expect(thinking).toContain('不考虑保研');
    expect(text).not.toContain('我更建议你选保研');
    // Nor is it laid out as a road still open.
    expect(text).not.toContain('### 什么情况下选保研');
  });

  it('a student\'s "来得及吗" is not answered with the 35-year worry; someone who says an age is', () => {
    expect(ask('保研没保上，现在大四九月了，考研还来得及吗？').text).not.toContain('### 年龄这件事');
    expect(ask('31岁转行做设计还来得及吗？').text).toContain('### 年龄这件事');
    // A young age said in passing is background; the same age asking whether it is late is a worry.
    expect(ask('我26岁研究生刚毕业，拿了杭州和老家两个offer，选哪个').text).not.toContain('### 年龄这件事');
    expect(ask('26岁转行做设计还来得及吗？').text).toContain('### 年龄这件事');
  });

  it('a service named for one road closes only an answer about that road', () => {
    const { text } = ask('29岁了在工厂做质检，想转IT，培训班靠谱吗？');
    expect(text).not.toContain('**考研培训**');
  });
});

describe('a follow-up that adds a circumstance to a choice', () => {
  it('"如果我家里条件一般呢" weighs the same roads again with it, and the position turns to work', () => {
    const before = '我是学会计的，本科是双非，考研还是工作？';
    const first = composeAnswer(kb, {
      question: before,
      previousQuestions: [],
      previousAnswer: '',
      profile: noProfile,
    });
    expect(first.thinking).toMatch(/我给出倾向：考研/u);
    const { text, thinking } = after(before, '如果我家里条件一般呢？');
    expect(body(text).trim()).toMatch(/^把“你家里条件一般”这一点加进来/u);
    expect(thinking).toMatch(/我给出倾向：工作（就业）/u);
    expect(text).toContain('家庭需要你尽快有收入');
  });

  it('said in the question itself, the same circumstance takes the same position', () => {
    const { thinking } = composeAnswer(kb, {
      question: '我是学会计的，考研还是工作？家里条件一般',
      previousQuestions: [],
      previousAnswer: '',
      profile: noProfile,
    });
    expect(thinking).toMatch(/我给出倾向：工作（就业）/u);
  });

  it('a follow-up naming a city is still that city, not a circumstance', () => {
    const { thinking } = after('想去深圳工作，做什么好？', '那成都呢？');
    expect(thinking).not.toContain('加进来');
    expect(thinking).toContain('成都');
  });
});

describe('"为什么推荐这些" after a list', () => {
  it('gives each listed job with the letters it shares with the asker, and what the code does not weigh', () => {
    const profile = profileFor(['A', 'S', 'E', 'I', 'C', 'R']);
    const before = '我适合做什么工作？';
    const first = composeAnswer(kb, { question: before, previousQuestions: [], previousAnswer: '', profile });
    const next = composeAnswer(kb, {
      question: '为什么推荐这些？',
      previousQuestions: [before],
      previousAnswer: first.text,
      profile,
    });
    expect(next.text).toContain('上一轮的职业是按你的兴趣代码 ASE挑的');
    expect(next.text).toMatch(/- \*\*.+\*\*（[RIASEC]+）：和你共有/u);
    expect(next.text).toContain('不看收入、城市和门槛');
  });
});

describe('"第一个具体每天做什么" about a job the list already summed up', () => {
  it('gets the rest of its card and who suits it, once, rather than a lone line', () => {
    const profile = profileFor(['R', 'C', 'I', 'E', 'S', 'A']);
    const before = '我适合做什么工作？';
    const first = composeAnswer(kb, { question: before, previousQuestions: [], previousAnswer: '', profile });
    const next = composeAnswer(kb, {
      question: '第一个具体每天做什么？',
      previousQuestions: [before],
      previousAnswer: first.text,
      profile,
    });
    const job = /^1\. \[([^\]]+)\]/mu.exec(first.text)![1]!;
    expect(next.text).toContain(`### 什么样的人适合做${job}`);
    expect(next.text).toContain('**入行准备**');
    expect(next.text.split(`[${job}](`).length - 1).toBe(1);
  });
});

describe("an item of a topic's answer pointed at", () => {
  it('keeps the topic, so the answer goes on from it rather than saying there is nothing', () => {
    const { thinking, text } = after('找实习都有哪些渠道？', '第一个具体怎么用？');
    expect(thinking).toMatch(/我把这个问题理解为：.*渠道/u);
    expect(text).not.toContain('这一点站内资料里没有更多内容了');
  });
});
