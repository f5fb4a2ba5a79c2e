import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A named major's road into a named industry (major-industry.ts): the major's own outlets in that industry, what the
 * industry hires for, the schooling, and a next step timed by the stage said in passing; no block written for
 * another group, in a first turn or when the second turn points back with 它 or 那个.
 */
const kb = buildKnowledgeBase();
const ask = (question: string, previousQuestions: string[] = []) =>
  composeAnswer(kb, { question, previousQuestions, previousAnswer: '', profile: noProfile }).text;

describe("a major's road into an industry", () => {
  it("is answered from the major's outlets in that industry, in several phrasings", () => {
    const cases: Array<[string, string, RegExp]> = [
      ['化学专业本科想去药企，能做什么岗位', '化学专业进药企', /药物研发与 CRO|检测与质量控制/u],
      ['数学系去银行一般做什么啊', '数学与应用数学专业进银行', /风控/u],
      ['我学统计的 想去保险公司 能干啥', '统计学专业进保险公司', /精算/u],
      ['学物理的能去半导体行业吗？', '物理学专业进半导体行业', /工艺工程师/u],
    ];
    for (const [q, heading, role] of cases) {
      const text = ask(q);
      expect(text, q).toContain(heading);
      expect(text, q).toMatch(role);
      expect(text, q).not.toContain('医学生');
    }
  });

  it('never answers a chemistry student with the way in written for medical students', () => {
    for (const q of ['化学专业想去药企', '大二 化学 想进药企 现在要做啥', '应用化学毕业能去制药公司吗'])
      expect(ask(q), q).not.toMatch(/医学生|规培/u);
  });

  it('times the next step by the stage said in passing', () => {
    // A plan year by year, where the major has one, stands in for the stage's line.
    expect(ask('大二 化学 想进药企 现在要做啥')).toMatch(/你在大二|从大二起每年做什么/u);
    expect(ask('材料专业研一，以后想去新能源车企，现在该准备什么')).toContain('你在研一');
    expect(ask('生物专业能去食品公司吗 我大三')).toContain('你在大三');
    expect(ask('计算机专业延毕一年了，还能去互联网公司吗')).toContain('你延毕了');
  });

  it('takes the major or the industry from the turn before when the question points back', () => {
    expect(ask('它去银行有前途吗', ['金融工程这个专业怎么样'])).toContain('金融工程专业进银行');
    expect(ask('那我应该去那个行业吗', ['我是食品科学专业的，在想要不要去快消公司'])).toContain(
      '食品科学与工程专业进食品企业',
    );
  });

  it("reads no major out of the industry's own name", () => {
    expect(ask('那它招我们专业的人多吗', ['新能源车企现在待遇怎么样'])).not.toContain('新能源科学与工程专业进');
  });

  it('leaves a choice, the pay, an internship, a change of line and a named job to their own answers', () => {
    for (const q of [
      '电气工程及其自动化，国家电网和新能源企业怎么选？',
      '金融专业研究生，券商、银行和基金应该怎么选？',
      '计算机专业去银行工资高吗',
      '金融专业找券商实习难吗？',
      '学金融的，想转去互联网做运营，怎么开始？',
      '土木专业的刚毕业去施工单位值不值',
      '临床医学毕业想去药企当MSL，要什么条件',
      '想去成都做游戏美术，成都的游戏公司多吗',
    ])
      expect(ask(q), q).not.toMatch(/专业进.+：招你们做什么/u);
  });
});
