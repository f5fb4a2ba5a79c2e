import { describe, expect, it } from 'vitest';
import { buildAutomaton, runInSlices, runToEnd } from '../../src/modules/safety/automaton.js';
import { KeywordLibrary, parseKeywordLines } from '../../src/modules/safety/index.js';

/** Every occurrence of every pattern by brute force, as `start:pattern`, for comparing with the automaton. */
function bruteForce(patterns: string[], text: string): string[] {
  const out: string[] = [];
  for (const p of patterns)
    for (let i = 0; i + p.length <= text.length; i++) if (text.startsWith(p, i)) out.push(`${i}:${p}`);
  return out.sort();
}

describe('the stepwise Aho–Corasick automaton', () => {
  it('finds every occurrence, overlapping ones and patterns inside patterns included', () => {
    const patterns = ['he', 'she', 'his', 'hers', '博彩', '博彩监管', '彩'];
    const a = runToEnd(buildAutomaton(patterns.map((p) => ({ pattern: p, data: p }))));
    for (const text of ['ushers', 'ahishers', '博彩监管之外的博彩', '']) {
      const got = a.search(text).map((h) => `${h.start}:${h.data}`);
      expect(got.sort(), text).toEqual(bruteForce(patterns, text));
      for (const h of a.search(text)) expect(text.slice(h.start, h.end)).toBe(h.data);
    }
  });

  it('agrees with brute force on random dictionaries over a small alphabet', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const word = (n: number) => Array.from({ length: n }, () => 'abc'[Math.floor(random() * 3)]).join('');
    for (let round = 0; round < 200; round++) {
      const patterns = [
        ...new Set(Array.from({ length: 1 + Math.floor(random() * 12) }, () => word(1 + Math.floor(random() * 4)))),
      ];
      const text = word(40);
      const a = runToEnd(
        buildAutomaton(
          patterns.map((p) => ({ pattern: p, data: p })),
          3,
        ),
      );
      expect(
        a
          .search(text)
          .map((h) => `${h.start}:${h.data}`)
          .sort(),
      ).toEqual(bruteForce(patterns, text));
    }
  });

  it('builds in slices that give the event loop turns, to the same library as a build at once', async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => `fraud\t假证明${i.toString(36)}`);
    const entries = parseKeywordLines([...lines, 'gambling_drugs\t冰毒', 'allow\t博彩监管'].join('\n'));
    // A slice of 0 ms ends at every step that checks the clock, so the build yields however fast the host is (a
    // 1 ms slice and a 1 ms interval timer counted no turn on a host that built it all in one slice); the turns are
    // counted in the event loop's check phase, where the build's own turns are taken.
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const sliced = await KeywordLibrary.compile(entries, 0);
    ticking = false;
    const atOnce = new KeywordLibrary(entries);
    expect(turns).toBeGreaterThan(0);
    expect(sliced.size).toBe(atOnce.size);
    for (const text of ['哪里能买冰 毒', '开一张假证明2bx', '博彩监管', '普通的职业问题'])
      expect(sliced.match(text), text).toEqual(atOnce.match(text));
  });

  it('runs a stepwise build to its end however it is driven', async () => {
    const patterns = Array.from({ length: 50 }, (_, i) => ({ pattern: `k${i}`, data: i }));
    const viaSlices = await runInSlices(buildAutomaton(patterns, 1), 0);
    expect(viaSlices.search('xk7k42').map((h) => h.data)).toEqual([7, 4, 42]);
  });
});
