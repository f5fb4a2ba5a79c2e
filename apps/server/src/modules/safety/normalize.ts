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
  ['讠乍', '诈'],
  ['钅戋', '钱'],
  ['亻俞', '偷'],
  ['扌仓', '抢'],
  ['石欠', '砍'],
  ['歹匕', '死'],
  ['火尧', '烧'],
  ['口及', '吸'],
  ['女表', '婊'],
  ['弓虽', '强'],
  ['十尃', '博'],
  ['忄青', '情'],
  ['氵先', '洗'],
  ['杀刂', '刹'],
  ['冫水', '冰'],
  ['衤果', '裸'],
  ['去力', '劫'],
  ['穴切', '窃'],
  ['艹约', '药'],
  ['扌喿', '操'],
  ['龶母', '毒'],
  ['纟邦', '绑'],
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

/** Pinyin typed with tone numbers (zi4sha1) read without them, so the letters join into one spelling. */
export function withoutToneNumbers(normalized: string): string {
  return normalized.replace(/(?<=[a-z])[1-5](?=[a-z]|$|\P{Script=Latin})/gu, '');
}
