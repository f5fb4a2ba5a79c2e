/**
 * The bettor's and the drug user's own words, read back from a sentence typed wholly in pinyin (whole-pinyin.ts)
 * beside the rules' keywords: the rules on gambling and drugs (intent-vice*.ts) want the win, the stake, the game and
 * the supply as characters (tiyu caipiao bi ying fang fa is 体育彩票必赢方法, dou di zhu dai cai de qun 斗地主带彩的群,
 * xiang zai du yi ba 想再赌一把). Each is of two syllables or more and no other everyday word a career question
 * spells the same way; a lone ying, chou or cai is left as letters (影响, 抽象, 财务).
 */
export const VICE_SPOKEN = [
  // A win promised or chased.
  '赢钱',
  '必赢',
  '稳赢',
  '稳赚',
  '必胜',
  '包赢',
  '不输',
  '赢回来',
  '输钱',
  '赌一把',
  '再赌一把',
  '再赌',
  '技巧',
  '规律',
  '秘诀',
  '计划',
  '专家',
  '推荐',
  // The games and the bets on them.
  '彩票',
  '体育彩票',
  '体彩',
  '福彩',
  '竞彩',
  '足彩',
  '双色球',
  '大乐透',
  '买球',
  '押球',
  '赌球',
  '足球',
  '篮球',
  '世界杯',
  '欧洲杯',
  '欧冠',
  '比赛',
  '带彩',
  '彩头',
  '真钱',
  '玩钱',
  // A stake per hand (ma jiang yi kuai yi fan de qun, dou di zhu wu kuai yi ba): the same characters in any reading.
  '一块',
  '两块',
  '五块',
  '十块',
  '一番',
  '一把',
  '一局',
  // The group a game is found in (dai cai de qun): qun alone is 裙 as often.
  '的群',
  '群里',
  '斗地主',
  '炸金花',
  '棋牌',
  '德州扑克',
  '扑克',
  '网站',
  '网址',
  '软件',
  // A supply and a high asked after.
  '有货',
  '渠道',
  '上头',
  '提神',
  // Where a stake is placed (xiang qu ao men du yi ba).
  '澳门',
  // 麻古's other spelling, asked for (ma guo qu na mai).
  '麻果',
  '想抽',
  '抽一口',
  '吸一口',
  '试试',
  '一克',
  '多少钱',
  '快递',
  // A lottery's inside tip and sure hit, a game's rake and a loss won back (cai piao nei mu, bi zhong, du ju chou
  // shui, du yi ba fan shen), and the names a betting or drug question spells whole (bai jia le, liu he cai, san zuo
  // lun, xiao qi dan): the rules on gambling and drugs read them as characters.
  '内幕',
  '必中',
  '翻身',
  '抽水',
  '赌局',
  '特码',
  '百家乐',
  '六合彩',
  '三唑仑',
  '笑气弹',
  // Casinos, fast lotteries and card games by their own names, with the win asked (yu le cheng, kuai san bi ying, dou
  // niu ying qian), and a hallucinogen got (mi huan yao): intent-vice-games.ts and drug-named-sought read them.
  '娱乐城',
  '线上娱乐',
  '真人娱乐',
  '幸运飞艇',
  '快三',
  '斗牛',
  '必赢',
  '赢钱',
  '靠谱',
  '迷幻药',
  // Rolled for the best high (ye zi zen me juan cai shuang), pills at a club (ye dian hai yi xia you mei you yao wan),
  // and a relative talked out of it (wo ba ba du bo, gai zen me quan ta).
  '怎么卷',
  '才爽',
  '夜店',
  '嗨一下',
  '药丸',
  '怎么劝',
  '劝他',
  '劝她',
  // Offshore betting and a seller of K asked for (zu qiu wai wei zen me wan, you mei you ren mai K).
  '足球',
  '外围',
  '怎么玩',
  '有没有人',
  '才能赢',
  '能赢',
  '怎么押',
  '才准',
  '刷流水',
  '吸粉',
  '吗啡',
  '麻醉药',
  // Cough medicines taken for the high (ke su tang jiang he ji ping neng shang tou): syrup-high reads them as characters.
  '咳嗽糖浆',
  '止咳糖浆',
  '止咳水',
  '止咳露',
  '几瓶',
  // A supply asked after (shang tou yan shui you), and the frames that let a drug or a bet named at work or judged
  // pass, heard as in characters (du pin jian ce shi yan shi, ao men bo cai gong si he guan, gu piao suan bu suan du
  // bo, bang zhu xi du ren yuan hui gui she hui).
  '谁有',
  '检测',
  '实验室',
  '荷官',
  '公司',
  '算不算',
  '帮助',
  '人员',
  '回归社会',
  // A betting platform's moves and its games by name (tou zhu shi jie bei, qp you xi chong zhi shua liu shui, shang fen
  // xia fen, lao hu ji), and a high or a knock-out drug asked after (xiang fei yi xia you shen me dong xi, mi yao zai na
  // li mai): intent-vice-moves.ts and the drug rules read them as characters.
  '下注',
  '投注',
  '押注',
  '上分',
  '下分',
  '返水',
  '充值',
  '出款',
  '提现',
  '代理',
  '游戏',
  '老虎机',
  '时时彩',
  '北京赛车',
  '迷药',
  '想飞一下',
  '飞一下',
  '有什么',
  // A getting asked with its amount (xiang mai dian ... ma zui yao): medical-get-rx reads 想买点 as characters.
  '想买点',
  '有没有',
  '什么',
  '场子',
  // The frames that let a drug named at work pass (gao xiao zhao pin du pin jian du ren yuan): 监督 and 高校 heard.
  '监督',
  '高校',
  // A win asked of a bet (xia zhu zen me ying), a loss chased (shu le hen duo qian zen me hui xue), a platform's rebate
  // washed (xi ma zhuan fan shui) and a synthetic cannabinoid by its chemical name (he cheng da ma su): read as the rules
  // on bets, chased losses, platform moves and drugs read them in characters.
  '怎么赢',
  '输了钱',
  '输了',
  '很多钱',
  '回血',
  '洗码',
  '合成大麻素',
  // Seeds bought to grow it, and a drug made, asked how (da ma zhong zi zai na mai, jiao wo zen me zhi du): zhi du alone
  // is 制度, but after 怎么 it is the making.
  '大麻种子',
  '怎么制毒',
  '如何制毒',
];

