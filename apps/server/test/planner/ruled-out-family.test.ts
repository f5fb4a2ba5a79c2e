import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { noProfile } from '../chat/planner-profiles.js';
import { chain, kb } from './conversation.js';

/*
 * What the asker rules out is a family of work, not a word (ruled-out.ts): '不考虑体制内' drops the posts with 编制
 * and 选调 as well as 公务员, '不想做销售' drops an outlet whose job is a sales card, '不想考公' drops the major's
 * state-sector posts whatever their words, and a road said no to is not the one a 'how do I prepare' follow-up takes.
 * Written for these tests, apart from the evaluation sets.
 */
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;
/** The bold outlet names of a major's list. */
const outlets = (text: string) => [...text.matchAll(/^\d+\. \*\*([^*]+)\*\*/gmu)].map((m) => m[1]!);

describe('a family ruled out', () => {
  it('"不考虑体制内" drops the state posts of every kind, 事业编 and 选调 too', () => {
    for (const q of ['我学法学的，不考虑体制内，毕业能做什么？', '行政管理专业，不想进体制内，能做什么工作？']) {
      const text = ask(q);
      expect(outlets(text).length, q).toBeGreaterThan(0);
      expect(text, q).not.toMatch(/事业编|事业单位|选调|公务员/u);
    }
  });

  it('"不想做销售" drops an outlet whose linked job is a sales card, though its own words do not say 销售', () => {
    const text = ask('我不想做销售，学国际贸易的有什么方向？');
    expect(outlets(text).length).toBeGreaterThan(0);
    expect(outlets(text).join('、')).not.toMatch(/业务员/u);
    expect(text).not.toMatch(/销售代表/u);
  });

  it('"不想考公" leaves out the major\'s state-sector posts, even where their words name no 考公', () => {
    const text = ask('我会计专业，家里让我考公但我不想考公，想去企业。');
    expect(text).not.toMatch(/审计局|税务局|财政局/u);
  });

  it('a follow-up listing more of the major keeps the family out', () => {
    const [, second] = chain('我不想考公，也不想去体制内，学的是行政管理。', '那我毕业能做什么？');
    expect(second).not.toMatch(/选调|事业编|事业单位|公务员/u);
  });

  it('"那我现在应该准备什么" after saying no to 考公 does not prepare for 考公', () => {
    const [, second] = chain('我会计专业，家里让我考公但我不想考公，想去企业。', '那我现在大三应该准备什么？');
    expect(second).not.toMatch(/行测|申论|职位表/u);
  });

  it('a topic answered for someone who said no to 考公 cites no 考公 source and warns of no 考公 pitfall', () => {
    const [, second] = chain('我会计专业，家里让我考公但我不想考公，想去企业。', '那我现在大三应该准备什么？');
    expect(second).not.toMatch(/公务员|国考/u);
  });
});
