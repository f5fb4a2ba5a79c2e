/*
 * A state employer read by its kind, not from a list of employers' names: people name the unit they work for
 * (税务局, 国家电网, 烟草公司, 农行县支行, 中石化加油站, 街道办, 县医院, 研究所), seldom the words 体制内 or 国企.
 * - an organ of government by its suffix (…局, …厅, 街道办, 派出所, 法院) or its 系统 (税务系统, 公安系统);
 * - a public institution (事业单位) by its kind: a public hospital or school, a research institute;
 * - a state enterprise by its sector's names, which are few and fixed: the grid, tobacco, the oil majors, the
 *   carriers, the railway and post, the state banks and their branches.
 * A 局 or 厅 that is no organ (格局, 饭局, 餐厅, 营业厅) is left out by the character before it.
 */

/** An organ of government: 税务局, 公安局, 教育厅, 街道办, 县政府, 税务系统. */
export const ORGAN =
  '\\p{Script=Han}{1,4}?(?<![格布结饭出赌骗棋大当残平开变定终时邮])局|\\p{Script=Han}{1,3}?(?<![餐客大门舞展营歌])厅|街道办|街道|居委会|村委会?|乡镇|镇政府|乡政府|县政府|区政府|市政府|县委|市委|纪委|法院|检察院|派出所|海关|(?:税务|公安|检察|法院|政法|海关|财政|交通|教育|卫健|应急|消防|铁路)系统';

/** A public institution: a public hospital, school or research institute. */
export const INSTITUTION =
  '公立(?:医院|学校|小学|中学|幼儿园)|公办(?:学校|小学|中学|幼儿园)|\\p{Script=Han}{0,2}?(?:人民医院|中医院|县医院|市医院|卫生院|妇幼保健院)|疾控中心|疾控|研究所|研究院|科学院|(?:医疗|卫生|电力|烟草|银行|金融)系统';

/** A state enterprise by its sector: the grid, tobacco, oil, carriers, railway, post, the state banks. */
export const STATE_FIRM =
  '国家电网|南方电网|国网|南网|电网|供电局|供电公司|供电所|电力公司|烟草|中石油|中石化|中海油|石油公司|三桶油|中国移动|中国联通|中国电信|铁路局|国铁|邮政|邮储|(?:工|农|中|建|交)行(?!业)|农商行|信用社|城商行|国有大行|四大行|(?:支|分)行(?!业)';

/** Every kind above, as one alternation. */
export const STATE_KIND = `${ORGAN}|${INSTITUTION}|${STATE_FIRM}`;

/** A post held there, naming the asker by it: 农行县支行柜员, 中石化加油站站长, 县医院的护士, 税务局科员. */
export const POST =
  '柜员|站长|科员|职工|员工|护士|医生|大夫|老师|教师|工程师|技术员|研究员|干部|主任|科长|所长|会计|出纳|司机|客户经理|网格员|辅警|协警|文员|专员|营业员|检修工|线路工|工人';

/** The asker holds a post at a state employer of some kind: 县医院的护士, 农行县支行柜员. */
export const HOLDS_POST = new RegExp(`(?:${STATE_KIND})\\p{Script=Han}{0,5}?(?:${POST})`, 'u');
