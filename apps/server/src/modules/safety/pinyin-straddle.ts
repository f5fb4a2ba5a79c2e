import { dict } from '@node-rs/jieba/dict.js';
import { spokenOf } from './sound.js';
import { GRAMMAR_CHARACTERS } from './sound-pairs.js';
import { isSyllable, syllablesOf } from './whole-pinyin.js';

/**
 * A keyword's spelling found inside a run of pinyin whose syllables belong to the words on either side of it: 'gong zuo
 * ya li da' holds zuoya (做鸭) across 工作|压力, 'wu li xue jia jiu ye' jiajiu (假酒) across 学家|就业. A student typing
 * pinyin because the input method is off writes whole sentences, and once their spaces are dropped any two syllables
 * meet; the keyword is what they meant only when its syllables are not each the half of an everyday word beside it.
 * Everyday words are the two-character words of jieba's dictionary common enough to be typed in a career chat.
 */

/** Words rarer than this (of some 350,000, counted in jieba's corpus) are no everyday word one types. */
const MIN_FREQUENCY = 100;

let pairs: Set<string> | null = null;
/** Everyday two-character words by their first syllable and second character (ai 好 for 爱好); read with `pairs`. */
let heads: Set<string> | null = null;
/** The spellings of everyday two-character words, syllables joined by a space (gong zuo, ya li); read once. */
function everydaySpellings(): Set<string> {
  if (pairs) return pairs;
  pairs = new Set();
  heads = new Set();
  const text = new TextDecoder().decode(dict);
  for (const line of text.split('\n')) {
    const [word, freq] = line.split(' ');
    if (!word || Number(freq) < MIN_FREQUENCY || !/^\p{Script=Han}{2}$/u.test(word)) continue;
    const spoken = spokenOf(word);
    pairs.add(spoken.join(' '));
    heads.add(`${spoken[0]} ${word[1]}`);
  }
  return pairs;
}

/**
 * Whether a run of pinyin ends in a syllable that begins an everyday word with the character typed after it: 'zuo ai
 * 好的工作' is 做爱好的工作 (a job one loves), not the keyword its letters spell. Not a character of grammar (zisha了).
 */
export function endsIntoWord(run: string, next: string): boolean {
  if (!next || GRAMMAR_CHARACTERS.test(next)) return false;
  const own = syllablesOf(run);
  if (!own) return false;
  everydaySpellings();
  return heads!.has(`${own[own.length - 1]} ${next}`);
}

/**
 * Whether the letters from `start` to `end` of `letters` (a normalized text, its spaces dropped) are syllables whose
 * first is the end of an everyday word begun by the syllable before it and whose last the start of one ended by the
 * syllable after it. Each neighbour is any syllable the letters beside it end or begin with, so a run cut another way
 * (tiang ong for tian gong) does not hide the word. A spelling at a run's edge is left as it was read.
 */
export function straddlesWords(letters: string, start: number, end: number): boolean {
  const own = syllablesOf(letters.slice(start, end));
  if (!own) return false;
  const words = everydaySpellings();
  const first = own[0]!;
  const last = own[own.length - 1]!;
  let before = false;
  let after = false;
  for (let k = 1; k <= 6; k++) {
    const head = letters.slice(start - k, start);
    if (start - k >= 0 && /^[a-z]+$/.test(head) && isSyllable(head) && words.has(`${head} ${first}`)) before = true;
    const tail = letters.slice(end, end + k);
    if (tail.length === k && /^[a-z]+$/.test(tail) && isSyllable(tail) && words.has(`${last} ${tail}`)) after = true;
  }
  return before && after;
}
