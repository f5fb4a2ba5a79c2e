import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from './planner-profiles.js';

/*
 * A student of a common major who rules out the obvious paths still gets several realistic ones, read against the
 * shipped majors. The questions are written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;
/** The outlets an answer lists: its numbered lines. */
const outlets = (text: string) => text.split('\n').filter((l) => /^\d+\. \*\*/.test(l));

/** The most studied undergraduate majors in China, by their ids. */
const MOST_STUDIED = [
  'computer-science',
  'software-engineering',
  'english',
  'accounting',
  'financial-management',
  'finance',
  'law',
  'chinese-language-literature',
  'mechanical-engineering',
  'electrical-engineering',
  'civil-engineering',
  'clinical-medicine',
  'nursing',
  'business-administration',
  'marketing',
  'human-resource-management',
  'international-trade',
  'e-commerce',
  'visual-communication-design',
  'environmental-design',
  'journalism',
  'advertising',
  'psychology',
  'mathematics',
  'physics',
  'chemistry',
  'biological-science',
  'preschool-education',
  'primary-education',
  'ideological-political-education',
  'japanese',
  'statistics',
  'economics',
  'public-administration',
  'social-work',
  'pharmacy',
  'automation',
  'communication-engineering',
  'electronic-information',
  'vehicle-engineering',
  'materials-science',
  'food-science',
  'environmental-engineering',
  'architecture',
  'logistics-management',
  'tourism-management',
  'hotel-management',
  'physical-education',
  'musicology',
  'fine-arts',
];

describe('the outlets of a common major', () => {
  it('number six to eight for each of the most studied majors, so ruling out two still leaves several', () => {
    const byId = new Map(kb.planner.majors.map((m) => [m.id, m]));
    const counts = MOST_STUDIED.map((id) => `${id}: ${byId.get(id)?.outlets.length ?? 0}`);
    expect(counts.filter((c) => !/: [678]$/.test(c))).toEqual([]);
  });

  const cases: Array<{ q: string; ruledOut: RegExp; left: RegExp }> = [
    {
      q: '英语专业毕业，不想做翻译，也不想当老师，有哪些工作可以找？',
      ruledOut: /翻译|老师|教师/,
      left: /外企|出海|会展|涉外/,
    },
    { q: '美术学毕业不想当老师，还有哪些方向？', ruledOut: /老师|教师/, left: /原画|文物修复|文创|插画/ },
    { q: '会计专业不想考公，除了做账还能去哪？', ruledOut: /考公|公务员/, left: /共享中心|业务财务|审计/ },
  ];
  for (const c of cases)
    it(`lists several without what was ruled out: ${c.q}`, () => {
      const lines = outlets(ask(c.q));
      expect(lines.length).toBeGreaterThanOrEqual(4);
      expect(lines.filter((l) => c.ruledOut.test(l))).toEqual([]);
      expect(lines.some((l) => c.left.test(l))).toBe(true);
    });
});
