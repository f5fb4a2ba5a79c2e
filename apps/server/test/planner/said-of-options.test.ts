import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readChoice } from '../../src/providers/llm/offline/choice-read.js';
import { saidOfOptions } from '../../src/providers/llm/offline/said-of-options.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * What the asker says of each option ('外企钱多但不稳定，国企稳定钱少') is read per option (said-of-options.ts), apart
 * from what they want ('我更在意稳定'); the position follows the options' sides that their wants fall on, and says
 * what they would trade.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;
const position = (text: string) => /\*\*(?:在.+?和.+?之间，)?我更建议你选[^\n]*/u.exec(text)?.[0] ?? '';

describe('what is said of each option', () => {
  it('pins each side to the option its clause is about, negations and 但/而/却 included', () => {
    const { sides, wants } = saidOfOptions('外企钱多但不稳定，国企稳定钱少，我更在意稳定', [['外企'], ['国企']]);
    expect(sides[0]!.map((s) => [s.side, s.sign])).toEqual([
      ['money', 1],
      ['stable', -1],
    ]);
    expect(sides[1]!.map((s) => [s.side, s.sign])).toEqual([
      ['money', -1],
      ['stable', 1],
    ]);
    expect(wants.map((w) => w.side)).toEqual(['stable']);
  });

  it('reads 一个…一个… in order, and a clause naming something new as not about the option before', () => {
    const { sides } = saidOfOptions('一个离家近但是加班多，一个离家远却不加班', [['甲'], ['乙']]);
    expect(sides.map((s) => s.map((x) => x.words))).toEqual([
      ['离家近', '加班'],
      ['离家远', '不加班'],
    ]);
    expect(saidOfOptions('大厂外包钱多，小公司正式员工钱少但稳定', [['外包'], ['正式岗']]).sides[0]).toHaveLength(1);
  });

  it('reads the two options from what each is said to bring, asked without 还是', () => {
    expect(readChoice('国企钱少而稳定，外企钱多而不稳定，我想多赚钱，怎么选')?.options).toEqual(['国企', '外企']);
  });
});

describe('the position on what was said of each option', () => {
  it('does not read a side said of one option as what the asker wants', () => {
    const line = position(ask('外企和国企的offer，外企钱多但不稳定，国企稳定钱少，怎么选'));
    expect(line).not.toMatch(/你提到了“稳定”/u);
    expect(line).toMatch(/外企钱多、不稳定/u);
    expect(line).toMatch(/如果你眼下更需要钱多，就选外企/u);
  });

  it('follows the asker’s want to the option said to have it, and says what they give up', () => {
    const money = position(ask('国企稳定但钱少，外企钱多却不稳定，我想多攒点钱，选哪个'));
    expect(money).toMatch(/我更建议你选外企.*要让出的是国企的稳定/u);
    expect(position(ask('上海的工作不稳定，苏州的工作稳定但薪资低一点，我更在意稳定，上海还是苏州'))).toMatch(
      /我更建议你选苏州/u,
    );
    expect(position(ask('大厂平台大但加班多，小公司轻松但学不到东西，我不想加班，怎么选'))).toMatch(/选小公司/u);
    // An age said as a figure is quoted by what it means: the answer states no number it cannot source.
    expect(position(ask('考公稳定但收入一般，去大厂收入高但有35岁危机，我比较怕被裁，考公还是大厂'))).toMatch(
      /我更建议你选考公.*大厂收入高、大龄危机/u,
    );
  });
});

describe('wants said in everyday words', () => {
  it('"想多陪陪家人" wants home, "想快点涨工资" wants money, "想升职" growth', () => {
    const wants = (q: string) => saidOfOptions(q, [['外企'], ['国企']]).wants.map((w) => w.side);
    expect(wants('外企钱多，国企离家近，我想多陪陪家人')).toEqual(['home']);
    expect(wants('外企钱多但不稳定，国企稳定钱少，我想快点涨工资')).toEqual(['money']);
    expect(wants('外企平台大，国企稳定，我想早点升职')).toEqual(['growth']);
  });

  it('the position follows them', () => {
    expect(position(ask('外企钱多但不稳定，国企稳定钱少，我想快点涨工资，怎么选'))).toContain('我更建议你选外企');
  });
});
