import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';
import type { ChatProfile } from '../../src/providers/llm/llm.provider.js';

/*
 * Two exams or routes put in order or weighed (exam-order.ts, exam-facts.ts): the order comes from what each one is
 * and from what the asker says of themselves, never from which one was named first; with no major assumed.
 */
const kb = buildKnowledgeBase();
const ask = (question: string, profile: ChatProfile = noProfile) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile }).text;
const pick = (text: string) => /我更建议你(?:先考|选)([^*]+)\*\*/u.exec(text)?.[1] ?? '';
const withFacts = (...facts: string[]): ChatProfile => ({ ...noProfile, facts });

describe('two exams or routes put in order', () => {
  it('recommends the same one whichever was named first', () => {
    for (const [q, swapped, first] of [
      ['CPA和CFA先考哪个', 'CFA和CPA先考哪个', 'CPA'],
      ['先考教资还是先考研', '先考研还是先考教资', '教资'],
      ['公务员和事业编报哪个', '事业编和公务员报哪个好', '公务员'],
      ['雅思和托福先准备哪个', '托福和雅思先准备哪个', '雅思'],
      ['三支一扶和西部计划选哪个', '西部计划和三支一扶选哪个', '三支一扶'],
      ['法考和考研先考哪个', '考研和法考哪个先', '法考'],
      ['税务师和CPA先考哪个', 'CPA和税务师先考哪个', 'CPA'],
    ] as const) {
      expect(pick(ask(q)), q).toBe(first);
      expect(pick(ask(swapped)), swapped).toBe(first);
    }
  });

  it('gives the deciding criteria as conditions for each side, and the facts of both', () => {
    const text = ask('CFA和CPA先考哪个');
    const how = /怎么定：[^\n]*/u.exec(text)?.[0] ?? '';
    expect(how).toMatch(/如果你[^；]*投研[^；]*先考CFA/u);
    expect(how).toMatch(/如果你[^；]*审计[^；]*先考CPA/u);
    const facts = /两边各是什么：[^\n]*/u.exec(text)?.[0] ?? '';
    expect(facts).toMatch(/CPA[^；]*8 月/u);
    expect(facts).toMatch(/CFA[^；]*英文/u);
  });

  it('lets what the asker says of themselves decide, from the question or the profile', () => {
    expect(pick(ask('CPA和CFA先考哪个，我以后想做投研'))).toBe('CFA');
    expect(pick(ask('CFA和CPA先考哪个，我想进事务所'))).toBe('CPA');
    expect(pick(ask('三支一扶和西部计划选哪个，我之后想考研'))).toBe('西部计划');
    expect(pick(ask('先考教资还是先考研', withFacts('专业：金融学')))).toBe('教资');
    expect(ask('公务员和事业编报哪个', withFacts('专业：护理学'))).toMatch(/我更建议你选事业编/u);
    // A major and a stage said in the question are not asked for again.
    const said = ask('一建和二建先考哪个？我是土木专业刚毕业');
    expect(said).toMatch(/你学的是土木/u);
    expect(said).not.toMatch(/你还没说专业/u);
  });

  it("reads 考公和考事业编 as the two exams, not as a teacher's 编制", () => {
    const text = ask('考公和考事业编哪个更容易上岸');
    expect(text).toMatch(/事业单位考试/u);
    expect(text).not.toMatch(/私立学校|教编/u);
  });

  it('puts the lower level of one road first', () => {
    expect(ask('四级和六级先考哪个')).toMatch(/我更建议你先考四级/u);
    expect(ask('中级会计和初级会计先考哪个')).toMatch(/我更建议你先考初级会计/u);
    expect(ask('CPA和初级会计先考哪个')).toMatch(/我更建议你先考初级会计/u);
  });

  it('names no first for two exams it knows nothing of, and says so the same way in either order', () => {
    for (const q of [
      '先考CATTI还是先考专八',
      '专八和CATTI先考哪个',
      '基金从业和证券从业先考哪个',
      '证券从业和基金从业先考哪个',
    ]) {
      const text = ask(q);
      expect(text, q).not.toMatch(/我更建议你先考/u);
      expect(text, q).toMatch(/没有固定的先后：能报的先考/u);
      expect(text, q).toMatch(/背景会改变先后/u);
    }
    expect(ask('专八和CATTI先考哪个，我工作三年了')).toMatch(/按你说的情况排/u);
  });

  it('leaves a choice of worth, not of order, between exams it does not know to the usual weighing', () => {
    expect(ask('CMA和PMP哪个含金量高')).not.toMatch(/背景会改变先后/u);
  });
});
