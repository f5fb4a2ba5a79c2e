import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { noProfile } from '../chat/planner-profiles.js';
import { kb } from './conversation.js';

/*
 * A condition on the work asked with the asker's own major (pref-major.ts, ruled-out.ts): the major's outlets that
 * meet it come first, and desk work ruled out ('不想坐办公室') drops the outlets of the office and of paperwork.
 * Written for these tests, apart from the evaluation sets.
 */
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;
const firstHeading = (text: string) => text.split('\n').find((l) => l.startsWith('### ')) ?? '';

describe('a condition on the work, with the asker’s own major', () => {
  it('"学电气的，不想天天坐办公室" opens with the major’s on-site outlets', () => {
    const text = ask('我学的是电气工程，不想天天坐办公室对着电脑，有什么工作适合我？');
    expect(firstHeading(text)).toMatch(/电气工程.*不坐办公室/u);
    expect(text).toMatch(/电网/u);
  });

  it('"学土木的，不想经常出差" lists the major’s outlets that keep one at home, not the site', () => {
    const text = ask('学土木的，不想经常出差，有什么工作？');
    const own = text.split('### ')[1] ?? '';
    expect(own).toMatch(/^你学的土木工程里/u);
    expect(own).toMatch(/设计院/u);
    expect(own).not.toMatch(/施工单位/u);
  });

  it('"不想坐办公室" with a major drops the outlets of paperwork', () => {
    const text = ask('环境工程专业，不想坐办公室，能做什么？');
    expect(text).toMatch(/环境监测/u);
    expect(text).not.toMatch(/\*\*环评与环境咨询\*\*/u);
  });
});
