import { describe, expect, it } from 'vitest';
import { readChoice } from '../../src/providers/llm/offline/choice-read.js';
import { signOrWait } from '../../src/providers/llm/offline/sign-or-wait.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { fearChoice } from '../../src/providers/llm/offline/fear-choice.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { monthsWeigh } from '../../src/providers/llm/offline/months-weigh.js';
import { packageAgainstBase } from '../../src/providers/llm/offline/package-figures.js';
import { monthsAfter } from '../../src/providers/llm/offline/pay-months.js';
import { payFigures } from '../../src/providers/llm/offline/pay.js';
import { familyChoice } from '../../src/providers/llm/offline/wishes.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Choices read right and weighed right: each offer's own months, the family's wish said after the asker's own,
 * '一家…另一家' and lettered offers, a package against a base said in figures, and a move weighed against the fear
 * holding it back. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const answer = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('each pay figure keeps its own months', () => {
  it('reads the months said after each figure, not the first for both', () => {
    const f = payFigures('甲offer月薪16k 14薪，乙offer月薪19k 12薪，怎么选');
    expect(f.map((x) => [x.amount, x.months])).toEqual([
      [16000, 14],
      [19000, 12],
    ]);
  });

  it('a year-end bonus in months is that many on top of twelve; months before all figures are every one’s', () => {
    expect(monthsAfter('，年终奖3个月')).toBe(15);
    expect(monthsAfter('，两个月年终')).toBe(14);
    expect(payFigures('都是14薪，一个17k一个21k').map((x) => x.months)).toEqual([14, 14]);
  });

  it('does not read the months as the tail of the figure', () => {
    expect(payFigures('月薪16k15薪').map((x) => x.amount)).toEqual([16000]);
    expect(payFigures('月薪11k十四薪').map((x) => [x.amount, x.months])).toEqual([[11000, 14]]);
  });
});

describe('two offers paying different months a year', () => {
  it('takes the higher month’s pay when the other wins only by its bonus months', () => {
    const p = monthsWeigh('一个月薪1.6w发16薪，一个月薪2w发13薪，选哪个', null);
    expect(p?.part.lines[0]).toMatch(/我更建议你选月薪2w（13薪）那份/u);
  });

  it('takes the one paying clearly more a year even with its extra months at half', () => {
    const p = monthsWeigh('国企月薪1万，12薪；外企月薪9k，18薪，怎么选', null);
    expect(p?.position).toMatch(/^外企/u);
  });

  it('names the offers without the word base, each computed at its own months', () => {
    const text = answer('C公司base 16k 16薪，D公司base 20k 13薪，选哪个');
    expect(text).toMatch(/我更建议你选D公司\*\*/u);
    expect(text).not.toMatch(/选[CD]公司base/u);
    expect(text).toContain('20k×13 = 26万');
  });

  it('the same months on both sides are not this', () => {
    expect(monthsWeigh('一个18k一个20k，都是13薪，选哪个', null)).toBeNull();
  });
});

describe('the family’s wish said after the asker’s own', () => {
  it('reads both roads', () => {
    expect(familyChoice('我想做游戏策划，但我妈让我考教资')?.options).toEqual(['考教资', '游戏策划']);
    expect(familyChoice('自己想出国读书，可是家里希望我早点上班')?.options).toEqual(['早点上班', '出国读书']);
  });

  it('reads a family that agrees as no choice', () => {
    expect(familyChoice('我想考研，家里也支持，该怎么准备')).toBeNull();
  });
});

describe('two offers said with 一家 and with letters', () => {
  it('reads 一家…另一家 and 甲单位…乙单位', () => {
    expect(readChoice('一家做测试，另一家做前端，怎么选')?.options).toEqual(['测试', '前端']);
    expect(readChoice('甲单位是国企，乙单位是外企但加班多，怎么选')?.options).toEqual(['国企', '外企']);
  });
});

describe('a package against a base said in figures', () => {
  it('sees the larger package with the smaller fixed pay', () => {
    expect(packageAgainstBase('一个年包40w但固定工资只有18k，一个固定工资25k年包36w')).toBe(true);
    expect(packageAgainstBase('一个年包30w月薪20k，一个年包35w月薪25k')).toBe(false);
  });

  it('takes the fixed pay', () => {
    expect(answer('一个年包40w但固定工资只有18k，一个固定工资25k年包36w，选哪个')).toContain(
      '**我更建议你选月薪高的那份**',
    );
  });
});

describe('a move weighed against the fear holding it back', () => {
  it('goes when the fear is the internship certificate', () => {
    expect(fearChoice('实习一个月全是打杂，想离开又担心不给开证明')?.position).toMatch(/^离开/u);
  });

  it('waits for the next job when the fear is finding none', () => {
    expect(fearChoice('想离职，但怕离职了没工作')?.position).toMatch(/^先别离职/u);
  });

  it('a fear it does not know is left to the general reading', () => {
    expect(fearChoice('想转行又怕家里不同意')).toBeNull();
  });
});

describe('the offer in hand against one still pending', () => {
  it('signs the one in hand as a floor, with what breaking it costs', () => {
    const p = signOrWait('银行的offer下周截止，外企那边还没出结果，要不要先签银行');
    expect(p?.position).toMatch(/^先签银行保底/u);
    expect(p?.part.lines.join('')).toMatch(/违约金/u);
  });

  it('nothing pending is not this', () => {
    expect(signOrWait('要不要签这家公司的offer')).toBeNull();
  });
});
