import { describe, expect, it } from 'vitest';
import { readChoice } from '../../src/providers/llm/offline/choice-read.js';
import { chain } from './conversation.js';

/*
 * Two cities weighed for the asker's line of work, written in the ways people write it: the options joined by 和 in
 * one clause and the asking in the next with the field before it, or compared with 比. Written for these tests,
 * apart from the eval sets.
 */
describe('two cities weighed for a line of work', () => {
  it.each([
    ['成都和武汉，做软件开发哪个机会多', ['成都', '武汉']],
    ['南京和苏州比，哪个更适合做芯片', ['南京', '苏州']],
  ])('%s reads the two cities as the options', (q, options) => {
    expect(readChoice(q)?.options).toEqual(options);
  });

  it.each(['成都和武汉，做软件开发哪个机会多', '成都还是武汉，做软件开发哪个机会多'])(
    '%s: the city where that industry is, not the general lean',
    (q) => {
      const answer = chain(q)[0]!;
      expect(answer).toMatch(/你做的是软件和互联网方向/u);
      expect(answer).not.toMatch(/多数毕业生找的是/u);
    },
  );
});
