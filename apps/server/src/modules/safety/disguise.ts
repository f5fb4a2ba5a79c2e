import { ENGLISH } from './disguise-english.js';
import { WORDS } from './disguise-words.js';
import { isHan, normalizeText, withoutToneMarks, withoutToneNumbers } from './normalize.js';
import { arabicCounts } from './numerals.js';
import { codeOf, soundsOf, spokenOf } from './sound.js';
import { swappedPair } from './sound-pairs.js';
import { readNamesAmongEnglish } from './pinyin-vice-loose.js';
import { HEARD_NEAR_A_GETTING } from './pinyin-vice-words.js';
import { readTonedPinyin } from './toned-pinyin.js';
import { readWholePinyin } from './whole-pinyin.js';
import { WEAPON_SPELLED } from './pinyin-weapons.js';

/**
 * The question as it is meant, for the rules to read beside the question as written: the evasions people really
 * type to get a word past a filter, put back into the word. Three readings, each general rather than per sentence:
 * a table of established online evasions (紫砂 for 自杀, 想4 for 想死), English phrases read as their Chinese
 * equivalents, and the words the rules look for (身份证, 开房记录, 定位…) spelled in pinyin, in pinyin initials or
 * half in pinyin (sfz, kai房记录, 定wei). The keyword library reads its own keywords' spellings and sounds; this
 * gives the intent rules the same reach.
 */

/**
 * Verbs of taking or deceiving, longest spelling first so pojie is not read as po + jie; with the objects that are
 * the act's own (dao号 is 盗号, pian保 骗保).
 */
const PINYIN_VERBS: ReadonlyArray<[string, string, string?]> = [
  ['pojie', '破解'],
  ['daoqu', '盗取'],
  ['touqu', '偷取'],
  ['pianqu', '骗取'],
  ['heijin', '黑进'],
  ['qiequ', '窃取'],
  ['dao', '盗', '号|取'],
  ['tou', '偷', '取|拍|窥|听|税'],
  ['pian', '骗', '钱|保|贷|补贴|公司'],
  ['qie', '窃'],
];
/** Whose the thing is: another person's (not 公司的, where dao is as often 到公司的). */
const SOMEONE =
  '(别人|他人|人家|同事|前同事|老板|领导|前任|前男友|前女友|前夫|前妻|室友|舍友|邻居|同学|对方|客户|女朋友|男朋友|女友|男友|对象|老公|老婆|朋友|家人|竞争对手|竞品|对手|面试官|考官|老师|hr|他|她|ta)';

/** Those a scam preys on (pian老人的养老钱, pian求职者): pian before them is 骗, not 篇. */
const DECEIVED = '(老人|老年人|求职者|学生|网友|粉丝|用户|爸妈|父母|家长|小白)';

/**
 * What must follow a spelled verb for it to be read: alone the syllables are as often 到, 投 or 篇, so a person's 的
 * or the act's own object (dao号); pian before the person it deceives (pian一下hr); a two-syllable verb (pojie,
 * daoqu) is no everyday word, and is read before any character.
 */
function verbObject(spelled: string, verb: string, own?: string): string {
  if (Array.from(verb).length > 1) return '\\p{Script=Han}';
  // pian到别人的: the deceiving's result (骗到) said before whose it is.
  const whose = `(一下${spelled === 'pian' ? '|到|走' : ''})?${SOMEONE}(家|公司)?的`;
  return [whose, ...(own ? [own] : []), ...(spelled === 'pian' ? [`(一下)?(${SOMEONE}|${DECEIVED})`] : [])].join('|');
}

/** Gambling's and drugs' two-letter initials, and those of what is asked after them (a site, a price, a supply). */
const VICE_INITIALS: Record<string, string> = { db: '赌博', dq: '赌球', wd: '网赌', xd: '吸毒', bc: '博彩' };
const ASKED_INITIALS: Record<string, string> = {
  wz: '网站',
  pt: '平台',
  jg: '价格',
  qd: '渠道',
  hy: '货源',
  tj: '推荐',
  wy: '网页',
};

/** A supply asked after, or a price by weight: what a street name is asked with when it is the drug. */
const SUPPLY_ASKED = '(货|渠道|货源|哪里有|哪儿有|哪有|在哪|哪里买|哪儿买|去哪买|哪能买|怎么买|多少钱一克|一克多少)';