/**
 * Drug names whose syllables are as often an everyday word (da ma: 大妈, 压力大吗; xiao qi: 小气): read in a sentence
 * typed in pinyin only beside a getting or a supply asked after, like the street words below, never on their own.
 */
export const HEARD_NEAR_A_GETTING: ReadonlySet<string> = new Set(['大麻', '笑气']);

/**
 * Drugs' one-syllable and everyday-sounding street names (bing for 冰, ma yao for 麻药): alone bing is as often 病, 饼 or
 * 兵 and ma yao 妈要, so they are read only after a getting (mai bing, zhao dian ma yao) or before a supply asked
 * after (bing de huo, ma yao zai na), and never where an everyday word runs on (bing qi lin, bing xiang).
 */
const STREET_DRUGS: ReadonlyArray<[string, string]> = [
  ['bing', '冰'],
  ['ma +yao', '麻药'],
  ['ye +zi', '叶子'],
  ['da +ma', '大麻'],
  ['xiao +qi +dan', '笑气弹'],
  ['xiao +qi', '笑气'],
  // A synthetic cannabinoid sold as a vape (小树枝) and a liquid sold as sweets (跳跳糖): a twig and a candy otherwise.
  ['xiao +shu +zhi', '小树枝'],
  ['tiao +tiao +tang', '跳跳糖'],
];
/** A getting and its amount, as the rules on getting drugs read them (mai dian: 买点, you mei you: 有没有). */
const GETTING_READ: ReadonlyArray<[string, string]> = [
  ['mai', '买'],
  ['zhao', '找'],
  ['nong', '弄'],
  ['gao', '搞'],
  ['qiu', '求'],
  ['lai', '来'],
  ['liu', '溜'],
  ['xi', '吸'],
  // Smoked (chou da ma, chou dian ye zi): chou alone is 丑 or 臭 as often, so only before a street word.
  ['chou', '抽'],
  // Carried or hidden (dai da ma guo hai guan, cang bing): the rules on carrying drugs read 带 and 藏 as characters.
  ['dai', '带'],
  ['cang', '藏'],
  ['you +mei +you', '有没有'],
  ['shui +you', '谁有'],
  // Grown or tried (zhong da ma, shi shi xiao qi): a use as much as a getting.
  ['zhong(?: +zhi)?', '种'],
  ['shi +shi', '试试'],
  ['chang +chang', '尝尝'],
];
const AMOUNT_READ: ReadonlyArray<[string, string]> = [
  ['yi +dian', '一点'],
  ['yi +xie', '一些'],
  ['dian', '点'],
  ['xie', '些'],
  ['ge', '个'],
  ['ke', '克'],
];
const alternatives = (pairs: ReadonlyArray<[string, string]>) => pairs.map(([spelled]) => spelled).join('|');
const readAs = (pairs: ReadonlyArray<[string, string]>, spelled: string | undefined) =>
  pairs.find(([p]) => new RegExp(`^${p}$`).test(spelled ?? ''))?.[1] ?? '';
const SUPPLY_ASKED =
  '(?:de +huo|de +qu +dao|qu +dao|huo +yuan|you +huo|na +li|na +er|zai +na|qu +na|zen +me +mai|duo +shao +qian|yi +ke|hao +mai|hao +nong|hao +gao|(?:[a-z]+[ ?!,.]+){0,5}zen +me +(?:neng +)?(?:nong|gao|mai) +dao|zen +me +(?:xi|chou|zhong|yong|chi|juan)|shi +shen +me +gan +jue|hui +shang +yin|shang +tou)';
/**
 * What runs on after bing when it is another word (冰淇淋, 冰箱, 冰块, 冰美式, 病人, 饼干, 兵役), and after da ma (打麻将).
 */
const RUNS_ON = (spelled: string) =>
  spelled === 'bing'
    ? '(?! +(?:qi +lin|ji +ling|xiang|kuai|gui|mei +shi|hong +cha|zhen|diao|shan|ren|gan|yi|li|fang|chang|xie))'
    : '(?! +jiang)';
/** The street word after a getting, both read back (mai dian ye zi: 买点叶子), or before a supply asked after. */
const streetDrugs = STREET_DRUGS.map(([spelled, word]): [RegExp, (...m: string[]) => string] => [
  new RegExp(
    `(?<![a-z])(${alternatives(GETTING_READ)})(?: +(${alternatives(AMOUNT_READ)}))? +${spelled}(?![a-z])${RUNS_ON(spelled)}` +
      `|(?<![a-z])${spelled}(?= +${SUPPLY_ASKED}(?![a-z]))`,
    'g',
  ),
  (_m, got?: string, amount?: string) => `${readAs(GETTING_READ, got)}${readAs(AMOUNT_READ, amount)}${word}`,
]);

/** Spaced pinyin syllables with drugs' street words read back where a getting or a supply makes them drugs. */
export function readStreetDrugs(spaced: string): string {
  return streetDrugs.reduce((read, [re, word]) => read.replace(re, word), spaced);
}
