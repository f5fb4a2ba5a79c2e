import type { RiasecType } from '@lucina/contracts';
import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import type { ChatProfile } from '../../src/providers/llm/index.js';
import { contraryToCase } from '../../src/providers/llm/offline/case-contrary.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A position where the asker asks for one, with the reason their own words give: two letters level in the result and
 * a choice of fields (tie-choice.ts), a case written for a weakness the asker says they do not have
 * (case-contrary.ts), a stated dislike of what one road demands, 事业单位 against 国企, and 秋招 against 春招. The
 * same pick in either order. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string, profile = noProfile) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile }).text;
const picked = (text: string) =>
  /\*\*(?:在.+?和.+?之间，)?我更(?:建议你选|倾向)([^*：]+?)(?:（[^）]*）)?\*\*/u.exec(text)?.[1];

/** An asker with these percentages (the order follows them). */
function scored(percent: Record<RiasecType, number>): ChatProfile {
  const order = (Object.keys(percent) as RiasecType[]).sort((a, b) => percent[b] - percent[a]);
  return {
    ...noProfile,
    riasec: { hollandCode: order.slice(0, 3).join(''), order, percent, takenAt: '2026-11-01T00:00:00.000Z' },
  };
}

describe('two level letters and a choice of fields', () => {
  const rIc = scored({ R: 80, I: 80, C: 60, E: 50, A: 40, S: 30 });
  it('reads the two letters named as level, and lets the third letter break the tie in either order', () => {
    for (const q of ['现实型和研究型一样高，选工科还是理科', '研究型跟现实型差不多，理科还是工科'])
      expect(picked(ask(q, rIc)), q).toBe('工科');
  });

  it('says why from the scores and when the other side wins', () => {
    const text = ask('现实型和研究型一样高，选工科还是理科', rIc);
    expect(text).toMatch(/排第三的常规型（60%）在兴趣六边形上紧挨着现实型/u);
    expect(text).toMatch(/那就选理科/u);
  });

  it('leans the other way when the third letter sits beside the other one', () => {
    const iRa = scored({ R: 78, I: 78, A: 60, C: 50, E: 40, S: 30 });
    expect(picked(ask('研究型和现实型一样高，工科还是理科', iRa))).toBe('理科');
  });
});

describe('a case written for a weakness the asker does not have', () => {
  it('is not the asker’s case when they say the opposite', () => {
    expect(contraryToCase('英语不好能去外企吗', '英语很好想多赚点钱，外企还是国企')).toBe(true);
    expect(contraryToCase('英语不好能去外企吗', '我英语一般，外企还是国企')).toBe(false);
    expect(contraryToCase('担心外企裁员', '英语很好，外企还是国企')).toBe(false);
  });

  it('gives the position on what the asker said, not the case’s reason', () => {
    for (const q of ['英语很好想多赚点钱，外企还是国企', '想多赚点钱，英语也不错，国企还是外企']) {
      const text = ask(q);
      expect(picked(text), q).toBe('外企');
      expect(text, q).not.toMatch(/英语一般也可以/u);
    }
  });
});

describe('a stated dislike of what one road demands', () => {
  it('counts against that road', () => {
    for (const q of ['考研还是考公务员，我对学术没兴趣', '我对学术没什么兴趣，考公还是考研'])
      expect(picked(ask(q)), q).toMatch(/公务员|考公/u);
  });
});

describe('事业单位 against 国企', () => {
  it('names the real differences and takes a position with its condition, in either order', () => {
    for (const q of ['事业单位和国企哪个好', '国企还是事业单位好']) {
      const text = ask(q);
      expect(picked(text), q).toBe('事业单位');
      expect(text, q).toMatch(/编制/u);
      expect(text, q).toMatch(/如果你更在意收入增长/u);
      expect(text, q).not.toMatch(/两边换来的是同一样东西/u);
    }
  });

  it('leans to 国企 for the asker who wants a higher income ceiling', () => {
    const text = ask('我想多赚点钱，事业编和国企怎么选');
    expect(picked(text)).toBe('国企');
    expect(text).toMatch(/绩效考核带来的收入浮动/u);
  });
});

describe('秋招 against 春招', () => {
  it('takes the position the topic writes, in either order', () => {
    for (const q of ['春招跟秋招哪个更值得投入', '秋招和春招哪个更值得投入']) {
      const text = ask(q);
      expect(picked(text), q).toBe('秋招');
      expect(text, q).toMatch(/(?:错过|失利)[^。]*春招[^。]*值得/u);
    }
  });
});
