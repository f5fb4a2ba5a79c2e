import { describe, expect, it } from 'vitest';
import { runTool } from '../../src/providers/llm/grounding/tools.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from './planner-profiles.js';

/** The model's occupation lookup, run as the chat runs it. */
const kb = buildKnowledgeBase();
const titles = (name: string) =>
  (
    JSON.parse(runTool(kb, noProfile, 'lookup_occupation', JSON.stringify({ name })).result) as {
      occupations: Array<{ title: string }>;
    }
  ).occupations.map((o) => o.title);

describe('lookup_occupation', () => {
  it('returns the occupation whose title the model asked for, not the cards an alias inside it reaches', () => {
    expect(titles('会计师/审计师')).toEqual(['会计师/审计师']);
  });
  it('returns each occupation once when a card and a title both reach it', () => {
    const found = titles('会计师/审计师岗位');
    expect(found.length).toBeGreaterThan(1);
    expect(new Set(found).size).toBe(found.length);
  });
});
