import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChatProfile } from '../../src/providers/llm/index.js';
import { listedItems, pointedItem } from '../../src/providers/llm/offline/dialogue.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { understand } from '../../src/providers/llm/offline/thread.js';

const kb = buildKnowledgeBase({ plannerDir: path.join(import.meta.dirname, 'fixtures/planner') });
const noProfile: ChatProfile = { riasec: null, workTag: '', layoutTag: '', facts: [] };
const read = (question: string, previousQuestions: string[] = [], previousAnswer = '', profile = noProfile) =>
  understand(kb, { question, previousQuestions, previousAnswer, profile });

describe('reading a question: intent and slots', () => {
  it('finds the decision and the case its phrases point at', () => {
    const r = read('考研差几分没上线，该不该二战？');
    expect(r.decision?.id).toBe('kaoyan-or-job');
    expect(r.case?.id).toBe('second-try');
    expect(r.topic).toBeUndefined();
  });

  it('reads two named options as a choice, but one option name alone points nowhere', () => {
    expect(read('读研和直接工作哪个好？').options.map((o) => o.name)).toEqual(['考研', '就业']);
    expect(read('找工作难不难？').decision).toBeUndefined();
  });

  it('asking whether is not saying no, and spaces typed between Chinese and Latin letters or digits do not hide a phrase', () => {
    expect(read('考研没过，要不要二战？').case?.id).toBe('second-try');
    expect(read('我也不知道要不要二战').case?.id).toBe('second-try');
    expect(read('考研 二战 值得吗').case?.id).toBe('second-try');
    expect(read('我不想二战了，还能做什么？').case).toBeUndefined();
  });

  it('finds a phrase written with a few words inserted, when nothing matches as written', () => {
    expect(read('我到底要不要去考研？').decision?.id).toBe('kaoyan-or-job');
    expect(read('要不要现在就考研？').decision?.id).toBe('kaoyan-or-job');
    // Too far apart, across a clause, or negated: no.
    expect(read('要不要先去北京闯几年再考研？').decision).toBeUndefined();
    expect(read('要不要换个城市，考研的事以后再说').decision).toBeUndefined();
    expect(read('我不要再去考研了').decision).toBeUndefined();
    // A phrase as written wins: the loose reading is only a fallback.
    expect(read('群面之前要不要先考研').topic?.id).toBe('group-interview');
  });

  it('a negated phrase is a constraint, not the subject', () => {
    const r = read('我不想考研，机械专业还能做什么？');
    expect(r.decision).toBeUndefined();
    expect(r.slots.avoid).toContain('考研');
    expect(r.majors.map((m) => m.id)).toEqual(['mech']);
  });

  it('each thing ruled out is a constraint of its own, and a verb left over is none', () => {
    expect(read('学日语的，不想当翻译也不想当老师，还能干嘛').slots.avoid).toEqual(['翻译', '老师']);
    expect(read('除了销售和客服还能做什么').slots.avoid).toEqual(['销售', '客服']);
    expect(read('除了编程还能做什么').slots.avoid).toEqual(['编程']);
    expect(read('学机械的，销售和客服都不想做，还能干嘛').slots.avoid).toEqual(['销售', '客服']);
  });

  it('a subject the asker is weak in is not a major they ask about', () => {
    const majors = (q: string) => read(q).majors.map((m) => m.name);
    expect(majors('机械很差，还能去做什么')).toEqual([]);
    expect(majors('学机械的还能去做什么')).toEqual(['机械设计制造及其自动化']);
  });

  it('takes stage, age, cities, grades and the asker’s own major from the question and the profile', () => {
    const r = read('30 岁了在北京，考研差 8 分', [], '', { ...noProfile, facts: ['专业：机械设计制造及其自动化'] });
    expect(r.slots).toMatchObject({ age: 30, cities: ['北京'], grades: '差 8 分' });
    expect(r.slots.ownMajor?.id).toBe('mech');
  });

  it('names jobs as people say them and what about them is asked', () => {
    const r = read('产品经理平时做什么？');
    expect(r.roles.map((x) => x.name)).toEqual(['产品经理']);
    expect(r.aspect).toBe('daily');
    expect(read('机械工程师要会哪些技能？').aspect).toBe('skills');
  });

  it('stated interests become letters, negated ones dislikes', () => {
    const r = read('我喜欢动手，不喜欢和人打交道，适合做什么？');
    expect(r.interests.like).toEqual(['R']);
    expect(r.interests.dislike).toEqual(['S']);
    expect(r.direction).toBe(true);
  });
});

describe('reading a follow-up in its conversation', () => {
  const previous = '### 可以先了解的职业\n1. [机械工程师](/x)：做设计\n2. **工艺工程师**：管产线\n3. 技术销售：讲方案';

  it('lists what the previous answer put forward, numbered items first', () => {
    expect(listedItems(previous)).toEqual(['机械工程师', '工艺工程师', '技术销售']);
    expect(listedItems('### 考研\n- **成本**：高\n## 可以了解的服务\n- **考研培训**：x')).toEqual(['考研', '成本']);
  });

  it('resolves 第一个, 第2个 and 后面那个', () => {
    expect(pointedItem('第一个具体做什么？')).toBe(1);
    expect(pointedItem('第2个呢')).toBe(2);
    expect(pointedItem('后面那个需要什么学历？')).toBe(-1);
    expect(pointedItem('机械工程师做什么')).toBeNull();
  });

  it('the item pointed at becomes the subject, with this question’s aspect', () => {
    const r = read('第一个平时做什么？', ['机械专业能做什么？'], previous);
    expect(r.followUp?.pointed).toBe('机械工程师');
    expect([...r.roles.map((x) => x.name), ...r.occupations.map((o) => o.titleZh)]).toEqual(['机械工程师']);
    expect(r.aspect).toBe('daily');
  });

  it('a question without a subject of its own keeps the previous one', () => {
    const r = read('那需要学什么专业？', ['产品经理平时做什么？'], '### 产品经理\n- 做什么：写需求');
    expect(r.roles.map((x) => x.name)).toEqual(['产品经理']);
    expect(r.aspect).toBe('majors');
    expect(r.followUp?.items).toEqual(['产品经理']);
  });

  it('a new question with its own subject is read on its own', () => {
    const r = read('群面有什么技巧？', ['要不要考研？'], '### 考研\n- x');
    expect(r.topic?.id).toBe('group-interview');
    expect(r.decision).toBeUndefined();
  });
});

describe('someone else refusing is not the asker saying no', () => {
  it('"公司一直不开离职证明" still reaches what the question is about', () => {
    const shipped = buildKnowledgeBase();
    const r = understand(shipped, {
      question: '公司一直不开离职证明怎么办',
      previousQuestions: [],
      previousAnswer: '',
      profile: noProfile,
    });
    expect(r.topic?.id).toBe('leaving-papers-pay');
  });
});
