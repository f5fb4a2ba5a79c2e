import { describe, expect, it } from 'vitest';
import type { ChatProfile } from '../../src/providers/llm/llm.provider.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readStage } from '../../src/providers/llm/offline/stage.js';
import { readSlips } from '../../src/providers/llm/offline/typos.js';
import { familyChoice } from '../../src/providers/llm/offline/wishes.js';
import { noProfile } from './planner-profiles.js';

/* Reading the asker's stage, spoken words and the family's wish. Written for these tests, apart from the evaluation sets. */
const kb = buildKnowledgeBase();
const ask = (question: string, profile: ChatProfile = noProfile) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile });
const student = (grade: string): ChatProfile => ({
  ...noProfile,
  facts: ['目前阶段：本科在读', `年级：${grade}`, '专业：护理学'],
});

describe('the stage the asker is at', () => {
  it('reads it from the question first, the profile when the question is silent', () => {
    expect(readStage('护理大三，不想当护士', noProfile)).toEqual({ level: 'undergrad', year: 3 });
    expect(readStage('工作三年了想换方向', noProfile)).toEqual({ level: 'working', year: 3 });
    expect(readStage('高三了志愿怎么报', noProfile)?.level).toBe('high');
    expect(readStage('专科生出路在哪', noProfile)?.level).toBe('vocational');
    expect(readStage('研一，材料方向', noProfile)?.level).toBe('master');
    // A size before a word is no year of college: '压力太大一直失眠', '想去大一点的公司'.
    expect(readStage('压力太大一直失眠', noProfile)).toBeUndefined();
    expect(readStage('想去大一点的公司', noProfile)).toBeUndefined();
    expect(readStage('大一下学期想转专业', noProfile)).toEqual({ level: 'undergrad', year: 1 });
    expect(readStage('不想当护士', student('大二'))).toEqual({ level: 'undergrad', year: 2 });
  });

  it("a nursing student's '不想当护士' is about the major's other roads, not a career change at 30", () => {
    const { thinking, text } = ask('我是护理专业的学生，不想当护士，还能干什么');
    expect(thinking).not.toContain('30 岁转行');
    expect(thinking).toContain('专业不对口就业');
    expect(text).toContain('护理学还能走的路');
  });

  it('the same words from a nurse at work are still a career change', () => {
    expect(ask('当了五年护士，不想当护士了，能转什么').thinking).not.toContain('专业不对口就业');
  });

  it('a case written for 大一 does not answer a graduate', () => {
    expect(ask('毕业了不知道干什么，二本文科').thinking).not.toContain('大一很迷茫');
  });

  it('a 高三 student looking for a direction is answered from choosing a major', () => {
    expect(ask('高三了，不知道以后做什么').thinking).toContain('填志愿选专业');
  });

  it("'不想考公不想读研' is no case of parents pressing for 考公, and rules both out", () => {
    const { thinking } = ask('985文科，不想考公不想读研，找啥工作好');
    expect(thinking).not.toContain('父母让考公');
    expect(thinking).toContain('文科生就业');
    expect(thinking).toMatch(/不考虑考公、读研|不考虑考公，读研/u);
  });
});

describe('spoken words', () => {
  it('啥, 咋, 干嘛 and cs专业 are read as the written words', () => {
    expect(readSlips('cs专业还能干啥，咋办')).toBe('计算机专业还能干什么，怎么办');
    expect(readSlips('学CS的能干嘛')).toBe('学计算机的能干什么');
    expect(readSlips('什么都不想干')).toBe('什么都不想做');
  });

  it("'cs专业…还能干啥' is answered from the computing major's outlets", () => {
    expect(ask('cs专业但是代码写不明白，还能干啥').thinking).toContain('计算机科学与技术专业的出路');
  });

  it("'我啥都不想干，也不知道自己喜欢什么' finds the entry on having no interest yet", () => {
    const { thinking, text } = ask('我啥都不想干，也不知道自己喜欢什么，怎么办');
    expect(thinking).toContain('对什么都没兴趣');
    expect(thinking).not.toContain('不考虑我');
    expect(Array.from(text).length).toBeGreaterThan(150);
  });
});

describe("the family's wish against the asker's own", () => {
  it('reads both roads, without 还是', () => {
    expect(familyChoice('家里让我学医但我喜欢画画，高考志愿怎么报')?.options).toEqual(['学医', '画画']);
    expect(familyChoice('我妈想让我当老师，稳定，我自己想学计算机')?.options).toEqual(['当老师', '计算机']);
    expect(familyChoice('家里让我考公')).toBeNull();
  });

  it("takes a position on the asker's own road and says how to weigh the family in", () => {
    const { text } = ask('家里让我学医但我喜欢画画，高考志愿怎么报');
    expect(text).toMatch(/我更建议你选画画/u);
    expect(text).toContain('家里想让你学医，你想画画');
    expect(text).toMatch(/美术与设计类统考/u);
  });

  it('a 高中生 who wants to study a major is not told they study it', () => {
    expect(ask('我妈想让我当老师，我自己想学计算机，高三志愿该听谁的').text).not.toContain('你学计算机科学与技术');
  });
});
