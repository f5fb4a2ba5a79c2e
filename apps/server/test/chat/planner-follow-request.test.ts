import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { metaAsked } from '../../src/providers/llm/offline/follow-meta.js';
import { pointsOfAnswer } from '../../src/providers/llm/offline/follow-outline.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import type { ChatProfile } from '../../src/providers/llm/index.js';
import { followUpFailures } from '../../eval/checks-run.js';
import { noProfile } from './planner-profiles.js';

/*
 * Follow-ups about the previous answer itself: asked to say it simpler or shorter, to give an example, the first
 * step, what to do when it is too much, where it comes from, what to read, whether it is too early, or to apply it to
 * the asker. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();

function after(before: string, question: string, profile: ChatProfile = noProfile) {
  const first = composeAnswer(kb, { question: before, previousQuestions: [], previousAnswer: '', profile });
  const next = composeAnswer(kb, { question, previousQuestions: [before], previousAnswer: first.text, profile });
  return { ...next, previousAnswer: first.text, failures: followUpFailures(next.text, first.text, {}) };
}

describe('reading a request about the previous answer', () => {
  it('tells the kinds apart, and leaves long questions with their own subject alone', () => {
    expect(metaAsked('说人话')).toBe('simpler');
    expect(metaAsked('太长了，总结一下')).toBe('simpler');
    expect(metaAsked('能举个例子吗')).toBe('example');
    expect(metaAsked('那第一步该做什么')).toBe('first');
    expect(metaAsked('我做不到怎么办')).toBe('cant');
    expect(metaAsked('这个靠谱吗？数据哪来的')).toBe('source');
    expect(metaAsked('有没有推荐的书或者课程')).toBe('resources');
    expect(metaAsked('我是大一的，现在做这些会不会太早')).toBe('timing');
    expect(metaAsked('我是计算机专业大三学生，想知道秋招简历里项目经历怎么写比较好，能举个例子吗')).toBeNull();
    expect(metaAsked('产品经理需要什么能力')).toBeNull();
  });

  it('takes an answer apart into its points, leaving out services and neighbouring topics', () => {
    const points = pointsOfAnswer(
      '### 要点\n- 先列出三个目标岗位，查清楚学历要求。\n### 常见误区\n- 只投大厂，不看中小公司。\n## 可以了解的服务\n- **实习直推**：推荐简历',
    );
    expect(points.map((p) => p.gist)).toEqual(['先列出三个目标岗位，查清楚学历要求', '只投大厂，不看中小公司']);
    expect(points[1]!.pitfall).toBe(true);
  });
});

describe('answering it from what was said', () => {
  it('"能举个例子吗" about a job walks through a piece of its work instead of repeating the card', () => {
    const { text, failures } = after('产品经理需要什么能力', '能举个例子吗');
    expect(text).toContain('举个例子');
    expect(text).toMatch(/1\. 接到任务后，先.*需求/u);
    expect(failures).toEqual([]);
  });

  it('"说人话" after a choice says the position in a sentence and the points cut short', () => {
    const { text, failures } = after('考研还是就业怎么选', '说人话');
    expect(text).toContain('**简单说**');
    expect(text).toContain('压缩成');
    expect(failures).toEqual([]);
    expect(text.length).toBeLessThan(900);
  });

  it('"我做不到怎么办" puts the points in order and shrinks the first one', () => {
    const { text, failures } = after('怎么找实习', '我做不到怎么办');
    expect(text).toContain('**先只做这一条**');
    expect(text).toContain('**可以往后放**');
    expect(failures).toEqual([]);
  });

  it('"那我应该先学哪个" about a job names its first skill as the first step', () => {
    const { text } = after('数据分析需要哪些技能', '那我应该先学哪个');
    expect(text).toMatch(/\*\*第一步：SQL/u);
  });

  it('"数据哪来的" lists the written sources and how to check them', () => {
    const { text } = after('程序员工资一般多少', '这个靠谱吗？数据哪来的');
    expect(text).toContain('**有出处的部分**');
    expect(text).toContain('国家统计局');
  });

  it('"有没有推荐的书或者课程" names free public course platforms and the job\'s skills to search for', () => {
    const { text } = after('想学数据分析，怎么入门', '有没有推荐的书或者课程');
    expect(text).toContain('中国大学MOOC');
    expect(text).toMatch(/搜“SQL/u);
  });

  it('"现在做这些会不会太早" answers for the stage the asker said', () => {
    const { text } = after('怎么找实习', '我是大一的，现在做这些会不会太早');
    expect(text).toContain('**不早**');
    expect(text).toContain('大一');
  });

  it('"那我呢" asks the question before again with what the asker\'s profile says', () => {
    const me: ChatProfile = { ...noProfile, facts: ['目前阶段：本科在读', '年级：大三', '专业：计算机科学与技术'] };
    const { text, reading } = after('哪些专业好就业', '那我呢', me);
    expect(reading.followUp?.condition).toBe('我是计算机科学与技术专业，大三');
    expect(text).toContain('计算机');
  });
});
