/**
 * Two letters that are a vice word's initials and, far more often in a student's or a worker's chat, an everyday
 * word's: wd 网赌 or 我的 (wd简历), bc 博彩 or 不错 (福利bc) and 博士 (bc学长), xd 吸毒 or 兄弟 (xd们), dp 毒品 or 大众点评
 * (dp上的餐厅) and a DisplayPort cable. Each is read by the sentence around it: as the vice word where the sentence asks
 * what a bettor asks (odds, a stake, a pay-out, a sure win, a site to play on) or what a user asks (a supply, a price
 * by weight, a dose, a test evaded), as the everyday word everywhere else; a word that fixes the everyday reading
 * beside the letters (xd们, 挺bc, dp上) wins over any ask. 菠菜 is read likewise: the vegetable among the words of
 * growing, selling or cooking it, unless a bet is asked. spelled-everyday.ts applies this to a question first, so
 * the keyword library and the rules read the word the sentence gives the letters, not the letters.
 */

/** What a bettor asks: odds, a stake, a pay-out, a sure win, losses chased, a place to play. */
const BET_ASKED =
  /赔率|下注|押注|投注|倍投|充值|提现|出款|上分|下分|赢钱|输钱|稳赚|稳赢|必中|必赢|必胜|包中|包赢|回本|翻本|回血|上岸|返水|不黑|盘口|庄家|彩金|网址|链接|代理|赌/;
/** A site to play on asked after or chosen: the letters run into it (wd平台, bc网站) and a choice asked. */
const SITE_CHOSEN =
  /@(平台|网站|app|台子|网页).*(推荐|哪个|哪家|靠谱|有没有|求|找|给个|进|注册|下载)|(推荐|哪个|哪家|靠谱|有没有|求|找|给个)[^@]{0,8}@(平台|网站|app|台子|网页)|@.{0,3}(怎么|在哪|哪里|哪儿|去哪)(能|可以)?玩/;

/** What a user asks: a supply, a price by weight, a high, a dose, a test evaded. */
const USE_ASKED =
  /渠道|货源|有货|拿货|出货|搞到|弄到|买到|哪里买|哪儿买|去哪买|在哪买|哪能买|怎么买|有卖|在卖|出售|卖|一克|几克|多少钱一|纯度|上头|嗨|high|溜|嗑|磕|吸(?!引|收|取|纳|尘|管|睛)|尿检|验尿|毛发检测|查不出|验不出|代谢|查出来|被查|排干净|剂量|戒断|复吸/;
/** The letters asked for beside them: where some is, who has some, a first time (谁有dp, dp哪里有, 第一次xd). */
const SUPPLY_BESIDE =
  /(哪里|哪儿|哪|谁|有没有|求|买|搞|弄|找|来)(有|点|些|到)?@|@.{0,2}(哪里|哪儿|哪)(有|买|能)|第一次@|@试试|试试@/;

import { careerInitialsRead } from './initials-of-careers.js';

interface Letters {
  vice: string;
  everyday: string;
  /** Beside the letters, what fixes the everyday reading whatever else is asked. */
  fixed?: RegExp;
  asked: (marked: string) => boolean;
}

const betAsked = (m: string) => BET_ASKED.test(m) || SITE_CHOSEN.test(m);
const useAsked = (m: string) => USE_ASKED.test(m) || SUPPLY_BESIDE.test(m);

const LETTERS: Record<string, Letters> = {
  wd: { vice: '网赌', everyday: '我的', asked: betAsked },
  // 挺bc, 很bc, 打得bc: a degree or a result before it is 不错; bc学长 and bc毕业 are a doctorate, bc类 a product.
  bc: {
    vice: '博彩',
    everyday: '不错',
    fixed: /(挺|很|蛮|还|真|太|超|特|非常|都|也|得|比较|相当)@|@(学长|学姐|师兄|师姐|导师|毕业|后|生|类)/,
    // 怎么做bc网站: a betting site built, which no 不错 reads.
    asked: (m) => betAsked(m) || /(怎么做|搭建|搭|建|开发)[^@]{0,3}@(平台|网站|app|网页)/.test(m),
  },
  xd: { vice: '吸毒', everyday: '兄弟', fixed: /@们|(好|老|亲|各位)@/, asked: useAsked },
  // dp上, dp评分, dp探店: the review app; dp线, dp接口: the display cable.
  dp: {
    vice: '毒品',
    everyday: '点评',
    fixed: /@(上|里|评分|评价|探店|团购|点评|店|商家|运营|线|接口|口|排名)|(在|上|用|刷|看)@/,
    asked: useAsked,
  },
};

