/**
 * The text the keyword automaton reads: full-width forms folded to ASCII and compatibility forms to their base
 * (NFKC), lower case, and everything that is not a letter or a digit dropped, so spaces, symbols and zero-width
 * characters put between a keyword's characters do not hide it. Split characters (拆字) are put back together.
 */
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** Characters written as their two components to slip past a filter; only pairs with no everyday meaning. */
const SPLIT_CHARACTERS: ReadonlyArray<[string, string]> = [
  ['木仓', '枪'],
  ['火乍', '炸'],
  ['贝者', '赌'],
  ['弓单', '弹'],
  ['女昌', '娼'],
  ['马扁', '骗'],
];
const SPLIT = new RegExp(SPLIT_CHARACTERS.map(([parts]) => parts).join('|'), 'g');
const JOINED = new Map(SPLIT_CHARACTERS);

export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(NOT_WORD, '')
    .replace(SPLIT, (m) => JOINED.get(m)!);
}

const HAN = /\p{Script=Han}/u;
export const isHan = (ch: string) => HAN.test(ch);

/** The runs of Latin letters in normalized text: where pinyin spellings of keywords are looked for. */
export function latinRuns(normalized: string): string[] {
  return normalized.match(/[a-z]+/g) ?? [];
}
