import { describe, expect, it } from 'vitest';
import { screenQuestion } from '../../src/modules/chat/screening.js';
import { shippedSafetyGate } from '../../src/modules/safety/index.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { redirectText, scopeOf } from '../../src/providers/llm/offline/scope.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Where scope.ts draws its line (questions written for these tests, apart from the evaluation sets): everyday asks
 * with no career in them get the short redirect, whatever entry their words would reach ('怎么追女生' is no 女生学土木
 * question); a person of the workplace asking or doing it keeps a question of love, drink or faith a question of
 * conduct at work, answered from its entry (topics.boundaries.zh.json and the triggers added in topics.sensitive).
 */
const kb = buildKnowledgeBase();
const gate = shippedSafetyGate();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('an everyday ask with no career in it', () => {
  const cases: Array<[string, RegExp]> = [
    ['国庆节去哪儿玩人少一点', /出游/],
    ['喜欢一个男生，怎么追男生', /感情/],
    ['家里的狗狗拉肚子了怎么办', /宠物/],
    ['世界上最长的河是哪条', /百科/],
    ['一个月怎么瘦身十斤', /减肥/],
    ['帮我取个好听的游戏名', /起名/],
  ];
  for (const [q, subject] of cases)
    it(`is redirected, naming what was asked: ${q}`, () => {
      expect(scopeOf(q)).toBe('off-topic');
      const text = redirectText(q, 'off-topic');
      expect(text).toMatch(subject);
      expect(text).toMatch(/职业规划/);
    });

  it('stays in scope beside a career word', () => {
    for (const q of [
      '想当宠物医生，要读什么专业',
      '女生适合做销售吗',
      '国庆去哪玩，还是在家准备秋招',
      '健身教练这个职业前景怎么样',
    ])
      expect(scopeOf(q), q).toBe('career');
  });
});

describe('love, drink or faith said of a person at work', () => {
  it('is in scope when HR, a boss or a team event is the one asking', () => {
    for (const q of ['面试官问我有没有女朋友怎么答', '领导老是问我男朋友的事', '团建要喝酒怎么推掉'])
      expect(scopeOf(q), q).toBe('career');
    expect(scopeOf('女朋友生气了怎么哄')).toBe('off-topic');
  });

  const cases: Array<{ q: string; entry: string; says: RegExp }> = [
    { q: '部门同事老打听我的私事，还问我谈没谈恋爱', entry: '同事、领导打听感情和私生活', says: /边界/ },
    { q: '上司跟我表白了，我没那个意思，以后还怎么共事', entry: '领导或同事追求、职场恋爱', says: /性骚扰|留痕/ },
    { q: '客户饭局上一直逼我喝酒，我酒精过敏', entry: '应酬喝酒、抽烟与职场', says: /拒绝|以茶代酒/ },
    { q: '我是穆斯林，每周要做礼拜，入职后怎么跟领导说', entry: '宗教信仰、少数民族与求职', says: /沟通|调休/ },
    { q: '复试要交一份个人陈述，写些什么', entry: '考研复试、保研和留学申请的个人陈述', says: /经历/ },
  ];
  for (const c of cases)
    it(`is answered from 「${c.entry}」: ${c.q}`, async () => {
      expect(await screenQuestion(gate, c.q)).toBeNull();
      const { text, thinking } = ask(c.q);
      expect(thinking).toContain(`「${c.entry}」`);
      expect(text).toMatch(c.says);
    });
});
