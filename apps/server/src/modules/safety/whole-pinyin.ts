import { INITIALS_AMONG, joinSpelledLetters, readLooseNames } from './pinyin-vice-loose.js';
import { HEARD_NEAR_A_GETTING, readStreetDrugs, VICE_SPOKEN } from './pinyin-vice-words.js';
import { spokenOf } from './sound.js';

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

/** A sum lost or owed, in tens of thousands or thousands (san wan, ji qian, shi wan). */
const LOSS_SUMS = ['一', '两', '三', '四', '五', '六', '七', '八', '九', '十', '几', '好几'].flatMap((n) => [
  `${n}万`,
  `${n}千`,
]);

/**
 * Words of asking and of acts with their objects, besides the rules' own words: how, for me, someone else's, write,
 * buy, take, look, a piece, a graduation, a chat app, a password, whose record it is, a job's papers and an exam's answers.
 */
const ASKING = [
  '怎么',
  '如何',
  '怎样',
  '帮我',
  '教我',
  '给我',
  '替我',
  '别人',
  '他人',
  '哪里',
  '哪儿',
  // A supply asked after (liu bing de huo nar you): the street-word rules want the goods and the where as characters.
  '哪儿有',
  '哪里有',
  // Where asked with its 在 (ma yao zai na li mai): read whole, or 哪里 is read first and zai left as letters.
  '在哪里',
  '在哪儿',
  '的货',
  '在哪',
  '我想',
  '想要',
  '偷偷',
  '一篇',
  // An amount got (mai yi dian ma yao): the rules on getting drugs read 买一点 as characters.
  '一点',
  // A getting done (zen me nong dao, na li gao dao): the rules on getting drugs read 弄到 as characters.
  '弄到',
  '搞到',
  '一份',
  '毕业',
  '微信',
  '手机',
  '密码',
  '账号',
  '作文',
  '失业金',
  '老板',
  '同事',
  '邮箱',
  '补贴',
  '工资',
  '写',
  '做',
  '买',
  '卖',
  '收',
  '偷',
  '盗',
  '骗',
  '查',
  '的',
  // Whom the record is of, and the papers a job issues made up (cha yi xia ta de, shou ru zheng ming kai jia de).
  '一下',
  '我',
  '自己',
  '他',
  '前女友',
  '前男友',
  '收入',
  '在职',
  '离职',
  '假的',
  '开',
  '社保',
  '基数',
  '工资条',
  '征信',
  // An exam's answers passed on (kao shi shi ba da an fa gei wo).
  '考试',
  '答案',
  '耳机',
  '发给我',
  // A farewell typed in pinyin (zaijian le dajia, wo zou le, bu yao zhao wo), and a story's frame (xie ge xiaoshuo,
  // zhujue…), so the rules on farewells and on what a story asks for read them.
  '再见',
  '拜拜',
  '永别',
  '告别',
  '大家',
  '各位',
  '走了',
  '不要',
  '找我',
  '最后',
  '以后',
  '不会',
  '出现',
  '明天',
  '小说',
  '故事',
  '主角',
  '假设',
  // Whose account is got into (zenme denglu nanpengyou de weixin).
  '登录',
  '男朋友',
  '女朋友',
  '老公',
  '老婆',
  '对象',
  '银行流水',
  '流水',
  // Someone's data bought (gou mai ge ren xin xi) and a sick note made up (jia bing jia tiao zen me kai).
  '购买',
  '个人信息',
  '信息',
  '买卖',
  '身份证',
  '病假条',
  '假病假条',
  '做假',
  '造假',
  // Where it is asked (zai na li ke yi xia zhu, chu kuan kuai de ping tai), and the career a question asks about
  // (du bo xing ye de jiu ye qian jing, wo ba xi du bei zhua le hui ying xiang wo kao gong ma): heard, the frames that
  // let a keyword named at work or in a relative's record pass are read as they are in characters.
  '可以',
  '平台',
  '工作',
  '找工作',
  '就业',
  '前景',
  '行业',
  '岗位',
  '招聘',
  '考公',
  '我爸',
  '我妈',
  '影响',
  '被抓',
  // Which and what of a question (you na xie is 有哪些, not a 写 asked for), a betting site asked after by its pay-out
  // (chu kuan kuai de ping tai), a loss and its sum chased (shu le san wan xiang hui ben), and the student's choice a
  // relative's habit is told beside (wo ba du bo, wo da san gai xuan shen me fang xiang), read as in characters.
  '哪些',
  '哪个',
  '出款快',
  '回本',
  '翻盘',
  ...LOSS_SUMS,
  '大一',
  '大二',
  '大三',
  '大四',
  '方向',
  '专业',
  '转行',
  '实习',
  '赚钱',
  '欠了',
  // A relative's habit told in pinyin (wo ba ba du bo qian zhai, wo gai zen me ban): the frame that lets a close one's
  // gambling or drugs pass wants the relative and the asker's 怎么办 as characters.
  '我爸爸',
  '我妈妈',
  '我哥哥',
  '我姐姐',
  '我弟弟',
  '我妹妹',
  '我哥',
  '我姐',
  '欠债',
  '怎么办',
  // The path a relative's record is weighed against (wo xiang kao jing cha, you ying xiang ma).
  '警察',
  '公务员',
  '政审',
  '当兵',
  // An illness and the medicine asked for it (tou teng gai chi shen me yao, an mian yao yi ci chi ji li): the rules on
  // medicine read the symptom, the drug and the dose as characters.
  '吃什么药',
  '什么药',
  '发烧',
  '头疼',
  '头痛',
  '喉咙',
  '咳嗽',
  '感冒',
  '抗生素',
  '消炎药',
  '一次',
  '吃几粒',
  '吃几片',
  '几粒',
  '几片',
  // A dose or a height that kills (chi duo shao hui si, ji lou tiao xia qu neng si): 死 only after its verb, as si
  // alone is 四, 思 or 丝.
  '多少',
  '会死',
  '能死',
  '几楼',
  // A weapon got (na li neng mai dao qiang): qiang alone is 强 or 墙, so only after a getting.
  '买到枪',
  '买枪',
  '弄到枪',
  '搞到枪',
  // A high made to last the night, a vape by its effect (neng rang zi ji hai yi zheng wan, chou le neng fang kong de dian
  // zi yan), and a bag carried home for a fee (gei wo liang qian bang ta dai yi bao dong xi hui guo).
  '办法',
  '方法',
  '能让',
  '让自己',
  '一整晚',
  '一晚上',
  '通宵',
  '迷幻',
  '致幻',
  '蘑菇',
  '抽了',
  '能',
  '放空',
  '电子烟',
  '带一包',
  '东西',
  '回国',
  '帮他',
  // The planner cast as a doctor and a prescription asked of it (ni xian zai shi yi sheng, gei wo kai yi zhang chu fang),
  // savings got from the old (zen me pian lao ren de qian), a fake identity card made (ban yi zhang jia shen fen zheng)
  // and a compliance post in an industry (bo cai xing ye he gui gang wei): read as the rules read them in characters.
  '你现在是',
  '你是',
  '假装你是',
  '医生',
  '药师',
  '药剂师',
  '一张',
  '处方',
  '不用处方',
  '老人',
  '老年人',
  '的钱',
  '养老钱',
  '假身份证',
  '合规',
  // A major by where it leads (ao men bo cai guan li zhuan ye hao jiu ye ma), a loser going to the police to get the
  // money back or quit (wang du shu le san wan zen me bao jing zhui hui), a franchise sold for a brand that is not there
  // (zen me shou jia meng fei, pin pai bu cun zai, ran hou pao lu), and a carry past customs (dai da ma guo hai guan):
  // read as the frames and the rules read them in characters.
  '管理',
  '好就业',
  '能做什么',
  '能干什么',
  '报警',
  '追回',
  '戒掉',
  // A job taken to repay what was lost (wang du shu le qian, xiang zhao fen gong zuo huan zhai).
  '找份工作',
  '还债',
  '戒赌',
  // A betting firm's job abroad sought (dong nan ya bo cai gong si zhao pin ke fu, wo xiang qu).
  '东南亚',
  '缅甸',
  '柬埔寨',
  '菲律宾',
  '客服',
  '想去',
  '待遇',
  '合法吗',
  '违法吗',
  '加盟费',
  '品牌',
  '不存在',
  '跑路',
  '消失',
  '不被抓',
  '不被查',
  '过海关',
  '过安检',
  '酒吧',
  '那种',
  // Coursework handed over (bang wo zuo zhe dao shu xue ti).
  '这道',
  '数学题',
  '物理题',
  '这道题',
];

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
