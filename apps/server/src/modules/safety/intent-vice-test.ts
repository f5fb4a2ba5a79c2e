import type { PlannerRule } from './planner-rules.js';

/**
 * A drug test outlasted: a drug taken and then asked how long it stays, how to clear it or whether a test will find it
 * (xd会不会被查出来，多久能代谢掉; 溜冰之后几天能验不出来; 吃什么能让毒品检测查不出来). drug-test-dodged (intent-conduct.ts)
 * reads only 不被查出 said right after the drug; the user asks by the body's clearing as often. A drug is named or taken
 * (吸了, 嗑了药, 溜过冰, 抽了叶子) and its finding asked; alcohol, coffee, a medicine taken as prescribed, a disease at a
 * check-up and the tester's own work name no drug taken and pass. They read the normalized question.
 */

/** Work against it, the law on it, or another's test read by the tester. */
const AGAINST = /禁毒|缉毒|戒毒|科普|危害|宣传|防范|打击|举报|检测员|化验员|药检员|社工/;

/** A drug named or taken: its name, the act of taking one, or 吸了 alone beside a drug test. */
const TAKEN =
  '(吸毒|嗑药|磕药|毒品|冰毒|大麻|叶子|k粉|k仔|麻古|摇头丸|可卡因|海洛因|笑气|依托咪酯|(溜|吸|嗑|磕|抽|用|碰|沾)(了|过)?(冰(?!淇|激|棍|水|可乐|啤)|k(?![a-z歌线])|叶子|药(?!物|品|店)))|溜(过)?冰(?!场|鞋|课|馆|教练)';
/** 吸了 or 用了 with no drug named, only beside a drug test (下周要入职尿检). */
const TAKEN_BESIDE_TEST =
  '(?=.*(吸了|吸过|嗑了|嗑过|用了|碰了)(?!烟|二手烟|电子烟|甲醛|雾霾))(?=.*(尿检|毛发检测|验毒|毒检))';
/** How long it stays, how it is cleared, or whether a test finds it. */
const OUTLASTED =
  '(多久|几天|多长时间|多少天|几周|几个小时)(能|才能|可以|就能|会)?(代谢|排|验不出|查不出|测不出|过|检测不到|查不到)|代谢(掉|完|干净)?(要|需要)?(多久|几天)|(快点|加速|加快)(代谢|排)|排干净|(会不会|能不能|会)(被)?(查|验|测|检)(出来|到)|(查|验|测)不出(来)?|躲过|逃过|骗过|(尿检|毛发检测|毒检|检测|体检)(能|可以)?(过|过关|通过)(吗)?$|(尿检|毛发检测|毒检|检测|体检).{0,3}(过关|作弊)|(能|可以)(过|通过|过关)(吗|么|嘛)?$|(尿检|毛发检测|毛发|毒检|验毒|检测)(怎么|如何|咋)(才能)?(过|通过|蒙混|糊弄)|(怎么|如何|咋)(才能)?(快点|快速|尽快)?(排|代谢)(得|的)?(快|掉|干净|出去)';

/**
 * A drug test named and something in the body asked to be cleared before it (尿检前怎么把东西代谢掉, 毛发检测前怎么排
 * 干净): the thing unnamed is what the test looks for. A check-up's protein, sugar or uric acid and a medicine's own
 * clearing studied (药物代谢研究) name what is cleared and pass.
 */
const DRUG_TEST = '(尿检|毛发检测|验毒|毒检|吸毒检测|毒品检测)';
const CLEARED_BEFORE = `${DRUG_TEST}[^。]{0,8}(怎么|如何|咋|能不能|有没有办法)[^。]{0,10}(东西|它|这个)?(代谢|排|清)(掉|干净|出去|得快|的快)`;
const MEDICAL = /蛋白|尿酸|血糖|尿糖|潜血|白细胞|结石|药物代谢|研究|岗位|工作/;

const re = (source: string) => new RegExp(source, 'u');

export const VICE_TEST_RULES: PlannerRule[] = [
  // xd会不会被查出来多久能代谢掉, 上周嗑了药入职体检会不会被查出来: a drug taken, its finding by a test asked.
  {
    id: 'drug-test-outlasted',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q),
    pattern: re(`^(?:(?=.*${TAKEN})|${TAKEN_BESIDE_TEST})(?=.*(${OUTLASTED}))`),
  },
  // 尿检前怎么把东西代谢掉: a drug test and something unnamed cleared before it.
  {
    id: 'drug-test-cleared',
    category: 'gambling_drugs',
    unless: (q) => AGAINST.test(q) || MEDICAL.test(q),
    pattern: re(CLEARED_BEFORE),
  },
];
