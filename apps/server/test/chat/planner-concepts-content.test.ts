import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from './planner-profiles.js';

/*
 * The concepts a counsellor names for common questions, which answers used to leave out: each question reaches the
 * entry written for its sub-case, and the entry says the key points. Questions written for these tests.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('升学与考试', () => {
  it('a near miss weighing 二战 hears of 调剂', () => {
    expect(ask('一战差了十来分没上线，家里条件一般，要不要二战').text).toContain('调剂');
  });

  it('保研没保上 in September gets its own case: time left, a lower target, a fallback job', () => {
    const { thinking, text } = ask('推免没成功，大四九月了现在开始考研来得及吗');
    expect(thinking).toContain('保研没保上，转考研还来得及吗');
    expect(text).toMatch(/三个月/);
    expect(text).toMatch(/秋招|春招/);
  });

  it('quitting to prepare 考公 full time weighs money, time and the strain', () => {
    const { thinking, text } = ask('省考没进面，想辞职在家考公，靠谱吗');
    expect(thinking).toContain('要不要辞职全职备考考公');
    expect(text).toMatch(/生活费/);
    expect(text).toMatch(/心理压力|期限/);
  });
});

describe('简历与面试', () => {
  it('a résumé with only clubs is written STAR-style against the job description', () => {
    const { thinking, text } = ask('简历上没什么东西可写，只有学生会和一次支教，怎么办');
    expect(thinking).toContain('没有实习经历的简历怎么写');
    expect(text).toMatch(/STAR/);
    expect(text).toMatch(/JD/);
  });

  it('a shy candidate for 群面 is told to practise; a coding interview names LeetCode', () => {
    expect(ask('无领导小组讨论我总是插不进去话，不敢开口').text).toMatch(/模拟/);
    expect(ask('下周技术面，面的是go开发，怎么准备').text).toMatch(/LeetCode|力扣/);
  });

  it('told to wait for news after an interview, the asker hears how to follow up', () => {
    const { thinking } = ask('终面完HR让回去等通知，十天了都没消息');
    expect(thinking).toContain('面试后一直没消息');
  });
});

describe('跳槽与offer', () => {
  it('the expected pay when changing jobs is set by the raise and the market rate', () => {
    const { text } = ask('跳槽时HR问期望薪资，现在月薪12k，报多少');
    expect(text).toContain('涨幅');
    expect(text).toMatch(/行情/);
  });

  it('resigning before the background check is done is advised against', () => {
    const { thinking, text } = ask('新公司背调还没做完，可以先提离职吗');
    expect(thinking).toContain('背景调查');
    expect(text).toMatch(/先别急着提离职/);
  });

  it('a PUA boss is not the case of a boss one is grateful to', () => {
    const { thinking, text } = ask('领导很pua，想跳槽但是怕简历不好看');
    expect(thinking).not.toContain('领导对我很好');
    expect(text).toMatch(/骑驴找马|找好下家/);
  });
});

describe('实习', () => {
  it('an internship is signed with an internship agreement, not 三方', () => {
    expect(ask('实习要签三方吗，学校要实习证明').text).toContain('实习协议');
  });

  it("'导师不同意' reaches the advisor case, which says when most advisors let students go", () => {
    const { thinking, text } = ask('研一想去实习，导师不同意怎么办');
    expect(thinking).toContain('导师不让去实习');
    expect(text).toMatch(/研二暑假/);
  });

  it('an internship clashing with 秋招 weighs the return offer', () => {
    const { text } = ask('暑期实习和秋招笔试冲突了，要不要提前结束实习');
    expect(text).toMatch(/转正|留用/);
    expect(text).toContain('秋招');
  });
});

describe('said in other words, reaching the entry written for it', () => {
  it('how much a job change raises pay, and a flood of applications without one interview', () => {
    expect(ask('干了三年工资没怎么动，跳槽能涨多少').thinking).toContain('社招谈薪与跳槽涨幅');
    expect(ask('简历投了一百多份，一个面试邀请都没有').thinking).toContain('投了很多简历没回音');
  });

  it('a first-year weighing a summer internship against certificates hears how the two fit', () => {
    const { thinking, text } = ask('大一暑假有必要找实习吗，还是去考证');
    expect(thinking).toContain('大一大二要不要实习');
    expect(text).toMatch(/证书只是门槛/);
  });

  it('a bank interview names dress and manners', () => {
    expect(ask('农行面试要注意什么').text).toMatch(/正装/);
  });
});
