/*
 * Pay in its place: the tier students call a city by, what a take-home figure means there (the cost that eats most of
 * it), a figure moved to another city, and where a city's level of pay is published.
 */

/** Cities students call 一线 and those the usual rankings (第一财经等) have listed as 新一线 for years. */
const TIER1 = new Set(['北京', '上海', '广州', '深圳']);
const NEW_TIER1 = new Set([
  '成都',
  '杭州',
  '重庆',
  '武汉',
  '苏州',
  '西安',
  '南京',
  '长沙',
  '天津',
  '郑州',
  '东莞',
  '青岛',
  '宁波',
  '合肥',
]);
/** The province whose statistics bureau publishes the city's average wage. */
export const PROVINCE: Record<string, string> = {
  北京: '北京市',
  上海: '上海市',
  天津: '天津市',
  重庆: '重庆市',
  广州: '广东省',
  深圳: '广东省',
  东莞: '广东省',
  佛山: '广东省',
  珠海: '广东省',
  杭州: '浙江省',
  宁波: '浙江省',
  南京: '江苏省',
  苏州: '江苏省',
  无锡: '江苏省',
  常州: '江苏省',
  成都: '四川省',
  武汉: '湖北省',
  西安: '陕西省',
  合肥: '安徽省',
  长沙: '湖南省',
  厦门: '福建省',
  福州: '福建省',
  青岛: '山东省',
  济南: '山东省',
  郑州: '河南省',
  大连: '辽宁省',
  沈阳: '辽宁省',
  长春: '吉林省',
  哈尔滨: '黑龙江省',
  南昌: '江西省',
  太原: '山西省',
  石家庄: '河北省',
  昆明: '云南省',
  南宁: '广西壮族自治区',
  贵阳: '贵州省',
};

/** 1234.5 → '1,230' (to ten yuan; under 100, to the yuan). */
export function yuan(n: number): string {
  const r = n < 100 ? Math.round(n) : Math.round(n / 10) * 10;
  return String(r).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
/** The tier students call a city by: 一线 (北上广深), 新一线 (as the usual rankings have listed for years), or 二线. */
export function cityTier(city: string): '一线' | '新一线' | '二线' {
  return TIER1.has(city) ? '一线' : NEW_TIER1.has(city) ? '新一线' : '二线';
}

function tierOf(place: string): string {
  if (TIER1.has(place) || place === '一线城市' || place === '北上广深') return '一线';
  if (NEW_TIER1.has(place) || place === '新一线') return '新一线';
  if (/县城|老家|家乡|小城市|三线|四线/.test(place)) return '县城和小城市';
  return '二线';
}

/** What the figure means where it is paid: the cost that eats most of it there and where its level is published. */
export function placeLine(place: string, net: number): string {
  const tier = tierOf(place);
  const rent = yuan(net / 3);
  const where =
    /^(?:一线城市|北上广深|新一线|二线城市|省会)$/.test(place) || tier === '县城和小城市'
      ? `${place}`
      : `${place}（常说的${tier}城市）`;
  const note: Record<string, string> = {
    一线: `房租是最大的一笔开销，刚工作的人多是合租或住远一点换房租；按到手约 ${yuan(net)} 算，房租最好控制在三分之一、约 ${rent} 元以内，超出就要靠合租或更长的通勤来平衡`,
    新一线: `房租比北上广深低一截，同岗位工资一般也低于一线；按到手约 ${yuan(net)} 算，房租控制在约 ${rent} 元以内（三分之一）比较从容，扣完房租后的结余不一定比一线少`,
    二线: `工资和房租都比一线、新一线低，要拿当地同岗位的数来比，而不是拿一线的数；按到手约 ${yuan(net)} 算，房租控制在约 ${rent} 元以内（三分之一）`,
    县城和小城市: `本地岗位以编制、国企、银行和服务业为主，工资整体不高但房租和日常开销也低，不少人住家里不交房租；按到手约 ${yuan(net)} 算，要看扣掉开销后每月能存多少，以及几年后的涨幅`,
  };
  return `- **在${where}看这个数**：${note[tier]}。`;
}

const TIER_ORDER = ['一线', '新一线', '二线', '县城和小城市'];
const tierName = (tier: string) => (tier === '县城和小城市' ? '县城或小城市' : `${tier}城市`);

/**
 * The figure asked about before, moved to another place: whether the two are of one tier, and what that does to pay
 * and rent, with the rent a third of the take-home allows. No rent table by city is kept, so no rent is stated.
 */
export function movedLine(place: string, before: string, net: number): string {
  const [here, there] = [tierOf(place), tierOf(before)];
  const compared =
    here === there
      ? `${place}和${before}都算常说的${tierName(here)}，同岗位工资和房租大致在一个档次，差多少要看两地招聘平台上同岗位的区间和公司附近的租房价`
      : `${place}是常说的${tierName(here)}、${before}是${tierName(there)}，${
          TIER_ORDER.indexOf(here) < TIER_ORDER.indexOf(there)
            ? `同岗位在${place}一般给得更高，房租和通勤花得也更多`
            : `同岗位在${place}一般给得低一些，房租和日常开销也低`
        }，同样的数在${place}${TIER_ORDER.indexOf(here) < TIER_ORDER.indexOf(there) ? '算得偏低' : '更经花'}`;
  return `- **换到${place}**：${compared}；按到手约 ${yuan(net)} 元算，房租以约 ${yuan(net / 3)} 元以内为宜（到手按上一轮的税费规则估算，来源同上）。`;
}

/** Where the level of pay in this place is published. */
export function lookUpLine(places: string[], label: string): string {
  const cities = places.filter((p) => PROVINCE[p]);
  const bureaus = cities.length ? cities.map((c) => `${c}市人社局`).join('、') : '当地人社局';
  const provinces = [...new Set(cities.map((c) => PROVINCE[c]!))];
  const stats = provinces.length ? `${provinces.join('、')}统计局` : '所在省的统计局';
  return `- **${label}在当地算什么水平，去哪里查**：${bureaus}每年发布的人力资源市场工资价位（分职业列出低位数、中位数、高位数，以当年发布为准），${stats}公布的城镇单位就业人员平均工资，再加上招聘平台上同城市、同岗位、同年限的二三十条薪资区间，比问身边人准；同学和学长的数可以参考，但晒出来的多是高的。`;
}
