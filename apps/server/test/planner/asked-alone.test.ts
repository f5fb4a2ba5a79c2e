import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readAlone } from '../../src/providers/llm/offline/understand.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A major or a job asked about alone (asked-alone.ts): where the major leads, in any everyday wording, or what the
 * job is, answered from its own entry, never from a neighbour's block its name or the ask's words reach.
 */
const kb = buildKnowledgeBase();
const read = (q: string) => readAlone(kb, q, noProfile);
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('a major asked where it leads', () => {
  it.each([
    '金融学专业毕业去向有哪些？',
    '法学专业的对口工作有哪些',
    '我学的是土木，毕业以后能做什么',
    '学金融的都去哪了',
  ])('%s: the major’s outlets, no decision beside them', (q) => {
    const r = read(q);
    expect(r.decision).toBeUndefined();
    expect(r.topic).toBeUndefined();
    expect(r.majors).toHaveLength(1);
    expect(ask(q)).toMatch(/### \S+的主要出路/u);
  });

  it('keeps an entry whose phrase says more than the name and the ask', () => {
    expect(read('女生学土木好找工作吗？').decision?.id).toBe('construction-site');
    expect(read('学医后悔了，还有什么出路').decision?.id).toBe('medic-leave-medicine');
    expect(read('计算机专业对口还是高薪').decision?.id).toBe('choose-offer');
  });

  it('hears what a thing is ("是干什么的") as no question of where a major leads', () => {
    // The job has a card of its own now: its 临床 is the job's, so no major's outlets answer for it.
    const r = read('临床监查员CRA是干什么的');
    expect(r.majors).toEqual([]);
    expect(r.roles.map((x) => x.id)).toEqual(['clinical-research-associate']);
  });
});

describe('a job asked what it is', () => {
  it('answers 医药代表 from its own card, not a medical student’s roads', () => {
    const r = read('医药代表是干什么的？');
    expect(r.roles.map((x) => x.name)).toEqual(['医药代表']);
    expect(r.decision).toBeUndefined();
    const text = ask('医药代表是干什么的？');
    expect(text).toMatch(/### 医药代表/u);
    expect(text).not.toMatch(/医学生转去药企/u);
  });

  it('reads a specific title over the generic word inside it', () => {
    expect(read('银行客户经理每天都做些什么').roles.map((x) => x.name)).toEqual(['银行客户经理']);
    expect(read('理财经理每天干嘛').roles.map((x) => x.name)).toEqual(['银行客户经理']);
  });

  it('leaves whether to take a job to the entries that weigh it', () => {
    expect(read('销售能干吗').decision?.id).toBe('sales-job');
    expect(read('管培生值得去吗').decision?.id).toBe('management-trainee');
  });
});
