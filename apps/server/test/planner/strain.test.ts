import { describe, expect, it } from 'vitest';
import { paidServices } from '../../eval/checks.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { strainSaid } from '../../src/providers/llm/offline/strain.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Strain the asker says of themselves (sleep, mood, the body before work) is answered as a person first: where to get
 * help, then what the content has on the matter, with nothing sold. Written for these tests, apart from the
 * evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('strain said of oneself', () => {
  it("is read in the asker's words, and not when said of someone else or asked of a job", () => {
    expect(strainSaid('最近压力太大一直失眠，每天都很难受')).toBe('失眠');
    expect(strainSaid('工作压力大到喘不过气，每天上班前都想吐')).toBe('压力大到喘不过气');
    expect(strainSaid('室友最近一直失眠，我该怎么帮她')).toBeNull();
    expect(strainSaid('当护士要上夜班，会不会失眠')).toBeNull();
    expect(strainSaid('宿舍室友天天打游戏到半夜吵得我睡不着怎么办')).toBeNull();
    expect(strainSaid('最近失眠得厉害，有什么助眠的好办法')).toBe('失眠');
    expect(strainSaid('考研还是工作')).toBeNull();
    // Mornings one cannot face, or pressure that has stopped the search itself.
    expect(strainSaid('最近压力好大，每天都不想起床，也不想找工作了')).toBe('压力好大，每天都不想起床，也不想找工作了');
    expect(strainSaid('考研压力太大了，现在什么都提不起劲')).toBe('什么都提不起劲');
    expect(strainSaid('压力好大，要不要辞职去读研')).toBeNull();
  });

  it('opens with where to get help, asks what weighs on them when the content has nothing, and sells nothing', () => {
    const { text, thinking } = ask('最近压力太大一直失眠，每天都很难受，不知道该怎么办');
    expect(text.split('\n').find((l) => l.startsWith('###'))).toBe('### 先照顾好自己');
    expect(text).toMatch(/12356/u);
    expect(text).toMatch(/心理咨询中心|精神心理科/u);
    // Not a provisional plan for '压力' as if it were a goal with entry requirements.
    expect(text).not.toMatch(/门槛|招聘/u);
    expect(text).toMatch(/学业、找工作，还是工作里的事/u);
    expect(thinking).not.toContain('大一');
    expect(paidServices(text)).toEqual([]);
  });

  it('worn out by looking for work is no job to quit, and what is asked back is about the search', () => {
    const { text, thinking } = ask('找工作找得快崩溃了，天天哭');
    expect(thinking).not.toContain('裸辞');
    expect(text).toMatch(/找工作卡在哪一步/u);
    expect(ask('工作压力大到喘不过气，每天上班前都想吐').thinking).toContain('裸辞');
  });

  it('puts the care before the content on the matter, and drops the service that matter would close with', () => {
    const { text } = ask('考研压力好大，晚上睡不着');
    expect(text.indexOf('### 先照顾好自己')).toBeGreaterThan(-1);
    expect(text.indexOf('### 先照顾好自己')).toBeLessThan(text.indexOf('考研'));
    expect(paidServices(text)).toEqual([]);
  });
});
