import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { reversedCase } from '../../src/providers/llm/offline/case-reversed.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A case written for one direction of a move ('不想找工作，所以想考研') is not the case of the asker who means the
 * reverse ('不想考研，想直接工作'); and the road left once the other is ruled out is answered as theirs, with how to
 * start down it. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const answer = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('a case said the other way round', () => {
  it('reads the direction of the title against the asker’s refusal', () => {
    expect(reversedCase('不想找工作，所以想考研', '我不打算读研考研了，想早点上班')).toBe(true);
    expect(reversedCase('不想找工作，所以想考研', '不想找工作，干脆考研算了')).toBe(false);
    expect(reversedCase('英语不好能去外企吗', '不想考研')).toBe(false);
  });

  it('"不想考研，想直接工作" is not answered with the case of fleeing work into 考研', () => {
    const text = answer('我不想考研，想直接工作，这样可以吗');
    expect(text).not.toContain('不想找工作，所以想考研');
    expect(text).toMatch(/\*\*我更建议你选(?:就业|工作)/u);
    expect(text).toContain('你已经说了不考虑考研');
    expect(text).toMatch(/先做这几件事/u);
  });

  it('the case still answers the asker it was written for', () => {
    expect(answer('不想找工作所以考研，这样对吗')).toContain('不想找工作，所以想考研');
  });
});
