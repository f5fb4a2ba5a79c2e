import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { quitsToPrepare } from '../../src/providers/llm/offline/quit-to-prepare.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * '要不要辞职考公' weighs preparing while employed against quitting to prepare (quit-to-prepare.ts), whichever entry
 * its words reach: not the 裸辞 question whose case for stopping is health.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;
const position = (text: string) => /\*\*(?:在.+?和.+?之间，)?我更建议你选[^\n]*/u.exec(text)?.[0] ?? '';

describe('quitting to prepare for an exam', () => {
  it('is read when the leaving is said before the exam it is for', () => {
    for (const q of [
      '要不要辞职考公',
      '要不要辞掉工作脱产二战考研',
      '想考CPA，要不要辞职专心考',
      '在国企上班，要不要裸辞备考',
    ])
      expect(quitsToPrepare(q)).toBe(true);
    expect(quitsToPrepare('考公上岸了要不要辞职')).toBe(false);
    expect(quitsToPrepare('要不要裸辞')).toBe(false);
  });

  it('is weighed as preparing while employed or quitting, not as quitting for health', () => {
    for (const q of ['我是银行柜员，要不要辞职考公', '要不要辞职备考教编', '工作两年了，要不要辞职全职考研']) {
      const text = ask(q);
      expect(position(text)).toMatch(/在在职备考和辞职全职备考之间，我更建议你选在职备考.*多数情况下/u);
      expect(text).not.toMatch(/工作已严重影响身心健康|我更建议你选骑驴找马|我更建议你选裸辞/u);
    }
  });

  it('turns on the time, money and nearness the asker states', () => {
    expect(position(ask('有一年积蓄，家里也支持，去年在职考研差了8分，今年要不要辞职全职考研'))).toMatch(
      /我更建议你选辞职全职备考.*离上岸只差一点/u,
    );
    expect(position(ask('程序员天天加班到十点，根本没时间复习，要不要辞职考研'))).toMatch(
      /我更建议你选在职备考.*你没说积蓄能撑多久.*换一份不加班的工作/u,
    );
    expect(position(ask('26岁，工作不忙，要不要辞职专心考公'))).toMatch(/你说“工作不忙”，这正是在职备考的好条件/u);
  });

  it('drops the points of a quitting entry, and says the civil service’s years of work only for it', () => {
    const cpa = ask('想考CPA，要不要辞职专心考');
    expect(cpa).not.toMatch(/骑驴找马|基层工作年限/u);
    expect(ask('我是银行柜员，要不要辞职考公')).toMatch(/基层工作年限.*以当年招考公告为准/u);
  });
});
