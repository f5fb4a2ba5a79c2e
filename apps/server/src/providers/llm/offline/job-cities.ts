import { fieldOf } from './place-field.js';
import { placesIn } from './places.js';
import { provincesIn } from './provinces.js';
import type { Part } from './parts.js';
import type { Reading } from './understand.js';

/*
 * Where a kind of work concentrates: '做产品经理去哪些城市', '游戏策划一般去哪个城市发展', '这个岗位哪些城市机会多'.
 * Asked with no city named, a counsellor names the few cities where that line of work is in numbers, and why
 * (which employers sit there), rather than how to choose a city in general. The line of work is read as the places
 * data reads it (place-field.ts); the cities are the ones known for it, strongest first.
 */

/** The question asks where to go for the work, naming no place. */
const WHERE =
  /(?:哪些|哪个|什么|哪几个|哪座|哪类)城市|去哪(?:里|儿)?(?:发展|找工作|工作|好|比较好|机会)|在哪(?:里|儿)?(?:机会|岗位)多|城市(?:机会|分布)/u;

/** For each line of work (place-field.ts names), its cities in order, each with who employs there. */
const FIELD_CITIES: Record<string, ReadonlyArray<readonly [string, string]>> = {
  软件和互联网: [
    ['北京', '字节、百度、美团、京东等大厂总部和大量创业公司，岗位最多、层级最全'],
    ['深圳', '腾讯、华为和一批硬件互联网公司，技术和产品岗都多'],
    ['杭州', '阿里系和一大批电商、数字经济公司'],
    ['上海', '拼多多、小红书、B站等互联网公司，外企和金融科技也多'],
    ['成都', '大厂的研发中心和游戏公司不少，生活成本低一截'],
  ],
  硬件和电子: [
    ['深圳', '华为、大疆等硬件公司，周边电子制造和供应链最完整'],
    ['上海', '集成电路设计和制造企业集中'],
    ['苏州', '外资电子工厂和装备制造多'],
    ['西安', '半导体和军工科研院所'],
    ['合肥', '显示面板、集成电路和新能源汽车电子'],
  ],
  游戏: [
    ['上海', '米哈游、莉莉丝、鹰角等游戏公司最集中'],
    ['广州', '网易游戏和三七互娱等大厂'],
    ['深圳', '腾讯游戏总部'],
    ['杭州', '网易杭州研发和一批中小游戏公司'],
    ['成都', '腾讯天美等大厂工作室和不少独立团队'],
  ],
  电商: [
    ['杭州', '阿里系和直播电商公司最集中'],
    ['广州', '服装、美妆产业带和直播基地'],
    ['深圳', '跨境电商卖家最集中'],
    ['上海', '品牌方电商部门和代运营公司'],
  ],
  汽车: [
    ['上海', '上汽、特斯拉和一批新能源车企'],
    ['广州', '广汽和日系合资车企'],
    ['合肥', '蔚来、比亚迪等新能源汽车基地'],
    ['长春', '一汽整车和零部件企业'],
    ['武汉', '东风和汽车零部件企业'],
  ],
  生物医药: [
    ['上海', '外资药企、药物研发外包和创新药公司集中'],
    ['苏州', '生物医药产业园，创新药和医疗器械公司多'],
    ['北京', '科研院所和创新药企业'],
    ['杭州', '药物研发外包和医药企业'],
  ],
  金融: [
    ['上海', '交易所、基金、券商和外资金融机构最集中'],
    ['北京', '各大银行、保险和金融监管机构总部'],
    ['深圳', '深交所、券商和公募基金'],
  ],
  光电: [
    ['武汉', '光谷的光纤通信和激光企业'],
    ['长春', '光学研究所和光电企业'],
    ['深圳', '激光设备和光通信器件企业'],
  ],
  航空航天: [
    ['西安', '航空航天院所和飞机制造企业'],
    ['成都', '飞机设计和制造企业'],
    ['上海', '大飞机总装和配套企业'],
  ],
  机械和装备制造: [
    ['苏州', '外资装备制造和精密机械工厂'],
    ['长沙', '工程机械企业集中'],
    ['沈阳', '重型装备和机床企业'],
    ['常州', '装备制造和新能源设备企业'],
  ],
  外贸: [
    ['深圳', '跨境电商和外贸公司最多'],
    ['宁波', '港口和外贸制造企业'],
    ['厦门', '外贸和航运'],
    ['广州', '商贸和进出口公司'],
  ],
  新能源: [
    ['常州', '光伏和动力电池企业'],
    ['合肥', '新能源汽车和储能企业'],
    ['深圳', '动力电池和储能企业'],
  ],
  家电: [
    ['佛山', '美的等家电企业'],
    ['青岛', '海尔、海信等家电企业'],
    ['珠海', '格力等家电企业'],
  ],
  文化传媒: [
    ['北京', '影视、出版和大型媒体机构集中'],
    ['上海', '广告公司、影视和内容平台'],
    ['杭州', '直播和内容电商机构多'],
    ['长沙', '湖南广电和一批文化传媒公司'],
  ],
};

