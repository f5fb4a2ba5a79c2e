import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Whether failing CET-4/6 matters is answered first, by where the asker applies; who may sit it (students only) and
 * the degree question are said with their source. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const firstPoint = (question: string) =>
  /### 四六级与英语能力：要点\n- (.*)/u.exec(
    composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text,
  )?.[1] ?? '';

describe('CET-4/6 not passed', () => {
  it.each(['英语六级没过，会影响找工作吗', '四级一直没过对求职影响大不大'])('%s: the effect by employer first', (q) =>
    expect(firstPoint(q)).toMatch(/^四六级没过对找工作的影响看去向/u),
  );
  it('"毕业了还能考六级吗": students only, and what proves English after', () =>
    expect(firstPoint('毕业了还能考六级吗')).toMatch(/^四六级只面向在校生.*雅思、托福/u));
});
