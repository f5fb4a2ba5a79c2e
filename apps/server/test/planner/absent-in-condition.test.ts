import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { placesPart } from '../../src/providers/llm/offline/places.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * An option's condition that says something is absent ('家庭能负担学费和生活费，不需要贷款') is not supported by an
 * asker who names that thing ('要不要贷款去美国读硕士'): that asker is the case it excludes. And a country where one
 * studies is no place asked about for work. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('a condition saying something is absent', () => {
  it('counts against the option when the asker names that thing', () => {
    const { thinking, text } = ask('家里条件一般，要不要贷款去美国读硕士');
    expect(thinking).toContain('留学还是国内读研');
    expect(text).toMatch(/我更建议你选国内读研/u);
    expect(text).not.toMatch(/按你说的情况，家庭能负担/u);
  });

  it('counts for it when the asker denies it too', () => {
    // Said in the asker's own words for it where they are read ('英国读硕士（留学）').
    expect(ask('家里有积蓄，不用贷款，想去英国读硕士还是在国内考研').text).toMatch(
      /我更建议你选(?:英国读硕士（)?留学/u,
    );
  });
});

describe('a country named for study', () => {
  it('gets no lines on working there; working there said gets them', () => {
    expect(placesPart('家里条件一般，要不要贷款去美国读硕士')).toBeNull();
    expect(placesPart('英国一年制硕士回国找工作认可度高吗')).toBeNull();
    expect(placesPart('英国硕士毕业后想留在英国工作，难吗')?.lines.join('')).toMatch(/工作签证/u);
    expect(placesPart('想去加拿大工作，需要准备什么')?.lines.join('')).toMatch(/工作签证/u);
  });
});
