import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';

/*
 * A first internship sought in a named job ('想找个新媒体运营的实习'): the job's card says where its internships are
 * and what gets one in without experience, before the general points of finding an internship. Written for these
 * tests, apart from the eval sets.
 */
const ask = (q: string) => chain(q)[0]!;

describe('an internship sought in a named job', () => {
  it.each([
    ['大二想找个新媒体运营的实习，没经验能找到吗', /自己做一个账号/],
    ['零经验怎么找UI设计实习？', /作品集/],
    ['想找律所实习，法学大三，没经验，怎么找', /法院、检察院/],
    ['会计专业大二，想寒假去四大审计实习，有什么要求', /忙季/],
  ])('%s: the job own way into an internship, not its whole card', (q, own) => {
    const answer = ask(q);
    expect(answer).toMatch(/\*\*找实习\*\*/);
    expect(answer).toMatch(own);
    // The card is narrowed: what the job is and how it grows are not what was asked.
    expect(answer).not.toMatch(/\*\*发展路径\*\*/);
  });

  it('puts the job card before the general points, and drops points written for another year', () => {
    const answer = ask('想找律所实习，法学大三，没经验，怎么找');
    expect(answer.indexOf('### 律师')).toBeGreaterThan(-1);
    expect(answer.indexOf('### 律师')).toBeLessThan(answer.indexOf('### 实习怎么找'));
    // The asker is in 大三: the point that opens on 大四 is for someone else.
    expect(answer).not.toMatch(/^- 大四了/mu);
  });

  it('keeps the whole card for a job asked about without an internship in view', () => {
    const answer = ask('产品经理是做什么的，以后怎么发展');
    expect(answer).not.toMatch(/\*\*找实习\*\*/);
    expect(answer).toMatch(/\*\*发展路径\*\*/);
  });

  it('does not read the pay or the conversion of an internship as seeking one', () => {
    for (const q of ['去大厂做产品实习，实习工资一般多少', '在互联网公司做运营实习，怎么才能转正'])
      expect(ask(q)).not.toMatch(/\*\*找实习\*\*/);
  });
});
