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
  ['🧊', '冰'],
  ['🥩', '肉'],
  ['🪢', '绳'],
  ['📍', '定位'],
  ['🎰', '赌'],
  ['🎲', '赌'],
];
const EMOJI_RE = new RegExp(EMOJI.map(([e]) => e).join('|'), 'gu');
const EMOJI_READ = new Map(EMOJI);
/** Pinyin typed with tone marks (shā, zì shā) read without them, as with tone numbers. */
const TONED = /[àáâãäāăǎèéêëēěìíîïīǐòóôõöōǒùúûüūǔǖǘǚǜ]/gu;
const untone = (ch: string) => (ch === 'ü' || /[ǖǘǚǜ]/u.test(ch) ? 'v' : ch.normalize('NFD').replace(/\p{M}/gu, ''));
/**
 * A traditional character as its simplified form, so 自殺 reads as 自杀. The class holds only the characters the table
 * folds: every check (an answer's window as it streams too) passes through here, and a callback per Han character
 * made it four times slower.
 */
const TRADITIONAL_RE = new RegExp(`[${[...TRADITIONAL.keys()].join('')}]`, 'gu');
const foldTraditional = (s: string) => s.replace(TRADITIONAL_RE, (ch) => TRADITIONAL.get(ch)!);

/**
 * Characters written as their two components to slip past a filter; only pairs with no everyday meaning (a
 * radical such as 亻, 氵 or 扌 never stands alone; 女干 and 心生 are words, so 奸 and 性 written that way are not).
 */
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
  ['女支', '妓'],
  ['贝反', '贩'],
  ['山灰', '炭'],
  ['害刂', '割'],
  ['月宛', '腕'],
  ['米分', '粉'],
  ['忄生', '性'],
  ['采彡', '彩'],
  ['代贝', '贷'],
  ['木戒', '械'],
  ['亻为', '伪'],
  ['讠正', '证'],
  ['言正', '证'],
  ['扌丁', '打'],
  ['讠秀', '诱'],
  ['氵去', '法'],
  ['车仑', '轮'],
  ['言乍', '诈'],
  ['金戋', '钱'],
  ['手仓', '抢'],
  // Each with a radical that never stands alone: jumping and buildings (足兆楼), where someone lives (亻主址), drugs
  // taken (氵留冰, 口盍药), sleep (安目民药), records and accounts (开房讠己录, 贝长号), and whereabouts (定亻立, 足艮踪).
  ['足兆', '跳'],
  ['木娄', '楼'],
  ['亻主', '住'],
  ['土止', '址'],
  ['氵留', '溜'],
  ['口盍', '嗑'],
  ['石盍', '磕'],
  ['目民', '眠'],
  ['讠己', '记'],
  ['亻立', '位'],
  ['足艮', '跟'],
  ['足宗', '踪'],
  ['扌白', '拍'],
  ['贝长', '账'],
  ['亻分', '份'],
  ['车圣', '轻'],
  ['禾厶', '私'],
  ['阝急', '隐'],
  ['木几', '机'],
  ['月兑', '脱'],
  ['水先', '洗'],
  ['心青', '情'],
];
const SPLIT = new RegExp(SPLIT_CHARACTERS.map(([parts]) => parts).join('|'), 'g');
const JOINED = new Map(SPLIT_CHARACTERS);
/**
 * Pairs that are everyday words alone (女干部, 女票 for a girlfriend) read as a split character only beside the
 * character they form a keyword with, once the pairs above are joined (弓虽女干 → 强女干 → 强奸).
 */
const SPLIT_IN_CONTEXT: ReadonlyArray<[string, string]> = [
  ['强女干', '强奸'],
  ['女干淫', '奸淫'],
  ['女干杀', '奸杀'],
  ['女票娼', '嫖娼'],
  ['女票客', '嫖客'],
  ['女票妓', '嫖妓'],
  ['法轮工力', '法轮功'],
];
const SPLIT_CONTEXT = new RegExp(SPLIT_IN_CONTEXT.map(([parts]) => parts).join('|'), 'g');
const JOINED_CONTEXT = new Map(SPLIT_IN_CONTEXT);

export function normalizeText(text: string): string {
  return foldTraditional(
    text
      .normalize('NFKC')
      .replace(EMOJI_RE, (m) => EMOJI_READ.get(m)!)
      .replace(TONED, untone),
  )
    .toLowerCase()
    .replace(NOT_WORD, '')
    .replace(SPLIT, (m) => JOINED.get(m)!)
    .replace(SPLIT_CONTEXT, (m) => JOINED_CONTEXT.get(m)!);
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
