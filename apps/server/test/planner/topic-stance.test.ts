import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { topicStancePart } from '../../src/providers/llm/offline/topic-stance.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A whether-question on a topic whose lean gives positions with their conditions: the common case's position, or the
 * one whose condition the asker's own words meet, with when it turns round. Written for these tests, apart from the
 * evaluation sets.
 */
const kb = buildKnowledgeBase();
const topic = kb.planner.topics.find((t) => t.id === 'intern-leave-early')!;
const answer = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('a topic’s position with its conditions', () => {
  it('leaving an internship early: stay the agreed time, in the common case', () => {
    const text = answer('实习才干了一个多月就想提前离开，该不该坚持到结束');
    expect(text).toMatch(/\*\*我的倾向\*\*：多数情况下，更建议[^\n]*待满约定的时间再走/u);
    expect(text).toContain('什么时候反过来');
  });

  it('the asker whose words meet the other condition gets the other position', () => {
    const p = topicStancePart(topic, '实习一直打杂，没人带，要不要提前走');
    expect(p?.position).toMatch(/^按你说的情况|提前一到两周/u);
    expect(p?.part.lines[0]).toContain('按你说的情况');
  });

  it('a question that asks no whether takes no position', () => {
    expect(topicStancePart(topic, '实习提前离开要办什么手续')).toBeNull();
  });
});