/**
 * Established evasions, with the everyday words they must not touch (紫砂壶 is a teapot, 想4点下班 a time).
 * Each reads the normalized question.
 */
const EVASIONS: ReadonlyArray<[RegExp, string]> = [
  // 自杀 written as 紫砂 (zǐshā), 自鲨, 自刹, 自sha: the commonest evasion on Chinese social media (not 自沙 or 自s,
  // which are 来自沙特 and 来自S大).
  [/紫砂(?!壶|陶|泥|锅|茶|器|杯|艺|厂|矿|土|盆|砖|罐|煲|锅)/gu, '自杀'],
  [/自(鲨|刹|煞|sha)(?![a-z])/gu, '自杀'],
  // 死 as 亖 (four strokes), 4 or s after a wish or before 了/掉 (想4了, 不如s了算了), not a time or an amount.
  [/亖/gu, '死'],
  // 毒品 and 赌博 by their usual stand-ins (d品, 读品; 堵博, du博 is read by the library).
  [/(?<![a-z])d品/gu, '毒品'],
  [/(读|犊|渎)品(?=渠道|哪|买|卖|交易|怎么|吗|呢|货)/gu, '毒品'],
  [/(堵|睹|赌)(搏|博)/gu, '赌博'],
  // 8 (ba) said for 博 or 吧 after 赌 (赌8, du8, d8网站): du8 and 赌8 are nothing else; d8 alone is a model number as
  // often, so only before a site, a stake or a pay-out.
  [/(?:赌|(?<![a-z0-9])du)8(?![0-9])/gu, '赌博'],
  [/(?<![a-z0-9])d8(?![0-9])(?=[^，。,.]{0,6}(网站|网址|平台|app|下注|充值|出款|提现|赢钱|稳赚|群))/gu, '赌博'],
  // K粉 by its letter's name spelled out (ka fen, ka粉): the library's own spelling of K粉 is k fen.
  [/(?<![a-z])ka(fen(?!g)|粉)/gu, 'k粉'],
  // 赌球 and 菠菜 (博彩) by the same sound (堵球, 波菜): 菠菜 counts only in a bet's words, whatever spinach is called.
  [/(堵|睹)球/gu, '赌球'],
  [/波菜/gu, '菠菜'],
  // Killing and dying spelled beside the act (想sha了他, 弄si他): the rules on harming someone read the characters.
  [/(想|要|去|我要|真想|好想|把)(sha)(?=了|掉|死|人|他|她)/gu, '$1杀'],
  [/(弄|整|搞|捅|砍|毒|撞|打)si(?![a-z])/gu, '$1死'],
  // 黄 (explicit) spelled after looking for it (看huang的网站).
  [/(看|搞|发|找|求)huang(?![a-z])/gu, '$1黄'],
  [/(?<![a-z])huang(?=的?(网站|网|片|视频|图|小说|漫画))/gu, '黄'],
  // A lone verb of asking spelled between characters (bang我xie论文, 帮我xie一下作业, dai写): the syllable is read
  // as the verb only where its neighbours make it one (帮 before a person, 写 or 做 after someone asked to, 代 before
  // the work done for another), so xie or zuo elsewhere stays letters.
  [/(?<![a-z])bang(?=我|他|她|忙)/gu, '帮'],
  [/(?<=(帮|替|给|代|找人)(我|他|她)?)xie(?=\p{Script=Han})/gu, '写'],
  [/(?<=(帮|替|给|代|找人)(我|他|她)?)zuo(?=\p{Script=Han})/gu, '做'],
  [/(?<![a-z])dai(?=写|考|做|课|刷|笔)/gu, '代'],
  // Buying spelled out where asked where or how (怎么mai到, 哪里mai): the verb the rules on getting things read.
  [/(怎么|哪里|哪儿|去哪|在哪|能|想|可以)(才能)?mai(?=到|得到|一|点|些|个|$|[\p{Script=Han}])/gu, '$1$2买'],
  // Drugs' everyday-sounding street names spelled beside characters (bing哪里有, 买点mayao): read only before a supply
  // asked after or right after a getting, as whole-pinyin.ts reads them in a sentence typed wholly in pinyin.
  ...(
    [
      ['bing', '冰'],
      ['mayao', '麻药'],
      ['dama', '大麻'],
      ['xiaoqi', '笑气'],
      ['youpiao', '邮票'],
      ['yezi', '叶子'],
    ] as const
  ).flatMap(([spelled, word]): Array<[RegExp, string]> => [
    [new RegExp(`(?<![a-z])${spelled}(?=的?${SUPPLY_ASKED})`, 'gu'), word],
    [new RegExp(`(?<=(买|搞|弄|求|找)(到|得到)?(点|些|一点)?)${spelled}(?![a-z])`, 'gu'), word],
    // 哪里有bing卖, 谁有bing: where or who has some, the thing sold or held.
    [
      new RegExp(`(?<=(哪里|哪儿|哪|谁)(手上|手里|那|还)?有)${spelled}(?=卖|出|的?货|吗|懂|私|价|多少|要|纯|$)`, 'gu'),
      word,
    ],
  ]),
  // A gun spelled qiang where it is got or made (pinyin-weapons.ts).
  ...WEAPON_SPELLED,
  // K粉 by its initials, only before its supply or its price by weight: kf is 客服 everywhere else (找kf退款, kf在哪).
  [
    /(?<![a-z])kf(?=的?(渠道|货源|(?:哪里|哪儿|哪)有(?!招|工作|岗位|职位|培训|课|实习)|哪里买|哪儿买|去哪买|哪能买|怎么买|多少钱一克|一克多少))/gu,
    'k粉',
  ],
  // Gambling by its pinyin initials (db平台哪个赔率高, wd充值): db is a database and bc a business-to-consumer as often,
  // so read only beside a stake, a pay-out or a win within the clause.
  ...(
    [
      ['db', '赌博'],
      ['dq', '赌球'],
      ['wd', '网赌'],
      ['bc', '博彩'],
    ] as const
  ).map(([initials, word]): [RegExp, string] => [
    new RegExp(
      `(?<![a-z])${initials}(?![a-z])(?=[^，。,.]{0,8}(赔率|下注|押注|充值|提现|出款|上分|下分|赢钱|输钱|稳赚|稳赢|回本|翻本|返水|不黑))`,
      'gu',
    ),
    word,
  ]),
  // cp for 彩票 in a betting group's slang (cp群跟单): cp is a couple or a product code as often, so only before a
  // lottery's followed bets, plans, stakes or draws.
  [/(?<![a-z])cp(?![a-z])(?=.{0,12}(跟单|带单|上分|计划|倍投|投注|下注|开奖|中奖|买彩|回血|带飞|追号))/gu, '彩票'],
  // 人肉 and 开盒 by their stand-ins: 人rou is read by the library; 开合 and 盒武器 are the slang of 开盒.
  [/开合(?=他|她|这个人|那个人|别人|一个人|网友|博主|主播)/gu, '开盒'],
  // ta, the internet's pronoun for him or her, before what is theirs (查ta的定位).
  [/(?<![a-z])ta(?=的)/gu, '他'],
  // 假 spelled before the paper it qualifies (开个jia的收入证明, jia的离职证明): jia的 alone is as often 家的.
  [/(?<![a-z])jia(?=的?(收入|在职|离职|实习|工作|工资|证明|流水|学历|文凭|毕业证|证书|章))/gu, '假'],
  // 身分证, as it is written in Taiwan and Hong Kong (身分證 once its characters are simplified).
  [/身分证/gu, '身份证'],
  // A verb of taking or deceiving spelled out before what is someone else's (怎么dao别人的微信号, pian老板的加班费).
  ...PINYIN_VERBS.map(([spelled, verb, own]): [RegExp, string] => [
    new RegExp(`(?<![a-z])${spelled}(?=${verbObject(spelled, verb, own)})`, 'gu'),
    verb,
  ]),
];

