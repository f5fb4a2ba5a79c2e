import { describe, expect, it } from 'vitest';
import { movesPart } from '../../src/providers/llm/offline/moves.js';
import { namedJobs } from '../../src/providers/llm/offline/named.js';
import { chain, kb } from './conversation.js';

/*
 * Common service and site jobs with cards of their own (career-roles.services.zh.json): reached by the words people
 * use for them, without taking the questions of the cards beside them. Written for these tests, apart from the evals.
 */
const card = (q: string) => namedJobs(kb, q).roles[0]?.id;

describe('service and site jobs named the way people say them', () => {
  it.each([
    ['链家的房产经纪人收入怎么样', 'real-estate-agent'],
    ['柜员会被智能柜台取代吗', 'bank-teller'],
    ['做监理要常驻工地吗', 'construction-supervisor'],
    ['学前教育毕业当幼师好吗', 'kindergarten-teacher'],
    ['协警能转成正式民警吗', 'auxiliary-police'],
    ['想考执业药师，报名要什么条件', 'pharmacy-staff'],
    ['预算员和造价工程师是一回事吗', 'cost-estimator'],
    ['健身私教一个月能上多少课', 'fitness-coach'],
    ['保险公司核保员要学医吗', 'insurance-back-office'],
    ['直播场控每天做什么', 'livestream-operations'],
    ['菜鸟驿站的工作累不累', 'warehouse-logistics'],
    ['公司前台有没有前途', 'receptionist'],
    ['社工站的工作稳定吗', 'social-worker'],
    ['ERP实施顾问出差多吗', 'implementation-engineer'],
    ['补习班老师要教资吗', 'tutoring-teacher'],
  ])('%s: %s', (q, id) => {
    expect(card(q)).toBe(id);
  });

  it('leaves the neighbouring cards their own words', () => {
    expect(card('小学老师要考教师编吗')).toBe('teacher');
    expect(card('禁毒社工是做什么的')).toBe('anti-drug-social-worker');
    expect(card('想当刑警需要什么条件')).toBe('police-officer');
    expect(card('银行客户经理压力大吗')).toBe('bank-account-manager');
    expect(card('带货主播怎么起号')).toBe('streamer');
  });

  it('answers a kindergarten teacher leaving with where kindergarten teachers go, not school teachers', () => {
    const [answer] = chain('当了两年幼师，不想干了，可以转什么');
    expect(answer).toMatch(/早教|托育/u);
  });
});

describe('the moves of a card', () => {
  it('end on one full stop, whether the card wrote one or not', () => {
    const role = kb.roles.find((r) => r.id === 'bank-teller')!;
    const withStop = {
      ...role,
      moves: [
        { to: '客户经理', why: '熟悉客户。' },
        { to: '运营', why: '熟悉流程' },
      ],
    };
    const lines = movesPart(withStop, [])!.lines;
    expect(lines).toEqual(['1. **客户经理**：熟悉客户。', '2. **运营**：熟悉流程。']);
  });
});
