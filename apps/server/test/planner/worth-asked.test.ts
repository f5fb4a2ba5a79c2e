import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { worthRoad } from '../../src/providers/llm/offline/worth-asked.js';
import { pickOption } from '../../src/providers/llm/offline/decision-position.js';
import { noProfile, profileFor } from '../chat/planner-profiles.js';

/*
 * Whether a road is worth it (worth-asked.ts, content/worth-roads.ts): a lean from what the asker says, else their
 * result, else the usual case, with what the road brings and costs and what would turn the lean.
 */
const kb = buildKnowledgeBase();
const ask = (question: string, profile = noProfile) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile });

describe('a worth-question on a road', () => {
  it('is read in its everyday words', () => {
    expect(worthRoad('研究生去中学当老师亏不亏')?.id).toBe('master-as-schoolteacher');
    expect(worthRoad('硕士去考公做基层科员，算不算浪费学历')?.id).toBe('master-civil-service');
    expect(worthRoad('专升本上来的，还有必要再考研吗')?.id).toBe('upgrade-then-master');
    expect(worthRoad('研究生去中学当老师要准备什么')).toBeNull();
  });

  it('leans, says on what, and what would turn the lean', () => {
    const { text } = ask('研究生去中学当老师亏不亏');
    expect(text).toContain('我的倾向：不算亏');
    expect(text).toContain('什么会改变这个倾向');
    expect(text).toContain('先按多数人的情况说');
  });

  it('leans by what the asker says of themselves, then by their result', () => {
    expect(ask('研究生去中学当老师亏不亏，我以后想读博').text).toMatch(/我倾向先别把中小学当成首选/u);
    expect(ask('读博值不值得，感觉出来年纪太大了').text).toContain('你说了“年纪太大”');
    expect(ask('读博值不值得', profileFor(['I', 'A', 'S', 'R', 'E', 'C'])).text).toContain('我的倾向：值得');
  });

  it('takes one lean, the worth one, in place of a decision’s lean read from words it did not say', () => {
    const { text } = ask('要不要辅修个计算机，怕主修成绩掉');
    expect(text).toContain('我倾向先保住主修');
    expect(text).not.toContain('我更建议你选辅修');
  });
});

describe('a worry the asker states', () => {
  it('meets no condition its words name', () => {
    const d = kb.planner.decisionById.get('double-degree')!;
    const { reason } = pickOption(d, d.options!, undefined, '要不要辅修，怕主修成绩掉', []);
    expect(reason).not.toContain('主修成绩稳定');
  });

  it('leaves a decision that chose on what the asker said in place', () => {
    expect(ask('上班七年了，MBA到底值不值得读').text).not.toContain('读MBA：我的倾向');
  });
});

describe('a road asked how to take under a case that weighs its worth', () => {
  it('gets the road’s first steps', () => {
    expect(ask('大一想转专业去计算机，怎么准备').text).toContain('选转专业的话，先做这几件事');
  });
});