/**
 * Gambling's and drugs' initials run together with the initials of what is asked after them, as one cryptic word
 * (dqwz 赌球网站, xdjg 吸毒价格, dbpt 赌博平台): two letters alone are an abbreviation as often, four so joined are not,
 * unless a company's or a school's name (xdjg集团). Read while spaces still end the word and before the pinyin around
 * it is (dqwz zai na li you).
 */
const INITIALS_JOINED: ReadonlyArray<[RegExp, string]> = [
  ...Object.entries(VICE_INITIALS).flatMap(([vice, viceWord]) =>
    Object.entries(ASKED_INITIALS).map(([asked, askedWord]): [RegExp, string] => [
      new RegExp(`(?<![a-z])${vice}${asked}(?![a-z])(?!\\s*(公司|集团|有限|股份|科技|大学|学院))`, 'gu'),
      viceWord + askedWord,
    ]),
  ),
];

/**
 * 死 as 4 or s after a wish (想4, 不如s了算了), read before spaces and punctuation are dropped: the break after it
 * tells it from a time or an amount (想4点下班, 要4个人).
 */
const BEFORE_BREAKS: ReadonlyArray<[RegExp, string]> = [
  [/(想|要|去|好想|真想|不如|干脆|还不如|想要)\s*(4|s|si)(?=\s|[，。！!？?,.~～…]|了|掉|算了|吧|$)/gu, '$1死'],
  // 死 spelled out where a measure is asked against it (喝多少会si, 几楼能si): si only, 会4 is a count.
  [/(会|能|就|才|才能|才会)\s*si(?=\s|[，。！!？?,.~～…]|了|吗|吧|$)/gu, '$1死'],
  // K粉 by its letter and its syllable spaced apart (k fen duo shao qian): the library reads kfen only as one run.
  [/(?<![a-z])k\s+fen(?![a-z])/gu, 'k粉'],
];

