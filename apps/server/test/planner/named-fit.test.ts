import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A job the asker names, asked through their own trait or background (named-fit.ts): the job leads, read through
 * what the asker said of themselves, with a position on the fit, not a background's generic decision.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;
const opening = (text: string) => text.split('\n').find((l) => l.startsWith('### ')) ?? '';
const view = (text: string) => /\*\*我的看法\*\*：[^\n]*/u.exec(text)?.[0] ?? '';

describe('a named job asked through a trait', () => {
  it('leads with the job read through the trait, in the asker’s own words for it', () => {
    for (const [q, trait, job] of [
      ['我性格急躁，适合做销售吗', '急性子', '销售'],
      ['脾气比较暴，能做销售吗', '急性子', '销售'],
      ['我这种不爱说话的人能做HR吗', '内向', '人力资源'],
      ['社恐适合当HR吗', '内向', '人力资源'],
      ['我是个完美主义者，做UI设计会不会很痛苦', '完美主义', 'UI'],
      ['我属于坐不住的人，适合做会计吗', '坐不住', '会计'],
      ['我比较敏感容易共情，做护士会不会太累', '敏感', '护士'],
    ] as const) {
      const text = ask(q);
      expect(opening(text), q).toMatch(new RegExp(`从你说的${trait}.*看.*${job}`, 'u'));
      expect(view(text), q).not.toBe('');
      expect(text, q).toMatch(/要管住的一面/u);
    }
  });

  it('reads the job asked about, not the one the asker leaves', () => {
    expect(opening(ask('做了三年销售，我性格比较内向，适合转HR吗'))).toMatch(/从你说的内向看人力资源/u);
  });

  it('weighs the work the job mostly asks for against the trait', () => {
    // Sales is mostly persuading and pushing: a quick temper's pace helps there.
    expect(view(ask('我性格急躁，适合做销售吗'))).toMatch(/对得上/u);
    // Accounting is mostly careful checking: someone who cannot sit still finds that the hard part.
    expect(view(ask('我坐不住，适合做会计吗'))).toMatch(/能做会计.*但.*核对.*吃力/u);
    // HR mostly persuades and deals with people: an introvert can, with the strain named.
    expect(view(ask('内向的人能做HR吗'))).toMatch(/吃力/u);
  });
});

describe('a named job asked through a background', () => {
  it('answers the job, not the background’s generic decision and its position', () => {
    const text = ask('游戏策划适合文科生吗？我是汉语言文学的，平时挺爱玩游戏');
    expect(opening(text)).toMatch(/从汉语言文学背景看游戏策划/u);
    expect(text).not.toMatch(/体制内路线|文科生可以投哪些岗位/u);
  });

  it('says whether the background is the job’s own road or one to cross, and what to show', () => {
    expect(view(ask('学历史的能做产品经理吗'))).toMatch(/能做：产品经理不看专业出身/u);
    expect(view(ask('学法学的适合去做BD吗'))).toMatch(/不看专业出身/u);
    expect(view(ask('英语专业转数据分析可行吗'))).toMatch(/要补课/u);
    expect(view(ask('理科生当记者有优势吗，我物理系的'))).toMatch(/要补课/u);
    expect(view(ask('文科生做算法工程师现实吗'))).toMatch(/要补课/u);
    expect(view(ask('学临床医学的适合当医生吗'))).toMatch(/是顺的/u);
    expect(ask('学历史的能做产品经理吗')).toMatch(/拿得出手的证明/u);
  });

  it('does not take the job’s own name for the asker’s major', () => {
    expect(ask('我测出来是艺术型，能做翻译吗')).not.toMatch(/从翻译背景看/u);
  });

  it('is not read without a trait or background said', () => {
    expect(view(ask('产品经理适合什么样的人'))).toBe('');
    expect(view(ask('销售工作累不累'))).toBe('');
  });
});

describe('a field named inside a credential’s title', () => {
  it('is no major of the asker', () => {
    for (const q of ['税务师和CPA先考哪个', '想考审计师，难吗'])
      expect(ask(q), q).not.toMatch(/你学税收学|你学审计学/u);
  });
});
