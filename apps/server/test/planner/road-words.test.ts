import { describe, expect, it } from 'vitest';
import { readRoads } from '../../src/providers/llm/offline/road-words.js';
import { answersFromEntries, ask } from './entry-cases.js';

/*
 * A decision named in other words than the content's phrases: its parts in either order ('硕士有没有必要读'), the move
 * said whole ('另谋高就'), weighed beside an entry the question reaches in passing. Written for these tests, apart
 * from the evaluation sets.
 */

describe('a road named in its parts', () => {
  it('reads the thing and what is done with it in either order, a few words apart', () => {
    expect(readRoads('硕士到底有没有必要读').text).toContain('考研');
    expect(readRoads('想读个研究生再找工作').text).toContain('考研');
    expect(readRoads('博士学位值得拿吗').text).toContain('读博');
    expect(readRoads('想攻读博士').text).toContain('读博');
  });

  it('leaves the stage the asker is at, and who they are, as said', () => {
    for (const q of [
      '研究生读不下去了怎么办',
      '硕士毕业去哪个城市好',
      '读生物的研究生要不要往生信转',
      '博士生延毕怎么办',
    ])
      expect(readRoads(q).roads).toEqual([]);
  });

  it('does not join a thing and an act across two options', () => {
    expect(readRoads('硕士毕业是直接上班还是再读个博士').text).toBe('硕士毕业是直接上班还是再读个读博');
  });

  it('counts the asker’s own words for the road', () => {
    const { roads } = readRoads('想端个铁饭碗');
    expect(roads).toEqual([expect.objectContaining({ word: '考公', said: 5 })]);
  });
});

answersFromEntries('a decision asked in other words reaches its entry', [
  { q: '本科读完要不要接着深造，还是先上两年班', entry: '考研还是就业', says: /硕士/u },
  { q: '研究生文凭到底有没有用啊', entry: '考研还是就业', says: /硕士/u },
  { q: '老爸想让我去捧个铁饭碗，现在准备还来得及吗', entry: '考公、国企还是私企', says: /考公|公务员/u },
  { q: '在这家公司待了四年，想另谋出路了', entry: '跳槽时机', says: /跳槽/u },
  { q: '没有下家就先辞了再找，会不会太冒险', entry: '裸辞', says: /裸辞|骑驴找马/u },
  { q: '做了六年行政，想彻底换个领域，还来得及吗', entry: '30 岁转行', says: /转行/u },
  { q: '家里能出钱，想去国外读个master', entry: '留学还是国内读研', says: /留学/u },
  { q: '导师劝我继续读下去拿个博士学位', entry: '读博还是工作', says: /读博|博士/u },
  { q: '大专文凭想升个本科，有什么办法', entry: '学历提升（专升本、自考、成考、非全）', says: /专升本/u },
  { q: '大一读了半年会计，想换到别的学院去', entry: '转专业', says: /转专业/u },
  { q: '毕业以后想去部队锻炼两年', entry: '大学生参军入伍', says: /参军|入伍/u },
  { q: '毕业了想先歇半年再找工作', entry: 'gap year 与毕业空窗', says: /空窗|gap/iu },
]);

describe('a road named where the question asks', () => {
  it('outweighs an entry found in passing, in a clause that says why', () => {
    expect(ask('想端个铁饭碗，普通本科的，准备来得及吗').thinking).toContain('「考公、国企还是私企」');
    expect(ask('大一，不喜欢现在的专业，想换到法学，难吗').thinking).toContain('「转专业」');
  });

  it('is not a phrase of saying no found inside asking whether', () => {
    expect(ask('被分到一个不喜欢的专业，能不能转专业').thinking).toContain('「转专业」');
  });
});

describe('two options of a decision said in other words', () => {
  it('are the decision’s options, and the answer leans to one', () => {
    const { text, thinking } = ask('硕士毕业是直接上班还是再读个博士');
    expect(thinking).toContain('「读博还是工作」');
    expect(text).toMatch(/我更建议你选(?:读博|工作)/u);
  });
});

describe('a case found by its words', () => {
  it('is found within one sentence, not from words of two', () => {
    expect(ask('考公真的那么香吗？还是在公司多攒几年经验').thinking).not.toContain('考公多次没上岸');
  });
});
