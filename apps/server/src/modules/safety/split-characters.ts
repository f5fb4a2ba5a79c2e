/**
 * Characters written as their two components to slip past a filter; only pairs with no everyday meaning (a
 * radical such as 亻, 氵 or 扌 never stands alone; 女干 and 心生 are words, so 奸 and 性 written that way are not).
 */
export const SPLIT_CHARACTERS: ReadonlyArray<[string, string]> = [
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
  // Components of the words people are declined for asking plainly, each pair no word of its own (split-characters
  // tests hold every pair against the dictionary): hanging and drowning (口巾吊, 勿刂刎, 氵弱溺), cannabis and its
  // smoke (火因烟), heroin (氵每海, 氵各洛), betting (氵主注, 扌甲押, 扌殳投, 艹波菠, 王求球,
  // 车俞输), and a person's records and whereabouts looked up (木旦查, 扌叟搜, 合皿盒, 木当档, 竹耤籍, 目木相, 女昏婚).
  ['口巾', '吊'],
  ['勿刂', '刎'],
  ['氵弱', '溺'],
  ['歹戋', '残'],
  ['火因', '烟'],
  ['氵每', '海'],
  ['氵各', '洛'],
  ['氵主', '注'],
  ['扌甲', '押'],
  ['扌殳', '投'],
  ['艹波', '菠'],
  ['王求', '球'],
  ['车俞', '输'],
  ['木旦', '查'],
  ['扌叟', '搜'],
  ['合皿', '盒'],
  ['木当', '档'],
  ['竹耤', '籍'],
  ['目木', '相'],
  ['木目', '相'],
  ['女昏', '婚'],
  ['扌空', '控'],
  ['讠舌', '话'],
  // Papers faked and exams cheated (亻叚的证明, 作敝廾器).
  ['亻叚', '假'],
  ['敝廾', '弊'],
  // Living, in 不想氵舌了.
  ['氵舌', '活'],
];

/**
 * Pairs that are everyday words alone (女干部, 女票 for a girlfriend) read as a split character only beside the
 * character they form a keyword with, once the pairs above are joined (弓虽女干 → 强女干 → 强奸).
 */
export const SPLIT_IN_CONTEXT: ReadonlyArray<[string, string]> = [
  ['强女干', '强奸'],
  ['女干淫', '奸淫'],
  ['女干杀', '奸杀'],
  ['女票娼', '嫖娼'],
  ['女票客', '嫖客'],
  ['女票妓', '嫖妓'],
  ['法轮工力', '法轮功'],
  // 广林 is a place's name: 麻 only in 大麻.
  ['大广林', '大麻'],
];
const SPLIT = new RegExp(SPLIT_CHARACTERS.map(([parts]) => parts).join('|'), 'g');
const JOINED = new Map(SPLIT_CHARACTERS);
const SPLIT_CONTEXT = new RegExp(SPLIT_IN_CONTEXT.map(([parts]) => parts).join('|'), 'g');
const JOINED_CONTEXT = new Map(SPLIT_IN_CONTEXT);

/** Split characters (拆字) put back together in normalized text: the pairs first, then the pairs read in context. */
export function joinSplitCharacters(normalized: string): string {
  return normalized.replace(SPLIT, (m) => JOINED.get(m)!).replace(SPLIT_CONTEXT, (m) => JOINED_CONTEXT.get(m)!);
}
