import { describe, expect, it } from 'vitest';
import { weigh } from '../../src/providers/llm/offline/choice-weigh.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Two employers or roles whose names alone say nothing of what they bring (烟草局, 医药代表, 站务员): the position
 * rests on what a counsellor knows of each kind and on what the asker said, never on a coin toss by name, and never
 * on a neighbouring decision's options. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;
const line = (text: string) => /\*\*(?:在.+?和.+?之间，)?我更建议你选[^\n]*/u.exec(text)?.[0] ?? '';

describe('a choice between two kinds of employer or role', () => {
  it('says what each kind is like instead of calling them equal', () => {
    for (const q of ['烟草局和中石化哪个更稳定？', '中石化和烟草局哪个更稳定？']) {
      const text = ask(q);
      expect(line(text), q).not.toMatch(/没有一定的高下/u);
      expect(text, q).toMatch(/中石化通常是这样：.*(?:倒班|偏远)/u);
    }
  });

  it('weighs what the asker wants against what each kind brings, in either order', () => {
    for (const q of [
      '医药代表和医院药房，选哪个？药学本科，想多挣钱',
      '医院药房和医药代表，选哪个？药学本科，想多挣钱',
    ])
      expect(line(ask(q)), q).toMatch(/我更建议你选医药代表.*多挣/u);
    for (const q of ['设计院还是化工厂？化学专业，不想天天加班', '化工厂还是设计院？化学专业，不想天天加班'])
      expect(line(ask(q)), q).toMatch(/我更建议你选设计院.*不想天天加班/u);
  });

  it('reads liking what a role’s days are spent doing as interest in it', () => {
    for (const q of ['学校行政和培训机构讲师，哪个好？我喜欢讲课', '培训机构讲师和学校行政，哪个好？我喜欢讲课'])
      expect(line(ask(q)), q).toMatch(/我更建议你选培训机构讲师.*喜欢讲课/u);
  });

  it('says what each kind is like when the asker’s major took the position', () => {
    const text = ask('四大审计还是企业财务，选哪个好？会计专业大四');
    expect(text).toMatch(/四大审计通常是这样：.*忙季/u);
    expect(text).toMatch(/企业财务通常是这样：/u);
  });

  it('does not read the name of a major as a want for money', () => {
    expect(weigh({ options: ['读研', '工作'] }, '读研还是工作，专业：经济学').cues).not.toContain('经济');
  });

  it('takes a position on the two options asked, not on an exam said in passing', () => {
    const text = line(ask('考公还是去企业？我是法学本科，没过法考'));
    expect(text).toMatch(/在(?:考公和企业|企业和考公)之间/u);
    expect(text).not.toMatch(/法考/u);
  });
});
