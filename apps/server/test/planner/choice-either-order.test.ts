import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A two-way choice where the asker said nothing that decides it (choice-default.ts): the position is the same
 * whichever option was named first, rests on a default with its reason where there is one, and says what decides it.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;
const position = (text: string) => /\*\*(?:在.+?和.+?之间，)?我更建议你选([^*]+)\*\*[^\n]*/u.exec(text);

describe('a choice with nothing said that decides it', () => {
  it('gives the same pick in either order', () => {
    for (const [x, y] of <Array<[string, string]>>[
      ['苏州还是无锡，去哪个城市工作好', '无锡还是苏州，去哪个城市工作好'],
      ['成都还是重庆，哪个更适合年轻人发展', '重庆还是成都，哪个更适合年轻人发展'],
      ['学硕还是专硕？', '专硕还是学硕？'],
    ])
      expect(position(ask(x))?.[1]).toBe(position(ask(y))?.[1]);
  });

  it('leans to the bigger job market of two cities, with its reason and what would change it', () => {
    const line = position(ask('无锡还是苏州，去哪个城市工作好'))?.[0] ?? '';
    expect(line).toMatch(/我更建议你选苏州.*新一线.*岗位比无锡多.*就选无锡/u);
  });

  it('names each city of one tier for the work it is strong in', () => {
    const line = position(ask('重庆还是成都，哪个更适合年轻人发展'))?.[0] ?? '';
    expect(line).toMatch(/更适合去成都.*更适合去重庆/u);
  });

  it('names an option of a kind of work whole, without its measure word', () => {
    expect(position(ask('做自媒体博主还是找份稳定工作？'))?.[1]).toBe('稳定工作');
    expect(position(ask('找份稳定工作还是做自媒体博主？'))?.[1]).toBe('稳定工作');
  });

  it('takes the usual plan, work, when a lean gives each option its plan and none is said', () => {
    expect(position(ask('学硕还是专硕？'))?.[1]).toBe('专硕');
  });
});