/** The two letters, perhaps spaced or dotted apart (x d, w.d), and the library's other initials (initials-of-careers.ts). */
const INITIALS =
  /(?<![a-z])(w[\s.*_-]?d|b[\s.*_-]?c|x[\s.*_-]?d|d[\s.*_-]?p|d[\s.*_-]?[mcft]|c[\s.*_-]?d|t[\s.*_-]?[pk]|s[\s.*_-]?[dr])(?![a-z])/giu;

/**
 * The word the sentence gives two letters, the sentence marked @ where they stand: wd, bc, xd and dp always one of
 * their two words, the other initials their vice word or null (as typed). The keyword library asks this too.
 */
export function initialsRead(letters: string, marked: string): string | null {
  const own = LETTERS[letters];
  if (!own) return careerInitialsRead(letters, marked);
  if (own.fixed?.test(marked)) return own.everyday;
  return own.asked(marked) ? own.vice : own.everyday;
}

/** Whether the sentence gives the letters their vice word. */
export function initialsAskedAsVice(letters: string, marked: string): boolean {
  const read = initialsRead(letters, marked);
  return read !== null && read !== LETTERS[letters]?.everyday;
}

/** 菠菜 among the words of growing, selling or cooking a vegetable. */
const VEGETABLE =
  /种植|种菜|种了|大棚|蔬菜|青菜|菜地|菜园|合作社|农|收购|批发|一斤|几斤|斤|营养|补铁|炒|凉拌|焯|豆腐|鸡蛋|饺子|食堂|厨|餐|吃/;

/**
 * 叶子 as a leaf: a craft's, a specimen's, a painting's or a tea's material (叶子在哪买，做手工用, 干叶子, 茶叶子), read as
 * 树叶 unless the sentence smokes, rolls or gets high on it or asks a supply by its dealers' words.
 */
const LEAF_FIELD = /手工|标本|装饰|画|干花|插花|diy|枫|树叶|落叶|植物|茶|泡水|书签|拓印|贴画|美术|花艺|干叶子/;
const LEAF_SMOKED = /抽|卷|吸|飞叶子|嗨|上头|high|放松|货|渠道|一克|克|尿检|代谢/;

/**
 * zhi du, 制度 in every workplace's talk, is 制毒 only where the sentence names what it is made from or into
 * (麻黄碱怎么提, 冰毒的纯度) and not its rules (麻黄碱管理制度); the keyword library leaves the spelling to the
 * everyday word.
 */
const ZHI_DU = /(?<![a-z])zhi[\s._-]*du(?![a-z])/giu;
/** A precursor's rules and those who keep them (麻黄碱管理, 药监局), where 制度 is the word. */
const RULES_OF_IT = /建设|管理|监管|药监|法规|政策|条例|考勤|报销|公司|单位/;
const DRUG_MADE = /麻黄碱|麻黄素|伪麻|羟亚胺|邻酮|红磷|冰毒|海洛因|k粉|提纯|结晶|制冰|溜冰/i;

/** Fullwidth letters as the ASCII ones they are (ｗｄ is wd); the rest of the question as typed. */
const halfWidth = (text: string) =>
  text.replace(/[Ａ-Ｚａ-ｚ]/gu, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

/** The question with such letters, and 菠菜, read as the sentence around them gives them; as typed otherwise. */
export function readInitialsBySentence(question: string): string {
  const text = halfWidth(question);
  let read = text.replace(INITIALS, (m: string, _g: string, at: number, whole: string) => {
    // The sentence with the letters marked @ and its spacing dropped (x d 们 is typed too).
    const marked = `${whole.slice(0, at)}@${whole.slice(at + m.length)}`.toLowerCase().replace(/\s+/gu, '');
    return initialsRead(m.toLowerCase().replace(/[^a-z]/gu, ''), marked) ?? m;
  });
  if (DRUG_MADE.test(read) && !RULES_OF_IT.test(read)) read = read.replace(ZHI_DU, '制毒');
  if (read.includes('菠菜') && VEGETABLE.test(read) && !betAsked(read.replace('菠菜', '@')))
    read = read.replace(/菠菜/gu, '青菜');
  if (read.includes('叶子') && LEAF_FIELD.test(read.replace(/叶子/gu, '')) && !LEAF_SMOKED.test(read))
    read = read.replace(/叶子/gu, '树叶');
  return read === text ? question : read;
}
