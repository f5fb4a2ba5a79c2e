import { dict, idf } from '@node-rs/jieba/dict.js';
import { sameSyllable } from './sound.js';

/** Characters of everyday grammar: one swapped in makes a sentence, not a disguise ('压力大吗' is no 大麻). */
export const GRAMMAR_CHARACTERS = /[吗呢吧啊呀么了的是要看有在]/;

/** Two characters of the common block as one number, the first in the high half. */
const pairKey = (a: number, b: number) => a * 0x10000 + b;
const common = (c: number) => c >= 0x4e00 && c <= 0x9fff;

let words: Set<number> | null = null;
/**
 * The two-character words of jieba's dictionary and of its word list of document frequencies (the second holds words
 * the first lacks, 大骂 among them): some 135,000, kept as numbers, read line by line once per process (tens of
 * milliseconds; the server reads them at boot, see index.ts).
 */
export function everydayPairs(): Set<number> {
  if (words) return words;
  words = new Set();
  for (const list of [dict, idf]) {
    const text = new TextDecoder().decode(list);
    for (let at = 0; at < text.length;) {
      const end = text.indexOf('\n', at);
      const a = text.charCodeAt(at);
      const b = text.charCodeAt(at + 1);
      if (text.charCodeAt(at + 2) === 32 && common(a) && common(b)) words.add(pairKey(a, b));
      at = end < 0 ? text.length : end + 1;
    }
  }
  return words;
}
const isWord = (pair: string) => everydayPairs().has(pairKey(pair.charCodeAt(0), pair.charCodeAt(1)));

/**
 * Two characters written where a two-character word is heard (割碗 for 割腕, 定味 for 定位, 跳搂 for 跳楼): a
 * disguise when one character is the word's own and the other sounds exactly like the word's (no fuzzy hearing,
 * no character of grammar), and the two are no word of their own (制度 is no 制毒, 轻声 no 轻生, 上调 no 上吊), nor
 * part of words with their neighbours. `text` has one code unit per
 * character, as the normalized text of a question does.
 */
export function swappedPair(text: string, start: number, word: string): boolean {
  const written = text.slice(start, start + 2);
  if (written.length !== 2 || word.length !== 2) return false;
  const kept = written[0] === word[0] ? 0 : written[1] === word[1] ? 1 : -1;
  if (kept < 0 || written === word) return false;
  const swapped = 1 - kept;
  if (!sameSyllable(written[swapped]!, word[swapped]!) || GRAMMAR_CHARACTERS.test(written[swapped]!)) return false;
  if (isWord(written)) return false;
  // Neither character is part of a word with its outer neighbour (大学里 holds no 学历, 想四点 no 想死).
  const before = text.slice(Math.max(0, start - 1), start);
  const after = text.slice(start + 2, start + 3);
  return !(before && isWord(before + written[0])) && !(after && isWord(written[1] + after));
}
