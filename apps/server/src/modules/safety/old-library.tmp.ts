import AhoCorasick from 'modern-ahocorasick';
import { pinyin } from 'pinyin-pro';
import { isHan, latinRuns, normalizeText } from './old-normalize.tmp.js';
import { isSafetyCategory, type SafetyCategory } from './safety.types.js';

/** One entry of the library: a decline category, or `allow` for an innocent phrase (法医, 禁毒社工…). */
export interface KeywordEntry {
  term: string;
  category: SafetyCategory | 'allow';
}

export interface KeywordHit {
  category: SafetyCategory;
  rule: string;
}

/**
 * Pinyin spellings that are everyday Latin words or abbreviations in a career chat: never read as a keyword's
 * initials (HR, PM, AI, IT…), whatever keyword they would spell.
 */
const LATIN_WORDS = new Set(
  (
    'ai it hr pm am is go qa ui ux ok no on in at to do be me my we he an as by of or so up us ' +
    'ceo cto cfo coo bd ppt pdf gpa mba cpa acca cfa gre ielts app web job api sql java c cpp gre ' +
    'top tob toc sa ta db dba ops hrbp kpi okr ip id pk vs ps pr jd hc bg bu cv sop kol hrd ld mt'
  ).split(/\s+/),
);

/** A Han character's toneless syllable, the first reading of a polyphone; cached, the scan is per character. */
const syllables = new Map<string, string>();
function syllableOf(ch: string): string {
  let s = syllables.get(ch);
  if (s === undefined) {
    s = pinyin(ch, { toneType: 'none' }) || ch;
    syllables.set(ch, s);
  }
  return s;
}
/** Each syllable as one private-use character, so homophones can run through an automaton of their own. */
const syllableCodes = new Map<string, string>();
function codeOf(syllable: string): string {
  let c = syllableCodes.get(syllable);
  if (c === undefined) {
    c = String.fromCharCode(0xe000 + syllableCodes.size);
    syllableCodes.set(syllable, c);
  }
  return c;
}
/** Keywords this long or longer are also matched by sound (谐音); shorter ones collide with everyday words. */
const HOMOPHONE_MIN_CHARS = 3;
const soundOf = (normalized: string) =>
  Array.from(normalized, (ch) => (isHan(ch) ? codeOf(syllableOf(ch)) : ch)).join('');

type Data = { category: SafetyCategory | 'allow'; term: string };

/**
 * The local library compiled for matching: one Aho–Corasick automaton over the normalized keywords and
 * innocent phrases, one over their sounds, and a lookup of their pinyin spellings. A keyword inside an innocent
 * phrase (博彩 in 博彩监管) does not count. Built once per library change; matching allocates little.
 */
export class KeywordLibrary {
  private readonly literal: AhoCorasick<Data> | null;
  private readonly sound: AhoCorasick<Data> | null;
  private readonly spelled = new Map<string, Data>();
  readonly size: number;

  constructor(entries: Iterable<KeywordEntry>) {
    const literal: Array<{ pattern: string; data: Data }> = [];
    const sound: Array<{ pattern: string; data: Data }> = [];
    const seen = new Set<string>();
    for (const { term, category } of entries) {
      const pattern = normalizeText(term);
      if (!pattern || seen.has(pattern) || (category !== 'allow' && !isSafetyCategory(category))) continue;
      seen.add(pattern);
      const data = { category, term };
      literal.push({ pattern, data });
      const han = Array.from(pattern).filter(isHan);
      if (category === 'allow' || han.length !== Array.from(pattern).length || han.length < 2) continue;
      // Read as a word, so a polyphone takes the reading the keyword gives it (弹 in 炸弹 is dan).
      const spoken = pinyin(pattern, { toneType: 'none', type: 'array' });
      if (han.length >= HOMOPHONE_MIN_CHARS) sound.push({ pattern: spoken.map(codeOf).join(''), data });
      const initials = spoken.map((s) => s[0]).join('');
      if (!LATIN_WORDS.has(initials)) this.spelled.set(initials, data);
      this.spelled.set(spoken.join(''), data);
    }
    this.size = seen.size;
    this.literal = literal.length ? new AhoCorasick(literal) : null;
    this.sound = sound.length ? new AhoCorasick(sound) : null;
  }

  /**
   * The first keyword the text contains, written plainly or split up; with `disguises` also spelled in pinyin or
   * by sound. Disguises are a asker's tricks: an answer is read for plain keywords only, since its everyday words
   * (JD, 了解自己) spell or sound like keywords far more often than a model writes a disguised one.
   */
  match(text: string, { disguises = true }: { disguises?: boolean } = {}): KeywordHit | null {
    const normalized = normalizeText(text);
    if (!normalized) return null;
    // Most texts hold no entry at all: the early-exit test spares collecting matches for them.
    const hits = this.literal?.match(normalized) ? this.literal.search(normalized) : [];
    const allowed = hits.filter((h) => h.data!.category === 'allow');
    const inside = (s: number, e: number) => allowed.some((a) => a.start <= s && e <= a.end);
    for (const h of hits) {
      const { category, term } = h.data!;
      if (category !== 'allow' && !inside(h.start, h.end)) return { category, rule: `keyword:${term}` };
    }
    if (!disguises) return null;
    for (const run of latinRuns(normalized)) {
      const found = this.spelled.get(run);
      if (found && found.category !== 'allow') return { category: found.category, rule: `pinyin:${run}→${found.term}` };
    }
    if (this.sound) {
      // An innocent phrase masks what sounds like a keyword inside it, as it does for the written keyword.
      const heard = this.sound.search(soundOf(normalized));
      for (const h of heard) {
        const { category, term } = h.data!;
        if (category !== 'allow' && !inside(h.start, h.end)) return { category, rule: `homophone:${term}` };
      }
    }
    return null;
  }
}
