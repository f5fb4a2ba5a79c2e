import { pinyin } from 'pinyin-pro';
import { isHan } from './normalize.js';

/** A Han character's toneless readings, the commonest first; cached, the scan is per character. */
const readings = new Map<string, string[]>();
function readingsOf(ch: string): string[] {
  let r = readings.get(ch);
  if (r === undefined) {
    const all = pinyin(ch, { toneType: 'none', type: 'array', multiple: true });
    r = all.length ? [...new Set(all)] : [pinyin(ch, { toneType: 'none' }) || ch];
    readings.set(ch, r);
  }
  return r;
}

/**
 * A syllable as heard by many southern speakers and typed by anyone dodging a filter: flat and retroflex
 * initials alike (伪照 for 伪造, 沙 for 杀), n and l alike, front and back nasals alike (因 for 鹰).
 */
export function fuzzySyllable(syllable: string): string {
  return syllable
    .replace(/^([zcs])h/, '$1')
    .replace(/^l/, 'n')
    .replace(/([aei])ng$/, '$1n');
}

/** Each fuzzy syllable as one private-use character, so homophones run through an automaton of their own. */
const syllableCodes = new Map<string, string>();
/** The code of each syllable as written, so the fuzzy reading is worked out once per syllable. */
const codes = new Map<string, string>();
export function codeOf(syllable: string): string {
  let c = codes.get(syllable);
  if (c !== undefined) return c;
  const heard = fuzzySyllable(syllable);
  c = syllableCodes.get(heard);
  if (c === undefined) {
    c = String.fromCharCode(0xe000 + syllableCodes.size);
    syllableCodes.set(heard, c);
  }
  codes.set(syllable, c);
  return c;
}

/**
 * The text as heard, one code per Han character: with the commonest reading of each, and, when the text holds
 * a polyphone, once more with each polyphone's second reading (嗨 is hei first, hai as in 嗨洛因).
 */
export function soundsOf(normalized: string): string[] {
  const chars = Array.from(normalized);
  let polyphone = false;
  const first = chars
    .map((ch) => {
      if (!isHan(ch)) return ch;
      const r = readingsOf(ch);
      if (r.length > 1) polyphone = true;
      return codeOf(r[0]!);
    })
    .join('');
  if (!polyphone) return [first];
  const second = chars.map((ch) => (isHan(ch) ? codeOf(readingsOf(ch)[1] ?? readingsOf(ch)[0]!) : ch)).join('');
  return [first, second];
}

/**
 * Spellings of a keyword written half in pinyin and half in characters (bo彩, zi杀, 赌bo, 百jia乐): each run of Latin
 * letters joined with the full syllables of up to three characters after it, before it, or both.
 */
export function mixedSpellings(normalized: string): string[] {
  const out: string[] = [];
  for (const m of normalized.matchAll(/[a-z]+/g)) {
    const start = m.index;
    const end = start + m[0].length;
    const afters: string[] = [];
    let after = '';
    for (let i = end; i < Math.min(normalized.length, end + 3) && isHan(normalized[i]!); i++) {
      after += readingsOf(normalized[i]!)[0];
      afters.push(after);
      out.push(m[0] + after);
    }
    let before = '';
    for (let i = start - 1; i >= Math.max(0, start - 3) && isHan(normalized[i]!); i--) {
      before = readingsOf(normalized[i]!)[0] + before;
      out.push(before + m[0]);
      // The letters in the middle of the word (百jia乐): both sides at once.
      for (const a of afters) out.push(before + m[0] + a);
    }
  }
  return out;
}

/** Whether two characters share a reading exactly (tones aside), with no fuzzy hearing. */
export function sameSyllable(a: string, b: string): boolean {
  const rb = readingsOf(b);
  return readingsOf(a).some((r) => rb.includes(r));
}

/**
 * A keyword's syllables, read as a word so a polyphone takes the reading the word gives it (弹 in 炸弹 is dan).
 * Reading a whole word costs a hundred times a cached character: only words holding a polyphone pay it.
 */
export function spokenOf(word: string): string[] {
  const chars = Array.from(word);
  if (chars.every((ch) => readingsOf(ch).length === 1)) return chars.map((ch) => readingsOf(ch)[0]!);
  return pinyin(word, { toneType: 'none', type: 'array' });
}
