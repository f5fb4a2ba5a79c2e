import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A position taken when the asker said nothing that decides it (decision-position.ts, pickOption): it rests on the
 * road that keeps the other open or on the decision's usual position, said as such, never on one option's
 * condition passed off as the common case.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;
const position = (text: string) => /\*\*(?:在.+?和.+?之间，)?我更建议你选[^\n]*/u.exec(text)?.[0] ?? '';

describe('a position with nothing said that decides it', () => {
  it('takes the road that keeps the other open, and says what would overturn it', () => {
    const line = position(ask('要不要裸辞'));
    expect(line).toMatch(/我更建议你选骑驴找马/u);
    expect(line).toMatch(/多数情况下.*除非工作已严重影响身心健康/u);
    expect(position(ask('毕业了要不要创业'))).toMatch(/我更建议你选先就业.*除非/u);
  });

  it('does not pass one option’s condition off as the common case', () => {
    for (const q of ['要不要裸辞', '考研还是就业，好纠结', '国企还是外企', '外包岗要不要去'])
      expect(position(ask(q))).not.toMatch(/最常见的情形|时，\S+更划算。$/u);
  });

  it('reads a usual position that first names an option to set it aside as speaking for the other', () => {
    // '没有非读研不可的目标时，多数情况下先就业': 读研 is named first, but not for it.
    expect(position(ask('考研还是就业，好纠结'))).toMatch(/我更建议你选就业.*多数情况下先就业/u);
  });

  it('says a choice with no safer side and no usual position depends on what the asker has not said yet', () => {
    expect(position(ask('外企还是民企'))).toMatch(/没有一定的高下.*告诉我你的情况/u);
  });

  it('takes the decision’s usual position where a counsellor has one, with when the other wins', () => {
    expect(position(ask('国企还是外企'))).toMatch(/我更建议你选国企.*如果.*外企/u);
    expect(position(ask('外企和国企哪个好'))).toMatch(/我更建议你选国企/u);
  });
});

describe('a circumstance said with an intensifier', () => {
  it('is read like the plain one: no interest in research at all decides for work', () => {
    // '完全没兴趣', '根本不感兴趣' say 研究兴趣一般 all the more; a case's lean about advisors does not outweigh it.
    for (const q of [
      '对科研完全没兴趣，导师让我读博，读博还是工作',
      '研究生快毕业了，对科研根本不感兴趣，读博还是工作',
    ])
      expect(position(ask(q))).toMatch(/我更建议你选工作.*研究兴趣一般/u);
  });
});
