import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { payFigures } from '../../src/providers/llm/offline/pay.js';
import { readTarget } from '../../src/providers/llm/offline/triggers.js';
import { KeywordLibrary } from '../../src/modules/safety/keyword-library.js';
import { shippedKeywords } from '../../src/modules/safety/shipped-keywords.js';
import { noProfile } from './planner-profiles.js';

/*
 * Career changes into the newer fields (跨境电商, AI, UX, 法务, 新能源) and from the jobs written with them, and the
 * job moves around them (内部转岗, 副业试水, 培训班, 跳槽时间, 简历不实): each reaches the entry written for it and
 * its answer names what a counsellor would name. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const at = (question: string) => {
  const r = readTarget(kb, question);
  return `${r.decision?.id ?? r.topic?.id ?? ''}/${r.case?.id ?? ''}`;
};
const answer = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile })
    .text.split('\n')
    .slice(1)
    .join('\n');

describe('a change into a newer field', () => {
  it('is answered from the route in and from what the job left carries over', () => {
    const trade = answer('干了五年外贸跟单，想转行去做亚马逊运营，要准备什么');
    expect(trade).toContain('从外贸转跨境电商');
    expect(trade).toMatch(/Listing|选品/);
    const ai = answer('做后端开发六年了，想转大模型方向，需要补哪些');
    expect(ai).toMatch(/RAG|向量数据库/);
    const ux = answer('公众号运营做了三年，想转行做用户研究');
    expect(ux).toContain('从新媒体运营转UX');
    const legal = answer('在律所做了四年诉讼律师，想转去公司当法务');
    expect(legal).toContain('从律师转法务');
    expect(legal).toMatch(/非诉/);
    const energy = answer('电气工程师在传统电厂干了五年，想转去储能公司');
    expect(energy).toContain('从工程师转新能源');
  });

  it('reads the job left before a change said without its verb next to the target', () => {
    expect(answer('干了五年出纳，爸妈不让我转，但我想去做亚马逊运营')).toContain('从出纳转跨境电商');
    expect(answer('在工地做了三年施工员，想转去做光伏')).toContain('从房地产、建筑转新能源');
  });

  it('keeps the AI feared apart from the AI aimed at', () => {
    expect(answer('出纳干了两年想转行，听说出纳要被ai取代了')).not.toContain('AI 相关工作');
  });

  it('past 35, asked bare, is about age as much as the job left', () => {
    expect(at('43岁了在超市做店长，还能不能转行')).toBe('career-change-30/change-at-35');
  });
});

describe('a job move', () => {
  it('reaches the entry written for it', () => {
    expect(at('想申请内部转岗去数据组，需要先跟领导说吗')).toBe('internal-transfer/');
    expect(at('下班后想先做副业试水，看看能不能靠设计接单转行')).toBe('side-job-trial/');
    expect(at('想转行，朋友推荐了一个包就业的培训班，要不要报')).toBe('course-or-self-study/course-worth');
    expect(at('学了两个月UI，机构说开课了不给退费，还办了分期')).toBe('training-refund/');
    expect(at('之前简历上工作经历造假了，现在怎么补救')).toBe('resume-false-dates/');
    expect(at('外企还是民企好，两个offer差不多')).toBe('foreign-vs-private/');
    expect(at('换工作的话一年中什么时候跳槽最好')).toBe('hop-calendar/');
    expect(at('在事业单位待了五年，想辞职去民企')).toBe('leave-system/');
    expect(at('请假去面试被领导发现了，公司能因为这个辞退我吗')).toBe('caught-job-hunting/');
    // Two offers in hand are no case of having only one.
    expect(at('拿到两个offer了，一家国企一家私企，纠结')).not.toBe('choose-offer/only-offer-wait');
    expect(at('从会计转去做销售半年了，还是想回去做财务，晚不晚')).toBe('change-back/');
    expect(at('我想裸辞去学设计，家里人都反对，怎么说服他们')).toBe('parents-disagree/oppose-change');
  });

  it('about the psychologist certificate names that the national one is gone', () => {
    expect(answer('现在还能考心理咨询师证吗')).toMatch(/2017/);
  });
});

describe('money named with a figure', () => {
  it('is no pay when it is savings, a loan or a penalty', () => {
    expect(payFigures('存款只有3万，想裸辞')).toEqual([]);
    expect(payFigures('房贷每月6000，工资8000')).toHaveLength(1);
  });
});

describe('the safety library', () => {
  it('reads a change into AI as no homophone, and still catches the word spelt out', () => {
    const lib = new KeywordLibrary(shippedKeywords());
    expect(lib.match('想转行做AI产品经理')).toBeNull();
    expect(lib.match('做AI训练师有前途吗')).toBeNull();
    expect(lib.match('剪辑做了三年，想转去做AI视频生成')).toBeNull();
    expect(lib.match('想和你zuoai')).not.toBeNull();
  });
});
