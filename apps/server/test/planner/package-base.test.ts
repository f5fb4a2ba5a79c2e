import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { packageOrBase } from '../../src/providers/llm/offline/package-base.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Two offers differing in how their pay is made up: the higher monthly pay unless the bonus is assured, with the
 * reasons (contract, 公积金 and raises on the base) and when the package wins. Written for these tests, apart from the
 * evaluation sets.
 */
const kb = buildKnowledgeBase();
const answer = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('a package against a base', () => {
  it('takes the higher month’s pay, with when the package would win', () => {
    const text = answer('纠结两家公司：一家总包更高但主要靠年终，另一家月薪更高、总包少一些，怎么选');
    expect(text).toContain('**我更建议你选月薪高的那份**');
    expect(text).toMatch(/公积金/u);
    expect(text).toMatch(/什么情况下选总包高的/u);
  });

  it('an assured bonus turns it round', () => {
    const p = packageOrBase({ options: ['总包高', '月薪高'] }, '年终奖写进合同了，总包高和月薪高选哪个');
    expect(p?.position).toMatch(/^总包高的那份/u);
  });

  it('two offers not differing in that way are not this', () => {
    expect(packageOrBase({ options: ['国企', '外企'] }, '国企和外企选哪个')).toBeNull();
  });
});