/** Pinyin initials that are an English name or word, never read as the word they abbreviate (amy: 安眠药, asl: 安乐死). */
const COMMON_INITIALS = new Set(['amy', 'asl']);

interface Spelling {
  word: string;
  re: RegExp;
}

/** Each word as a pattern of its characters, each either written or spelled in pinyin, whole runs of letters only. */
function spellingsOf(word: string): Spelling[] {
  const chars = Array.from(word);
  const syllables = spokenOf(word);
  const out: Spelling[] = [];
  // Mixed: every position its character or its syllable, the letters a whole run (bounded by non-letters).
  const part = (i: number) => `(?:${chars[i]}|${syllables[i]})`;
  out.push({
    word,
    re: new RegExp(`(?<![a-z])${chars.map((_, i) => part(i)).join('')}(?![a-z])`, 'gu'),
  });
  if (chars.length >= 3) {
    const initials = syllables.map((s) => s[0]).join('');
    if (!COMMON_INITIALS.has(initials)) out.push({ word, re: new RegExp(`(?<![a-z])${initials}(?![a-z])`, 'gu') });
  }
  // A first syllable written as its initial before the rest in characters (d品, s份证): a letter alone.
  if (chars.length >= 2)
    out.push({ word, re: new RegExp(`(?<![a-z])${syllables[0]![0]}${chars.slice(1).join('')}`, 'gu') });
  return out;
}

let spellings: Spelling[] | null = null;
/**
 * Longest words first, so 身份证号 is read before 身份证. Drug names that spell an everyday word (xiaoqi 小气, dama 大妈)
 * are read by the evasions above only beside a getting or a supply.
 */
const allSpellings = () =>
  (spellings ??= [...WORDS]
    .filter((w) => !HEARD_NEAR_A_GETTING.has(w))
    .sort((a, b) => b.length - a.length)
    .flatMap(spellingsOf));

/**
 * Whether a match of a word's pattern stands for it: letters in it, and two-character words half written or
 * spelled whole in a Chinese sentence (想dingwei我男朋友), not alone, where two syllables are as often another word.
 */
function standsFor(match: string, word: string, before: string, after: string): boolean {
  if (!/[a-z]/.test(match)) return false;
  if (Array.from(word).length > 2) return true;
  // 定wei, kai房: one character kept; 'dingwei' alone is left to the library's own spellings. A sentence may open
  // with it (liubing的东西哪里有); at its end it is as often the second half of a compound (产品dingwei), so there it
  // is read only after a word that wants a noun or an act next (她的zhuzhi, 想zisha, 去dubo).
  return (
    Array.from(match).some(isHan) ||
    ((before === '' || isHan(before)) && isHan(after)) ||
    (after === '' && SLOT_BEFORE_END.test(before))
  );
}

/** What a sentence's last word follows when it is the thing wanted or done: a possessive, a wish, a going or a seeking. */
const SLOT_BEFORE_END = /^[的想要去查买搞找弄被]$/u;

/**
 * Two-character words read by their sound too (定味, 跟宗, 叶紫, 溜兵): those of prying, which the rules read only
 * beside an act and a person, and drugs' street words, which they read only beside a high sought. A bare word of
 * self-harm, drugs or coursework would decline on its own, and an everyday pair the dictionary lacks (鱼上钓, 体考)
 * would be read as it; the keyword library hears those only beside an ask.
 */
