import { pinyin } from 'pinyin-pro';
import { shippedKeywords } from './shipped-keywords.js';

/**
 * Pinyin typed with tone numbers (zhi4 du2 xu1 yao4 shen2 me yuan2 liao4): toneless, zhi du is 制度 as often as 制毒,
 * so the toneless reading (whole-pinyin.ts) leaves most two-syllable keywords as letters. The tones the asker typed
 * tell them apart: 制度 is zhi4 du4, 制毒 zhi4 du2. Here the library's words and the rules' words are read back only
 * where every syllable's letters and tone agree, so a word typed toned is read as it is in characters and the
 * everyday word with the same letters and other tones stays letters. Innocent phrases (反洗钱, allow entries) are words
 * too, read first as they are longer, so the keyword inside them is never read alone.
 */

interface Toned {
  word: string;
  syllables: Array<{ letters: string; tone: string }>;
}

/**
 * The work a keyword is asked about beside (xi3 qian2 an4 jian4 lv4 shi1: 洗钱案件律师, jian1 kao3 lao3 shi1): read too,
 * so the frames that let a case, a post or a guard pass see them as they would in characters.
 */
const WORK_WORDS = [
  '律师',
  '案件',
  '辩护',
  '收入',
  '岗位',
  '工作',
  '专业',
  '就业',
  '前景',
  '监考',
  '老师',
  '工程师',
  '研发',
  '医生',
  '警察',
  '合规',
  '风控',
  '识别',
  '防范',
];

/** Papers made up and data bought (jia3 bing4 jia4 tiao2, gou4 mai3 ge4 ren2 xin4 xi1), as the toneless reading has them. */
const ASKED_FOR_WORDS = ['假病假条', '病假条', '购买', '个人信息', '身份证'];

let lexicon: Toned[] | null = null;
/** Words of two to six syllables, the longest first; pinyin-pro writes ü (nü3), typed as v. */
function tonedLexicon(words: readonly string[]): Toned[] {
  return (lexicon ??= [
    ...new Set([...words, ...WORK_WORDS, ...ASKED_FOR_WORDS, ...shippedKeywords().map((k) => k.term)]),
  ]
    .filter((w) => /^\p{Script=Han}{2,6}$/u.test(w))
    .map((word) => ({
      word,
      syllables: pinyin(word, { toneType: 'num', type: 'array' }).map((s) => {
        const m = /^([a-zü]+)([0-5])$/.exec(s.replace(/ü/g, 'v'));
        return { letters: m?.[1] ?? s, tone: m?.[2] ?? '' };
      }),
    }))
    .filter((t) => t.syllables.every((s) => s.tone !== ''))
    .sort((a, b) => b.syllables.length - a.syllables.length));
}

/** A syllable as typed: its letters and its tone number (none typed: ''). */
const TOKEN = /[a-z]+[0-5]?/g;

/**
 * A typed syllable agrees with a word's: same letters, and the same tone; a neutral-tone syllable (me, de) may be
 * typed with 0, 5 or no number. Untoned letters agree with nothing else, so the tones stay what tells words apart.
 */
function agrees(typed: { letters: string; tone: string }, want: { letters: string; tone: string }): boolean {
  if (typed.letters !== want.letters) return false;
  if (want.tone === '0') return typed.tone === '' || typed.tone === '0' || typed.tone === '5';
  return typed.tone === want.tone;
}

/**
 * The text (lower case, tone marks already numbers or dropped) with every toned spelling of a word put back as the
 * word; the text itself when it holds fewer than two toned syllables. Syllables run together (zhi4du2) are cut at
 * their tone numbers.
 */
export function readTonedPinyin(text: string, words: readonly string[]): string {
  if ((text.match(/[a-z][1-5]/g) ?? []).length < 2) return text;
  // Each tone number closes a syllable: zhi4du2 is zhi4 du2.
  const spaced = text.replace(/(?<=[a-z][0-5])(?=[a-z])/g, ' ');
  const tokens = [...spaced.matchAll(TOKEN)].map((m) => {
    const tone = /[0-5]$/.test(m[0]) ? m[0].slice(-1) : '';
    return { start: m.index, end: m.index + m[0].length, letters: tone ? m[0].slice(0, -1) : m[0], tone };
  });
  // Only syllables separated by nothing but spaces or marks belong to one word.
  const adjacent = (i: number) => /^[^\p{L}\p{N}]*$/u.test(spaced.slice(tokens[i - 1]!.end, tokens[i]!.start));
  const lex = tonedLexicon(words);
  let out = '';
  let at = 0;
  for (let i = 0; i < tokens.length;) {
    const found = lex.find(
      ({ syllables }) =>
        i + syllables.length <= tokens.length &&
        syllables.every((s, k) => agrees(tokens[i + k]!, s) && (k === 0 || adjacent(i + k))) &&
        // Two typed tones at least: a word read on one tone and a neutral syllable is no sure reading.
        syllables.filter((_, k) => tokens[i + k]!.tone !== '').length >= 2,
    );
    if (!found) {
      i++;
      continue;
    }
    const last = tokens[i + found.syllables.length - 1]!;
    out += `${spaced.slice(at, tokens[i]!.start)} ${found.word} `;
    at = last.end;
    i += found.syllables.length;
  }
  return at === 0 ? text : out + spaced.slice(at);
}
