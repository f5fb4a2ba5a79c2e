import { describe, expect, it } from 'vitest';
import { namedJobs, namesIn } from '../../src/providers/llm/offline/named.js';
import { chain, kb } from './conversation.js';

/*
 * Common engineering, office, media and hospitality jobs with cards of their own (career-roles.engineering.zh.json
 * and its neighbours): reached by the words people use for them, without taking the questions of the cards beside
 * them. Written for these tests, apart from the evals.
 */
const card = (q: string) => namedJobs(kb, q).roles[0]?.id;

describe('profession jobs named the way people say them', () => {
  it.each([
    ['淘宝运营要会什么', 'ecommerce-operations'],
    ['小红书运营和抖音运营哪个好做', 'new-media-operations'],
    ['STM32 单片机开发算嵌入式吗', 'embedded-hardware-engineer'],
    ['画PCB的硬件工程师累吗', 'embedded-hardware-engineer'],
    ['PLC工程师经常出差吗', 'electrical-engineer'],
    ['注册结构工程师好考吗', 'civil-structural-engineer'],
    ['一级注册建筑师报考条件', 'architect'],
    ['SRE 要值夜班吗', 'ops-engineer'],
    ['事务所审计忙季有多忙', 'auditor'],
    ['企业税务专员以后能干嘛', 'tax-specialist'],
    ['公司出纳每天都做什么', 'cashier'],
    ['采购工程师要懂技术吗', 'purchasing'],
    ['PMC 是什么岗位', 'supply-chain-planner'],
    ['空乘对身高有什么要求', 'flight-attendant'],
    ['酒店管培生值得去吗', 'hotel-management'],
    ['电商美工会被AI取代吗', 'graphic-designer'],
    ['剪辑师一天剪几条', 'video-editor'],
    ['药物合成研发要读博吗', 'chem-pharma-rd'],
    ['第三方检测的检测员有前途吗', 'lab-technician'],
  ])('%s: %s', (q, id) => {
    expect(card(q)).toBe(id);
  });

  it('leaves the neighbouring cards their own words', () => {
    expect(card('运营是做什么的')).toBe('operations');
    expect(card('内容运营累吗')).toBe('operations');
    expect(card('直播运营每天干嘛')).toBe('livestream-operations');
    expect(card('会计要考中级吗')).toBe('accountant');
    expect(card('机械结构工程师画什么图')).toBe('mechanical-engineer');
    expect(card('安全运维和渗透测试哪个好')).toBe('security-engineer');
    expect(card('酒店前台要倒班吗')).toBe('receptionist');
    expect(card('土建施工员天天在工地吗')).toBe('site-engineer');
    expect(card('质检员要站一天吗')).toBe('quality-inspector');
    expect(card('UI设计要学什么软件')).toBe('ui-designer');
  });

  it('answers what an auditor does with the audit work, not bookkeeping', () => {
    const [answer] = chain('审计是做什么的');
    expect(answer).toMatch(/函证|底稿/u);
  });
});

describe('a Latin name in a question', () => {
  const names = [{ key: 'ux' }, { key: 'gis' }, { key: 'sre' }];
  const keys = (text: string) => namesIn(text, names, (n: { key: string }) => n.key);

  it('is a word of its own, never part of a longer English word', () => {
    expect(keys('学了linux找什么工作')).toEqual([]);
    expect(keys('logistics 专业')).toEqual([]);
    expect(card('学了linux找什么工作')).toBeUndefined();
  });

  it('is still found beside Chinese, digits and spaces', () => {
    expect(keys('做UX设计')).toEqual(['ux']);
    expect(keys('学GIS的')).toEqual(['gis']);
    expect(keys('SRE 要值夜班吗')).toEqual(['sre']);
  });
});
