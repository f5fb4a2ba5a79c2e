import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import type { ChatProfile } from '../../src/providers/llm/index.js';
import { noProfile, profileFor } from '../chat/planner-profiles.js';

/*
 * A job asked through the asker's school, missing major, age, sex or profile (job-fit.ts, job-asks.ts): what the job
 * asks, where the background helps and strains, how to close the gap, and a position of 能, 难但可行 or 不建议直接冲.
 */
const kb = buildKnowledgeBase();
const ask = (question: string, profile: ChatProfile = noProfile) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile }).text;
const view = (text: string) => /\*\*我的看法\*\*：[^\n]*/u.exec(text)?.[0] ?? '';
const opening = (text: string) => text.split('\n').find((l) => l.startsWith('### ')) ?? '';

describe('a job asked through the asker’s background', () => {
  it('weighs a school’s level against how hard the job filters by school', () => {
    const junior = ask('专科生能进投行吗，想知道现实不现实');
    expect(opening(junior)).toMatch(/从专科看投行/u);
    expect(view(junior)).toMatch(/很难，不建议直接冲：.*(?:本科|名校)/u);
    expect(junior).toMatch(/怎么补：先专升本/u);
    expect(view(ask('二本学金融的，还有机会进投行吗'))).toMatch(/^\*\*我的看法\*\*：难但可行/u);
    // A job that reads work before schools takes the same school as no obstacle.
    expect(view(ask('专科能做新媒体运营吗'))).toMatch(/^\*\*我的看法\*\*：能/u);
  });

  it('names what the job asks and the proof that gets an interview', () => {
    const text = ask('非科班能做数据分析吗');
    expect(opening(text)).toMatch(/从非科班看数据分析/u);
    expect(view(text)).toMatch(/^\*\*我的看法\*\*：能/u);
    expect(text).toMatch(/SQL/u);
    expect(text).toMatch(/作品集|分析项目/u);
  });

  it('holds a licence only some majors can sit against the asker’s major, and not a major they deny', () => {
    const text = ask('理科生以后能当律师吗？我不是法学专业的');
    expect(view(text)).toMatch(/难但可行：必须通过法考/u);
    expect(opening(text)).not.toMatch(/从法学专业/u);
    expect(text).toMatch(/法律硕士（非法学）/u);
    expect(view(ask('法学专业的女生能当律师吗'))).toMatch(/^\*\*我的看法\*\*：能/u);
  });

  it("answers a woman asking about site work with the job's demands and no bar of sex", () => {
    const text = ask('女生做环评要经常跑现场吗，好找工作吗');
    expect(opening(text)).toMatch(/环评/u);
    expect(view(text)).toMatch(/^\*\*我的看法\*\*：能/u);
  });

  it('reads an age of a career change as the social-hiring road, unless an entry is written for that change', () => {
    const text = ask('35岁能转行做会计吗');
    expect(opening(text)).toMatch(/35岁/u);
    expect(text).toMatch(/35岁转行，校招和管培生通道已经不收/u);
    // A case written for the background and the job ('30 岁转行' → 转行做 UI 设计, 女生学土木要不要去施工单位)
    // answers it more closely than the table.
    expect(opening(ask('30岁没有设计经验，能转行做UI设计吗'))).toBe('### 转行做 UI 设计');
    expect(opening(ask('女生学土木好找工作吗？'))).toBe('### 女生学土木要不要去施工单位');
  });

  it('uses the major and the result in the asker’s profile', () => {
    const major = ask('我适合做游戏策划吗', { ...noProfile, facts: ['专业：汉语言文学'] });
    expect(opening(major)).toMatch(/从汉语言文学专业看游戏策划/u);
    const scored = ask('我能做HR吗', { ...profileFor(['S', 'E', 'C', 'A', 'I', 'R']), facts: ['专业：工商管理'] });
    expect(scored).toMatch(/你的兴趣代码是 SEC，人力资源常见的是 SEC：社会型、企业型对得上/u);
    // The result alone: what the job asks is said plainly, not '对你的兴趣的你'.
    const resultOnly = ask('我能做程序员吗', profileFor(['A', 'E', 'S', 'I', 'C', 'R']));
    expect(resultOnly).toMatch(/程序员招人看两样/u);
    expect(resultOnly).not.toMatch(/你的兴趣的你/u);
  });

  it('leaves a job the asker rules out, and a question of what else, to other answers', () => {
    expect(ask('大专学的电子商务，除了当客服还能干什么？')).not.toMatch(/看客服/u);
  });
});