const HEARD_PAIRS = new Set([
  '叶子',
  '溜冰',
  '查岗',
  '定位',
  '位置',
  '行踪',
  '住址',
  '跟踪',
  '追踪',
  '偷看',
  '偷拍',
  '监控',
  '监听',
  '窃听',
  '机主',
]);

/** The words by their sound (one code per character, read as a word): 开房纪录 heard as 开房记录, 定味 as 定位. */
let heardWords: Array<{ word: string; heard: string }> | null = null;
const wordsHeard = () =>
  (heardWords ??= [...new Set(WORDS)]
    .filter((w) => Array.from(w).length > 2 || HEARD_PAIRS.has(w))
    .sort((a, b) => b.length - a.length)
    .map((word) => ({ word, heard: spokenOf(word).map(codeOf).join('') })));

/**
 * Words written with other characters of the same sound (开房纪录, 身份症, 家庭注址, 定味他的手机): put back.
 * A two-character word only where the pair is no everyday word and one character is the word's own (sound-pairs.ts),
 * since two syllables alike are everyday words as often as not (制度 is no 制毒).
 */
function soundAlikes(read: string, innocent: Innocent): string {
  const chars = Array.from(read);
  const spared = innocent(read);
  for (const heard of soundsOf(read)) {
    // One code unit per character, so an offset in the string is one in `chars`; a question holding a character
    // beyond the BMP (none of the words' sounds) is left to the other readings.
    if (heard.length !== chars.length) continue;
    for (const { word, heard: target } of wordsHeard())
      for (let i = heard.indexOf(target); i >= 0; i = heard.indexOf(target, i + 1)) {
        const at = chars.slice(i, i + target.length);
        if (spared.some((a) => a.start < i + target.length && i < a.end)) continue;
        if (target.length > 2 ? at.some(isHan) : swappedPair(chars.join(''), i, word))
          chars.splice(i, target.length, ...Array.from(word));
      }
  }
  return chars.join('');
}

/** Spans of the text that are innocent phrases as written (the keyword library's `allow` entries). */
export type Innocent = (normalized: string) => ReadonlyArray<{ start: number; end: number }>;

/**
 * The question with its disguises read; the normalized question itself when it holds none. Words heard by their
 * sound spare the innocent phrases (读博 is heard as 赌博).
 */
export function readThrough(text: string, innocent: Innocent = () => []): string {
  // A sentence wholly in spaced pinyin is read word by word first, while its syllables are still apart.
  // Tone numbers (du3 bo2) are dropped first, or the syllables they close would not be cut; kept where nothing is read.
  // Tone marks too (mǎi dà má qù nǎ lǐ): a marked vowel would break a syllable's letters into no pinyin at all.
  // Words typed with their tone numbers (zhi4 du2) are read first, while the tones still tell them from their
  // homophones (zhi4 du4 is 制度).
  const typed = readTonedPinyin(withoutToneMarks(text.normalize('NFKC')).toLowerCase(), WORDS);
  // English words are read first: many cut wholly into syllables (marijuana, cocaine, ketamine, casino) and would
  // be spaced apart as pinyin before their English reading saw them; so are initials joined into a word (dqwz).
  const inEnglish = (s: string) =>
    readNamesAmongEnglish([...ENGLISH, ...INITIALS_JOINED].reduce((t, [re, word]) => t.replace(re, word), s));
  const toneless = inEnglish(withoutToneNumbers(typed));
  let english = readWholePinyin(toneless, WORDS);
  if (english === toneless) english = inEnglish(typed);
  for (const [re, word] of BEFORE_BREAKS) english = english.replace(re, word);
  // Counts in numerals read as digits (三十粒, 十八楼), as the rules weigh amounts and heights.
  let read = arabicCounts(withoutToneNumbers(normalizeText(english)));
  for (const [re, word] of EVASIONS) read = read.replace(re, word);
  read = soundAlikes(read, innocent);
  if (!/[a-z]/.test(read)) return read;
  for (const { word, re } of allSpellings())
    read = read.replace(re, (m: string, at: number, whole: string) =>
      standsFor(m, word, whole.charAt(at - 1), whole.charAt(at + m.length)) ? word : m,
    );
  return read;
}
