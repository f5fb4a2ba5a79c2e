import { describe, expect, it } from 'vitest';
import { readChoice } from '../../src/providers/llm/offline/choice.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { paysMore, pricedOptions } from '../../src/providers/llm/offline/priced-options.js';
import { noProfile } from './planner-profiles.js';

/*
 * Offers weighed by their pay, each named by the words before its figure ('外企朝九晚六12k，私企996给18k'): the two
 * options are read without 还是, weighed by what each pays a year and an hour, and the answer takes a position. Written
 * for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const answer = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('options said with their pay', () => {
  it('names each by the words before its figure, without its schedule or praise', () => {
    expect(readChoice('外企朝九晚六12k，私企996给18k，选哪个？')?.options).toEqual(['外企', '私企']);
    expect(readChoice('美团offer 28k*16和央企13k*14，刚毕业，怎么选')?.options).toEqual(['美团', '央企']);
    expect(readChoice('医院行政5k稳定，药企销售9k不稳定，求建议')?.options).toEqual(['医院行政', '药企销售']);
    expect(readChoice('事业单位3.8k和民营公司7k加提成，家里让去事业单位')?.options).toEqual(['事业单位', '民营公司']);
    // Where the offer was got and the getting of it ('在杭州拿了', '拿到了一个') are no part of its name.
    expect(readChoice('在杭州拿了12k的offer，在老家武汉拿了8k，选哪个')?.options).toEqual(['杭州', '老家武汉']);
    expect(readChoice('上海拿到了一个15k，成都拿到了10k，去哪')?.options).toEqual(['上海', '成都']);
  });

  it('is not read for one job over time, nor for three offers', () => {
    expect(pricedOptions('之前8k现在12k，要不要跳')).toBeNull();
    expect(pricedOptions('三个offer：小米武汉16k、网易杭州20k、电网长沙9k，求分析')).toBeNull();
    expect(pricedOptions('税前20k和税后15k哪个多')).toBeNull();
  });

  it('weighs a year by the months paid and an hour by the schedule', () => {
    const year = pricedOptions('美团offer 28k*16和央企13k*14，怎么选')!;
    expect(year.map((o) => o.year)).toEqual([448000, 182000]);
    expect(paysMore(year)).toEqual({ at: 0, reversed: false });
    const hours = pricedOptions('外企朝九晚六12k，私企996给18k，选哪个？')!;
    expect(paysMore(hours)).toEqual({ at: 0, reversed: true });
  });

  it('takes a position, pointing to the better pay per hour when the bigger figure buys only longer days', () => {
    expect(answer('外企朝九晚六12k，私企996给18k，选哪个？')).toMatch(/我更建议你选外企\*\*。.*每小时约.*搭上身体/u);
    expect(answer('医院行政5k稳定，药企销售9k不稳定，求建议')).toMatch(/我更建议你选(医院行政|药企销售)/u);
  });

  it('says what to ask of pay that depends on results', () => {
    expect(answer('事业单位3.8k和民营公司7k加提成，家里让去事业单位')).toMatch(/民营公司那份收入里有提成：问清底薪/u);
  });

  it('weighs three offers two at a time and takes one position among them', () => {
    const text = answer('手上三个offer：小米武汉16k、网易杭州20k、电网长沙9k，求建议');
    expect(text).toMatch(/在小米武汉、网易杭州、电网长沙之间，我更建议你选(小米武汉|网易杭州|电网长沙)\*\*/u);
    expect(text.match(/我更建议你选/gu)).toHaveLength(1);
    expect(text).toMatch(/电网长沙：按 12 个月算，一年税前约 10\.8万元；长沙算常说的/u);
    expect(answer('三个offer：小米武汉16k、网易杭州20k、电网长沙9k，家里希望我稳定一点')).toMatch(
      /我更建议你选电网长沙\*\*。你提到了“稳定/u,
    );
  });
});
