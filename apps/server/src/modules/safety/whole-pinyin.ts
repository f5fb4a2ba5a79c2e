import { INITIALS_AMONG, joinSpelledLetters, readLooseNames } from './pinyin-vice-loose.js';
import { HEARD_NEAR_A_GETTING, readStreetDrugs, VICE_SPOKEN } from './pinyin-vice-words.js';
import { spokenOf } from './sound.js';
import { ASKING } from './pinyin-asking-words.js';

/**
 * A question typed in pinyin ('bang wo xie yi pian bi ye lun wen', 'zaijian le dajia', or a clause of it beside
 * characters: 跟大家说声再见，wo yao zou le): the rules read characters, and once the spaces are dropped a word's
 * letters run into its neighbours', so no spelling is seen. Each run of letters is cut into its syllables, then the
 * rules' own words and the words of asking are put back as characters; what is left stays letters. A text counts as
 * pinyin only when every run of letters cuts wholly into syllables, so English (with its closing consonants) is never
 * read so.
 */

/** A toneless pinyin syllable: an optional initial and a final (y and w as initials). */
const SYLLABLE =
  /^(zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(iang|iong|uang|ueng|ang|eng|ing|ong|uai|uan|ian|iao|van|ai|ei|ao|ou|an|en|in|un|vn|ia|ie|iu|ua|uo|ui|ue|ve|er|a|o|e|i|u|v)$/;

/**
 * Everyday words whose syllables hold a rule's word (da ma jiang is 打麻将, not 大麻 and a stray jiang): read first, as
 * they are longer, so the shorter word inside them is never put back. A hobby typed in pinyin stays a hobby, and a
 * rink (liu bing chang) no 溜冰 sought.
 */
const EVERYDAY = ['打麻将', '麻将', '麻将馆', '读博士', '溜冰场', '溜冰鞋'];

/**
 * du bo weighed against a choice of studies or work (du bo hai shi jiu ye, du bo hai shi gong zuo): the student's
 * 读博 (a doctorate), which a choice between it and a job makes plain; elsewhere du bo stays 赌博.
 */
const DOCTORATE_CHOSEN = /(?<![a-z])du +bo(?= +hai +shi| +huan +shi| +he +(gong +zuo|jiu +ye|kao +gong))/g;

/**
 * hai before a night's length (hai yi zheng wan, hai tong xiao) is 嗨, a high kept up; the dictionary reads 嗨 as hei, and
 * hai alone is 还 or 海.
 */
const HIGH_NIGHT = /(?<![a-z])hai(?= +(yi +zheng +(wan|ye)|yi +wan +shang|tong +xiao|dao +tian +liang))/g;

/**
 * 行业 typed with 行's everyday reading (du bo xing ye de jiu ye qian jing) as often as with hang: an industry asked
 * about as a career, which the frames for a keyword named at work read in characters. 兴业 and 星夜 are no ask either.
 */
const INDUSTRY_TYPED = /(?<![a-z])xing +ye(?![a-z])/g;

/** da before a lone k is 打k, ketamine taken (da k de huo na li you): k alone is kept as typed (INITIALS_AMONG). */
const KETAMINE_TAKEN = /(?<![a-z])da +k(?![a-z])/g;

/**
 * Long drug names typed with one syllable's vowel wrong (haluoyin for heluoyin, kekayin for kekayin's ka): a name of
 * three syllables is recognised with any one of its syllables keeping only its initial. Only these names: a shorter
 * word loosened so would read everyday syllables as drugs.
 */
const TYPO_PRONE = ['海洛因', '可卡因', '摇头丸', '氯胺酮', '芬太尼', '甲卡西酮'];
const INITIAL = /^(zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?/;
let loosened: Array<{ word: string; re: RegExp }> | null = null;
function loosenedSpellings() {
  return (loosened ??= TYPO_PRONE.flatMap((word) => {
    const syllables = spokenOf(word);
    return syllables.map((_, i) => {
      const parts = syllables.map((x, j) => (j === i ? `${INITIAL.exec(x)![0]}[a-z]{1,4}?` : x));
      return { word, re: new RegExp(`(?<![a-z])${parts.join(' +')}(?![a-z])`, 'g') };
    });
  }));
}

/** English words typed among pinyin syllables (ya qiu app na ge hao): skipped when the letters are cut, kept as they are. */
// A job's English words too (gei wo IT offer, he fa ma): typed as they are in a career chat.
const LATIN_AMONG = new Set(['app', 'apps', 'vip', 'qq', 'wifi', 'ok', 'it', 'offer', 'hr']);
const keptAsTyped = (run: string) => LATIN_AMONG.has(run) || INITIALS_AMONG.has(run);

let spellings: Array<{ word: string; re: RegExp }> | null = null;
/** More syllables first, so 聊天记录 is read before a shorter word inside it. */
function spellingsOf(words: readonly string[]) {
  return (spellings ??= [...new Set([...words, ...ASKING, ...VICE_SPOKEN, ...EVERYDAY])]
    .filter((word) => !HEARD_NEAR_A_GETTING.has(word))
    .map((word) => ({ word, syllables: spokenOf(word) }))
    .sort((a, b) => b.syllables.length - a.syllables.length)
    .map(({ word, syllables }) => ({ word, re: new RegExp(`(?<![a-z])${syllables.join(' +')}(?![a-z])`, 'g') })));
}

/**
 * A syllable with no initial is one of these (ai, en, ang, er); a final led by i, u or ü is written with y or w when it
 * stands alone (yi, wu, yu, yong, wan), so ong, ing or uo alone are letters of the syllables beside them (xin gong yi,
 * not xing ong yi).
 */
const OPEN_SYLLABLES = new Set(['a', 'o', 'e', 'ai', 'ei', 'ao', 'ou', 'an', 'en', 'ang', 'eng', 'er']);
const plainSyllable = (s: string) => SYLLABLE.test(s) && (/^[^aoeiuv]/.test(s) || OPEN_SYLLABLES.has(s));
/** A syllable with its northern 儿 run on (nar, zher, yidianr), typed as spoken. */
export const isSyllable = (s: string) => plainSyllable(s) || (/[^e]r$/.test(s) && plainSyllable(s.slice(0, -1)));

/**
 * A run of letters cut into pinyin syllables (zaijian: zai jian), the longest syllable first with a step back when the
 * rest cannot be cut (xian before xi an); null when it cannot be cut wholly. Positions found uncuttable are remembered,
 * so a long run of letters costs no more than its length times the longest syllable.
 */
export function syllablesOf(run: string): string[] | null {
  const dead = new Set<number>();
  const from = (at: number): string[] | null => {
    if (at === run.length) return [];
    if (dead.has(at)) return null;
    for (let end = Math.min(at + 6, run.length); end > at; end--) {
      const head = run.slice(at, end);
      if (!isSyllable(head)) continue;
      const rest = from(end);
      if (rest) return [head, ...rest];
    }
    dead.add(at);
    return null;
  };
  return from(0);
}

/** Marks typed between two letters in place of a space (not a space itself, nor a letter or digit). */
const BETWEEN_SYLLABLES = /(?<=[a-z])[^\p{L}\p{N}\s]{1,3}(?=[a-z])/gu;

/**
 * The text with the words read back when its letters are pinyin, of three syllables or more (chou da ma, mai ma yao:
 * a short ask is an ask); else the text as it was. `text` is lower case with its spaces kept; `words` are the
 * rules' words (disguise-words.ts).
 */
export function readWholePinyin(typed: string, words: readonly string[]): string {
  // Syllables kept apart by a mark instead of a space (xi-du, du.bo, ma_yao, xi'an) are as spaced: the mark hides
  // the word from a filter, not from a reader.
  const text = joinSpelledLetters(typed.replace(BETWEEN_SYLLABLES, ' '));
  const runs = text.match(/[a-z]+/g) ?? [];
  if (runs.length === 0) return text;
  const cut = runs.filter((r) => !keptAsTyped(r)).map(syllablesOf);
  if (cut.some((c) => c === null)) return typed;
  const count = cut.reduce((n, c) => n + c!.length, 0);
  // Beside characters two spelled syllables suffice when they are apart (bang我xie论文, cha他的kai房记录): each a word
  // of its own between characters, not one word's letters, which the spellings of disguise.ts read.
  const mixed = /\p{Script=Han}/u.test(text);
  if (count < (mixed && runs.length >= 2 ? 2 : 3)) return typed;
  // Each run spaced into its syllables; 谁 is typed as spoken, shei, as often as the dictionary's shui.
  let read = text
    .replace(/[a-z]+/g, (r) => INITIALS_AMONG.get(r) ?? (LATIN_AMONG.has(r) ? r : syllablesOf(r)!.join(' ')))
    .replace(/(?<![a-z])shei(?![a-z])/g, 'shui')
    // 儿 run onto its syllable (nar you) spelled apart, so 哪儿 is read as the dictionary spells it.
    .replace(/(?<![a-z])([a-z]+[^e ])r(?![a-z])/g, (m, base: string) => (plainSyllable(base) ? `${base} er` : m))
    .replace(DOCTORATE_CHOSEN, '读博')
    .replace(HIGH_NIGHT, '嗨')
    .replace(INDUSTRY_TYPED, '行业')
    .replace(KETAMINE_TAKEN, '打k');
  // Loosely typed names first (yao tou wang), or a syllable of theirs is read as a word of its own (tou: 偷).
  read = readLooseNames(readStreetDrugs(read));
  for (const { word, re } of spellingsOf(words)) read = read.replace(re, word);
  for (const { word, re } of loosenedSpellings()) read = read.replace(re, word);
  // A question's closing ma after words read back (ke yi shi xi ma: 可以实习吗) is 吗, or its letters would join the
  // syllable before them into a keyword (习 and ma: xima, 洗码).
  return read.replace(/(?<=\p{Script=Han}) *ma(?= *[,，.。!！?？]|\s*$)/gu, '吗');
}
