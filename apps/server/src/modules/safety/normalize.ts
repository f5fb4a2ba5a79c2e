import { joinSplitCharacters } from './split-characters.js';
import { TRADITIONAL } from './traditional.js';

/**
 * The text the keyword automaton reads: full-width forms folded to ASCII and compatibility forms to their base
 * (NFKC), lower case, and everything that is not a letter or a digit dropped, so spaces, symbols and zero-width
 * characters put between a keyword's characters do not hide it. Split characters (拆字) are put back together,
 * traditional characters folded to simplified ones and emoji standing for a character read as it.
 */
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * Emoji typed in place of the character they picture (自🔪, 💊, ❄️): read as that character before symbols are
 * dropped, so the word they complete is seen. Only pictures with one usual reading in such messages.
 */
const EMOJI: ReadonlyArray<[string, string]> = [
  ['🔪', '杀'],
  ['🗡', '刀'],
  ['🔫', '枪'],
  ['💣', '炸弹'],
  ['💀', '死'],
  ['☠', '死'],
  ['⚰', '死'],
  ['💊', '药'],
  ['💉', '针'],
  ['❄', '冰'],
  ['🍃', '叶子'],
  ['🌿', '叶子'],
  // The maple leaf and the mushroom are cannabis and psilocybin in dealers' posts; a mushroom farm is written in words.
  ['🍁', '叶子'],
  ['🍄', '迷幻蘑菇'],
  ['🧊', '冰'],
  ['🥩', '肉'],
  ['🪢', '绳'],
  ['📍', '定位'],
  ['🆔', '身份证'],
  ['🎰', '赌'],
  ['🎲', '赌'],
  ['🃏', '赌'],
  ['🪓', '斧头'],
];
const EMOJI_RE = new RegExp(EMOJI.map(([e]) => e).join('|'), 'gu');
const EMOJI_READ = new Map(EMOJI);
/** Pinyin typed with tone marks (shā, zì shā) read without them, as with tone numbers. */
const TONED = /[àáâãäāăǎèéêëēěìíîïīǐòóôõöōǒùúûüūǔǖǘǚǜ]/gu;
const untone = (ch: string) => (ch === 'ü' || /[ǖǘǚǜ]/u.test(ch) ? 'v' : ch.normalize('NFD').replace(/\p{M}/gu, ''));
/** Text with pinyin's tone marks taken off and its spaces kept (mǎi dà má: mai da ma), for the readings by word. */
export const withoutToneMarks = (text: string) => text.replace(TONED, untone);
/**
 * A traditional character as its simplified form, so 自殺 reads as 自杀. The class holds only the characters the table
 * folds: every check (an answer's window as it streams too) passes through here, and a callback per Han character
 * made it four times slower.
 */
const TRADITIONAL_RE = new RegExp(`[${[...TRADITIONAL.keys()].join('')}]`, 'gu');
/**
 * 著 is left out of the table (著名, 著作), but after a verb it is the aspect particle 着 (活著, 睡著, 想著), as the
 * rules' words write it.
 */
const ZHE_AFTER_VERB = /(?<=[活睡看想等站坐躺跟拿说听走笑哭忙累撑熬守留带接])著/gu;
const foldTraditional = (s: string) => {
  const folded = s.replace(TRADITIONAL_RE, (ch) => TRADITIONAL.get(ch)!);
  return folded.includes('著') ? folded.replace(ZHE_AFTER_VERB, '着') : folded;
};

export function normalizeText(text: string): string {
  return joinSplitCharacters(
    foldTraditional(
      text
        .normalize('NFKC')
        .replace(EMOJI_RE, (m) => EMOJI_READ.get(m)!)
        .replace(TONED, untone),
    )
      .toLowerCase()
      .replace(NOT_WORD, ''),
  );
}

const HAN = /\p{Script=Han}/u;
/** The common ideograph block answers by code range, the scan's hot path; rarer characters ask the regex. */
export const isHan = (ch: string) => {
  const c = ch.charCodeAt(0);
  return (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x2e80 && HAN.test(ch));
};

/** The runs of Latin letters in normalized text: where pinyin spellings of keywords are looked for. */
export function latinRuns(normalized: string): string[] {
  return normalized.match(/[a-z]+/g) ?? [];
}

/** Pinyin typed with tone numbers (zi4sha1) read without them, so the letters join into one spelling. */
export function withoutToneNumbers(normalized: string): string {
  return normalized.replace(/(?<=[a-z])[1-5](?=[a-z]|$|\P{Script=Latin})/gu, '');
}
