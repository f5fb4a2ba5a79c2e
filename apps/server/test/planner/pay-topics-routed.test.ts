import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { noProfile } from '../chat/planner-profiles.js';
import { kb } from './conversation.js';

/*
 * Pay questions in everyday words reach the entry that answers them: overtime left unpaid is answered with the
 * lawful rates and where to claim them, a year-end bonus withdrawn with the bonus entry, asking an offer for more
 * with negotiation (not with unpaid wages, which '要…工资' loosely resembles). Written for these tests.
 */
const readAs = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).thinking;

describe('pay questions reach their entry', () => {
  it.each([
    ['天天加班到十点，公司从来没给加班费，怎么办', '加班费按几倍算'],
    ['领导让周末来加班，但是不给加班工资，合法吗', '加班费按几倍算'],
    ['入职时年终奖说好三个月，现在公司说今年不发年终奖了', '年终奖少发、没发'],
    ['收到offer了，想再多要点钱，怎么跟HR说', '谈薪'],
    ['HR说工资是固定的，这个还能谈吗', '谈薪'],
  ])('%s → %s', (question, entry) => {
    expect(readAs(question)).toContain(entry);
  });

  it('unpaid wages stay with the arrears entry', () => {
    expect(readAs('公司拖欠工资三个月了怎么办')).toContain('被拖欠工资');
  });
});
