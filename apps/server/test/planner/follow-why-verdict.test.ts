import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { verdictWhy } from '../../src/providers/llm/offline/follow-why-verdict.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { profileFor } from '../chat/planner-profiles.js';

/*
 * '为什么这么说' after a yes-or-no about the asker's interests: how the overlap of the codes was counted, what of the
 * asker the job leaves unused and what would turn the verdict. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();

describe('why a job fits the asker’s interests', () => {
  it('counts the overlap from the verdict and the job’s code', () => {
    const lines = verdictWhy(
      '**就兴趣而言，护士和你的兴趣代码 SIC 比较契合。**\n护士常见的兴趣代码是 SIC（社会型、研究型和常规型）；你们共有…',
    )!;
    expect(lines[0]).toMatch(/依据只有一条/u);
    expect(lines[1]).toMatch(/打头的社会型在你的前三里，两边共有社会型、研究型和常规型/u);
    expect(lines.join('\n')).not.toMatch(/用得少/u);
  });

  it('names the asker’s letters the job leaves unused', () => {
    const lines = verdictWhy(
      '**就兴趣而言，会计/财务和你的兴趣代码 AES 不太契合。**\n会计/财务常见的兴趣代码是 CE（常规型和企业型）；…',
    )!;
    expect(lines[1]).toMatch(/打头的常规型不在你的前三里/u);
    expect(lines.join('\n')).toMatch(/艺术型和社会型（喜欢/u);
  });

  it('is nothing without a verdict', () => {
    expect(verdictWhy('### 会计学的主要出路\n1. **企业财务会计**：…')).toBeNull();
  });

  it('answers 为什么这么说 after the verdict with the counting, not the sources of the list', () => {
    const profile = profileFor(['S', 'A', 'E', 'I', 'C', 'R']);
    const first = composeAnswer(kb, {
      question: '我这种兴趣适合当老师吗',
      previousQuestions: [],
      previousAnswer: '',
      profile,
    }).text;
    const why = composeAnswer(kb, {
      question: '为啥这么讲',
      previousQuestions: ['我这种兴趣适合当老师吗'],
      previousAnswer: first,
      earlierAnswers: [first],
      profile,
    }).text;
    expect(first).toMatch(/我的看法/u);
    expect(why).toMatch(/兴趣代码和你的/u);
    expect(why).not.toMatch(/来自站内资料的/u);
  });
});
