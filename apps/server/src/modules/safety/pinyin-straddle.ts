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
  // At a run's start no word can hold the first syllable, so a sentence that reads on in everyday words past the
  // word after it stands for that word instead ('zuo ai xin gong yi' is 做爱心公益, its ai xin then gong yi).
  return before || (start === runStart(letters, start) && readsOnInWords(letters.slice(end), last, words))
    ? after
    : false;
}

let longer: Map<string, string> | null = null;
/** The spellings of everyday words of three and four characters (fen xi shi → 分析师); read once. */
function longerSpellings(): Map<string, string> {
  if (longer) return longer;
  longer = new Map();
  for (const line of new TextDecoder().decode(dict).split('\n')) {
    const [word, freq] = line.split(' ');
    if (!word || Number(freq) < MIN_FREQUENCY || !/^\p{Script=Han}{3,4}$/u.test(word)) continue;
    longer.set(spokenOf(word).join(' '), word);
  }
  return longer;
}

/**
 * Whether the syllables from `start` to `end` of a run of pinyin lie wholly inside a longer everyday word the run
 * spells, one that is not the keyword written inside it: 'da shu ju fen xi shi' holds xishi (吸食) inside 分析师.
 */
export function insideLongerWord(letters: string, start: number, end: number, term: string): boolean {
  const from = runStart(letters, start);
  const cut = syllablesOf(/^[a-z]*/.exec(letters.slice(from))![0]);
  if (!cut) return false;
  const offsets = cut.reduce<number[]>((acc, s) => [...acc, acc[acc.length - 1]! + s.length], [0]);
  const first = offsets.indexOf(start - from);
  const last = offsets.indexOf(end - from);
  if (first < 0 || last < 0) return false;
  const words = longerSpellings();
  for (let a = Math.max(0, last - 4); a <= first; a++)
    for (let b = Math.max(last, a + 3); b <= Math.min(cut.length, a + 4); b++) {
      const word = words.get(cut.slice(a, b).join(' '));
      if (word && (a < first || b > last) && !word.includes(term)) return true;
    }
  return false;
}

/** Where the run of letters holding `at` begins. */
const runStart = (letters: string, at: number) => at - (/[a-z]*$/.exec(letters.slice(0, at))?.[0].length ?? 0);

/** Whether `last` and the next syllable make an everyday word, and the two syllables after those make another. */
function readsOnInWords(rest: string, last: string, words: Set<string>): boolean {
  const next = syllablesOf(/^[a-z]*/.exec(rest)![0]);
  return !!next && next.length >= 3 && words.has(`${last} ${next[0]}`) && words.has(`${next[1]} ${next[2]}`);
}

/**
 * Whether a spelling found inside a run of pinyin starts or ends inside one of the run's syllables as the run is cut
 * (zuo yan jiu holds zuoya, 做鸭, across yan; zuo yao wu across yao): the letters spell it, the syllables do not.
 * A run that is no pinyin is left as it was read.
 */
export function offTheCut(letters: string, start: number, end: number): boolean {
  const from = runStart(letters, start);
  const run = /^[a-z]*/.exec(letters.slice(from))![0];
  const cut = syllablesOf(run);
  if (!cut) return false;
  const bounds = new Set<number>([0]);
  cut.reduce((at, s) => (bounds.add(at + s.length), at + s.length), 0);
  return !bounds.has(start - from) || !bounds.has(end - from);
}
