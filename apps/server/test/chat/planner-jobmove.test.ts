import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { scopeOf } from '../../src/providers/llm/offline/scope.js';
import { noProfile } from './planner-profiles.js';

/*
 * Moving jobs and cities as people ask about them: a new employer pressing a start date against the old one's
 * handover, a child's schooling without the city's 户口, parents who need care, a background check of past pay, a
 * counter-offer, stock options. Each is answered with the facts and rules a counsellor names. Written for these tests,
 * apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const answer = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('moving jobs and cities', () => {
  it('a start date pressed against a handover: the notice period, its article, and agreeing on an earlier date', () => {
    const text = answer('新东家催我尽快入职，原公司说必须交接满一个月才放人，怎么处理');
    expect(text).toMatch(/三十日/u);
    expect(text).toMatch(/第三十七条/u);
    expect(text).toMatch(/协商/u);
  });

  it('schooling without 户口: 居住证, 社保 years and where the exams may be taken', () => {
    const text = answer('在深圳没户口，以后孩子上学怎么办');
    expect(text).toMatch(/居住证/u);
    expect(text).toMatch(/社保/u);
    expect(text).toMatch(/中考|高考/u);
  });

  it('parents who need care: what they need, a city nearer home, remote work', () => {
    const text = answer('爸妈年纪大了身体不好，我在北京上班要不要回去');
    expect(text).toMatch(/省会|新一线/u);
    expect(text).toMatch(/远程/u);
  });

  it('a background check of past pay names how it is verified', () => {
    expect(answer('背调会查之前的薪资吗，我谈薪时说多了')).toMatch(/流水|个税/u);
  });

  it('a counter-offer and options name what follows and how options vest', () => {
    expect(answer('提离职后领导说加薪挽留，接不接受')).toMatch(/信任/u);
    expect(answer('初创公司offer给期权，工资比现在低，去不去')).toMatch(/行权价|归属/u);
  });

  it('says the framing and costs of a decision of the options the asker named, so two askers do not get one line', () => {
    const text = answer('广州12k和老家8k选哪个，有点纠结');
    expect(text).toMatch(/你在广州和老家之间选：/u);
    expect(text).toMatch(/- 代价（广州）：/u);
  });

  it('a change into IT operations names its skills and certificates; one at 35 its savings and what carries over', () => {
    const ops = answer('在仓库干了四年想转行做运维，要准备啥');
    expect(ops).toMatch(/Linux/u);
    expect(ops).toMatch(/HCIA|RHCSA|CCNA/u);
    const late = answer('36了做客服想转行，35岁转行是不是没戏了');
    expect(late).toMatch(/积蓄/u);
    expect(late).toMatch(/可迁移/u);
  });

  it('moving city for a partner is where to work, answered; the relationship itself is still declined', () => {
    expect(scopeOf('女朋友在上海我在成都，要不要换个城市去她那边')).toBe('career');
    expect(answer('女朋友在上海我在成都，要不要换个城市去她那边')).toMatch(/上海/u);
    expect(scopeOf('女朋友生气了怎么哄')).toBe('off-topic');
  });
});
