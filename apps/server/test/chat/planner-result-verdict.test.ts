import { describe, expect, it } from 'vitest';
import type { ChatProfile } from '../../src/providers/llm/index.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile, profileFor } from './planner-profiles.js';

/*
 * Questions about the asker's own interests answered in their first sentence: whether a job, a major or a road fits
 * the result, what a low or a high type says, a code stated without a result on record, and no result at all.
 * Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string, profile: ChatProfile = noProfile) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile });
/** The answer's first paragraph after the notice. */
const opening = (text: string) => text.split('\n\n')[1] ?? '';

const SEC = profileFor(['S', 'E', 'C', 'A', 'I', 'R']);
const RIC = profileFor(['R', 'I', 'C', 'E', 'A', 'S']);

describe('whether a job, a major or a road fits the result', () => {
  it('"是不是适合当老师" opens on a verdict from the letters the result shares with teaching (SA)', () => {
    const { text } = ask('我的测评结果是SEC，是不是适合当老师？', SEC);
    expect(opening(text)).toMatch(/^(?:.*\n)?\*\*就兴趣而言，中小学教师和你的兴趣代码 SEC 有一部分契合。\*\*/u);
    expect(text).toContain('你们共有社会型');
    expect(text).toContain('艺术型不在你的前三');
  });

  it('the same job reads as a poor fit for a result that shares none of its letters', () => {
    const { text } = ask('我的测评结果适合当老师吗？', RIC);
    expect(text).toContain('中小学教师和你的兴趣代码 RIC 不太契合');
    expect(text).toContain('不契合不等于不能做');
    expect(text).not.toContain('你们共有');
  });

  it('names what the asker likes most first among the shared letters (SEC and HR: 社会型 before 企业型)', () => {
    const { text } = ask('我的兴趣代码里S排第一，说明我适合做HR吗？', SEC);
    expect(text).toContain('人力资源和你的兴趣代码 SEC 比较契合');
    expect(text).toMatch(/你们共有社会型、企业型和常规型：里面助人/u);
  });

  it('a major said as its field ("读物理") is weighed by its code', () => {
    const { text } = ask('我是IAR，想考研读物理，和测评结果搭吗？', profileFor(['I', 'A', 'R', 'S', 'E', 'C']));
    expect(text).toContain('物理学专业和你的兴趣代码 IAR 比较契合');
  });

  it('a code stated with no result on record is what the verdict and the matches use', () => {
    const fit = ask('我是ESC，适合创业吗？');
    expect(fit.text).toContain('创业和你说的兴趣代码 ESC 比较契合');
    const matches = ask('我是ASE，适合做什么工作');
    expect(matches.text).toContain('与你说的兴趣代码 ASE共有艺术型');
    expect(matches.text).not.toContain('你还没有做职业兴趣测评');
  });

  it('"HR面问期望薪资" is about an interview, not the HR job', () => {
    const { thinking } = ask('HR面问期望薪资怎么说比较好？');
    expect(thinking).not.toContain('人力资源');
  });
});

describe('what one type says', () => {
  it("a low type: interest, not ability, with the jobs it leads and the asker's strongest instead", () => {
    const { text } = ask('测评里我的现实型得分最低，这说明什么？', SEC);
    expect(text).toContain('### 现实型得分低说明什么');
    expect(text).toContain('按你的测评记录，现实型是 25%，在六种里排第 6');
    expect(text).toContain('这说的是兴趣，不是能力');
    expect(text).toContain('机械工程师');
    expect(text).toContain('你得分最高的是社会型、企业型和常规型');
  });

  it('a high type taken as a judgement of oneself is answered "不是" first', () => {
    const { text } = ask('测出来常规型最高，是不是说明我很无聊？', profileFor(['C', 'I', 'R', 'E', 'S', 'A']));
    expect(opening(text)).toContain('### 常规型得分高说明什么');
    expect(text).toContain('**不是。**');
    expect(text).toContain('是实打实的长处');
  });

  it('the scores decide low or high, whatever the question claims', () => {
    const { text } = ask('我的研究型是不是很低？说明什么', profileFor(['I', 'C', 'E', 'S', 'A', 'R']));
    expect(text).toContain('### 研究型得分高说明什么');
    expect(text).toContain('在六种里排第 1');
  });
});

describe('the test itself and no result', () => {
  it('two results that differ, and all scores low, reach the test topic with a point on each', () => {
    expect(ask('我测了两次结果不一样，以哪个为准？').text).toContain('先看前两个字母是否重合');
    expect(ask('我的六个分数都挺低的，是不是没什么兴趣？').text).toContain('六个分数都偏低');
  });

  it('with no result, the six kinds to hold oneself against, each with familiar jobs, and the test', () => {
    const { text } = ask('我没做测评，可以直接告诉我适合什么吗？');
    expect(text).toContain('不会凭空给你下结论');
    for (const kind of ['现实型', '研究型', '艺术型', '社会型', '企业型', '常规型'])
      expect(text).toMatch(new RegExp(`\\*\\*${kind}\\*\\*：喜欢.+常见的工作如`, 'u'));
    expect(text).toContain('中小学教师');
    expect(text).toContain('AI职业测评');
  });

  it('"结合我的兴趣" uses the result rather than a job whose title holds 兴趣', () => {
    const { text } = ask('结合我的兴趣和专业，我适合从事什么样的工作？', SEC);
    expect(text).not.toContain('兴趣培训教师');
    expect(text).toContain('你的测评结果');
  });
});

describe('a doubt about the result, the order of its letters, and the civil service', () => {
  const AER = profileFor(['A', 'E', 'R', 'S', 'I', 'C']);
  const IAR = profileFor(['I', 'A', 'R', 'S', 'E', 'C']);

  it('a high type doubted by one’s skill is answered as interest, not skill, first', () => {
    const { text } = ask('测评说我是艺术型，可是我画画很烂', AER);
    expect(opening(text)).toMatch(/艺术型得分高/);
    expect(text).toContain('测评量的是兴趣，不是水平。');
  });

  it('"为什么我的社会型这么低" says what the low score means, by the scores', () => {
    expect(ask('为什么我的社会型这么低', RIC).text).toContain('社会型得分低说明什么');
  });

  it('which of the three letters weighs most: the first, by how far it leads', () => {
    const { text } = ask('我的三个字母里哪个最重要', SEC);
    expect(text).toContain('### 你的兴趣代码 SEC 是怎么来的');
    expect(text).toMatch(/顺序上：第一个字母最重要，社会型比企业型高 13 分/);
  });

  it('whether the result suits the civil service gets a verdict on that road', () => {
    expect(ask('我这个测评结果适合考公吗', IAR).text).toMatch(
      /\*\*就兴趣而言，考公、进体制内和你的兴趣代码 IAR 不太契合。\*\*/,
    );
    expect(ask('我这个测评结果适合考公吗', profileFor(['C', 'S', 'E', 'I', 'A', 'R'])).text).toContain('比较契合');
  });
});