/** Whether one city has the work: '成都的游戏公司多吗', '在武汉做硬件好找吗'. */
const CITY_ASKED = /多吗|多不多|好找吗|好不好找|机会多|机会大|机会怎么样|机会多不多|有没有(?:机会|岗位)|岗位多/u;

/**
 * One city asked of a line of work: whether it is among the cities that work concentrates in, and where else it is,
 * so the asker weighs the city they named against the ones with more of it.
 */
function oneCityPart(question: string, reading: Reading, city: string): Part | null {
  const field = jobField(question, reading);
  const cities = field && FIELD_CITIES[field.field];
  if (!field || !cities) return null;
  // Said in a sentence: the card's name without its bracketed list ('游戏公司岗位（开发、策划、美术）').
  const found = { ...field, name: field.name.replace(/（.*?）/gu, '') };
  const at = cities.findIndex(([c]) => c === city);
  const others = cities
    .filter(([c]) => c !== city)
    .slice(0, 3)
    .map(([c, why]) => `**${c}**（${why}）`);
  const lines =
    at >= 0
      ? [
          `- **${city}**是${found.name}机会较集中的城市之一：${cities[at]![1]}。`,
          `- 岗位更多、公司更全的还有：${others.join('；')}。在${city}起步、几年后想跳大厂，也可以把这几座城市算进去。`,
        ]
      : [
          `- **${city}**不在${found.name}最集中的几座城市里，岗位和公司都少一些。`,
          `- 岗位多的在：${others.join('；')}。只想留在${city}的，可以看本地的中小公司、外包团队和远程岗位。`,
        ];
  lines.push(
    `- 核实的办法：在招聘平台把城市设为${city}，搜“${found.name}”，数一数在招的岗位和公司有多少，再和上面几座城市比一比。`,
  );
  return { heading: `### ${found.name}在${city}的机会`, lines, from: `${found.field}行业的城市分布` };
}

/** The line of work the question or the job it names is in, with the name to call it by. */
function jobField(question: string, reading: Reading): { field: string; name: string } | null {
  const role = reading.roles.find((r) => fieldOf(`${r.name}${r.aliases.join('、')}`));
  const fromQuestion = fieldOf(question);
  if (fromQuestion) return { field: fromQuestion, name: role?.name ?? `${fromQuestion}这一行` };
  return role ? { field: fieldOf(`${role.name}${role.aliases.join('、')}`)!, name: role.name } : null;
}

/** The cities a line of work concentrates in, for a question asking where to go for it, or null. */
export function jobCitiesPart(question: string, reading: Reading): Part | null {
  const named = placesIn(question);
  if (named.cities.length === 1 && CITY_ASKED.test(question)) return oneCityPart(question, reading, named.cities[0]!);
  if (!WHERE.test(question)) return null;
  // A province named is the place asked about: its own cities are listed with the place (provinces.ts), not the
  // country's.
  if (named.cities.length || named.abroad.length || provincesIn(question).length) return null;
  const found = jobField(question, reading);
  const cities = found && FIELD_CITIES[found.field];
  if (!found || !cities) return null;
  return {
    heading: `### ${found.name}：机会集中的城市`,
    lines: [
      ...cities.map(([city, why], i) => `${i + 1}. **${city}**：${why}。`),
      `排在前面的城市岗位多、跳槽不用换城市，但房租和竞争也高；想控制生活成本，可以先看后面几个。在招聘平台按城市筛一遍“${found.name}”的在招岗位，就能核实各地的机会多少。`,
    ],
    from: `${found.field}行业的城市分布`,
  };
}
