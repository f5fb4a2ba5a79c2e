import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';

/*
 * A condition said with a bare 不 before it ('我不喜欢跟人打交道') rules that condition out: the answer does not add
 * the jobs for people who like it. Written for these tests, apart from the eval sets.
 */
describe('a condition ruled out by a bare 不', () => {
  it.each(['我不喜欢跟人打交道，也不想天天坐着，有什么工作适合', '不太喜欢和人打交道，想要稳定一点的工作'])(
    '%s: no list for those who like dealing with people',
    (q) => {
      const answer = chain(q)[0]!;
      expect(answer).not.toMatch(/同时要“适合爱和人打交道的工作”/u);
      expect(answer).not.toMatch(/\*\*销售与客户经理\*\*/u);
    },
  );
});

describe('a job ruled out that starts like a verb', () => {
  it('rules out 会计 said after 不想干 or 不想做, and does not open on it', () => {
    const answer = chain('二本会计，不想考公也不想干会计，还能做啥')[0]!;
    expect(answer).not.toMatch(/### 从二本看会计/u);
    expect(answer).not.toMatch(/\*\*企业财务会计\*\*/u);
  });
});
