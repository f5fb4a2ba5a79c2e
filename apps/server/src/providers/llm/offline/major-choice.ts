import type { ChatProfile } from '../llm.provider.js';
import type { Choice } from './choice.js';
import type { Major } from './content/schema.js';
import type { KnowledgeBase } from './knowledge.js';
import type { Part } from './parts.js';
import { fitScore, readResult } from './result.js';
import { tokenize } from './tokenize.js';
import { namedMajors } from './named.js';

/*
 * '统计学和数学与应用数学选哪个''计算机还是电子信息': two majors weighed. A counsellor decides it by where the asker
 * wants to end up (银行、互联网、考公…) against where each major's graduates actually go, then by the asker's
 * interests when the result is known; with neither said, by how wide each major's outlets are. The answer names
 * both majors and their outlets, takes a side and says what would turn it.
 */

/** Where an asker says they want to go, and the words of an outlet that lead there. */
const GOALS: Array<[RegExp, RegExp]> = [
  [/银行|金融|证券|券商|基金|保险/u, /银行|金融|证券|券商|基金|保险|风控|精算/u],
  [/互联网|大厂|程序员|写代码|开发/u, /互联网|大厂|软件|开发|算法|平台/u],
  [/考公|公务员|体制内|事业单位|事业编|编制|稳定/u, /考公|公务员|事业|机关|编制|体制|部门|局/u],
  [/老师|教师|教书|当老师/u, /教师|老师|学校|教学/u],
  [/科研|读研|读博|搞研究|研究所/u, /科研|研究所|院所|研究院|硕士|博士/u],
  [/数据|分析/u, /数据|分析|统计/u],
  [/国企|央企|电网/u, /国企|央企|电网|集团|运营商/u],
  [/外企|出国|外贸|海外/u, /外企|外贸|海外|出海|跨境/u],
  [/医院|医疗/u, /医院|医疗|临床/u],
  [/工厂|制造|车企|汽车/u, /工厂|制造|车企|汽车|生产|产线/u],
  [/芯片|半导体/u, /芯片|半导体|集成电路/u],
  [/新能源|光伏|电池/u, /新能源|光伏|电池|储能/u],
  [/游戏/u, /游戏/u],
  [/设计/u, /设计/u],
  [/研发|研究院|实验室/u, /研发|研究|实验室/u],
  [/赚钱|收入高|高薪|工资高/u, /收入高|收入较高|收入好|高薪|起薪高|起薪偏高/u],
];

/** What an asker says they do not want, and the words of an outlet that mean it. */
const SHUNNED: Array<[RegExp, RegExp]> = [
  [/(?:不想|不愿|不喜欢|怕|讨厌|受不了)[^，。？?]{0,6}(?:工地|施工|现场)/u, /工地|施工|现场|驻场|项目部/u],
  [/(?:不想|不愿|不喜欢|怕|讨厌|受不了)[^，。？?]{0,6}(?:出差|外派|驻外|常驻)/u, /出差|外派|驻外|常驻|海外/u],
  [/(?:不想|不愿|不喜欢|怕|讨厌|受不了)[^，。？?]{0,6}(?:夜班|倒班|值班)/u, /夜班|倒班|值班|值守/u],
  [/(?:不想|不愿|不喜欢|怕|讨厌|受不了)[^，。？?]{0,6}(?:销售|跑业务|拉客户)/u, /销售|业务员|签单/u],
  [/(?:不想|不愿|不喜欢|怕|讨厌|受不了)[^，。？?]{0,6}(?:实验室|做实验)/u, /实验室|实验/u],
];

const outletText = (m: Major) => [...m.outlets.map((o) => `${o.name}：${o.detail}`), m.publicSector ?? ''];

/** The outlets of a major that lead where the asker wants to go, by name. */
function toward(m: Major, goals: ReadonlyArray<RegExp>): string[] {
  return m.outlets.filter((o) => goals.some((g) => g.test(`${o.name}${o.detail}`))).map((o) => o.name);
}

const names = (m: Major, n = 3) =>
  m.outlets
    .slice(0, n)
    .map((o) => o.name)
    .join('、');

export function majorChoice(
  kb: KnowledgeBase,
  choice: Choice,
  profile: ChatProfile,
  question: string,
): { part: Part; position: string } | null {
  // An option cut short by the reading ('社会工作' read as '社会') is the major the question names around it.
  const inQuestion = namedMajors(kb, question);
  const majorOf = (o: string) => {
    const found = namedMajors(kb, o);
    if (found.length === 1) return found[0];
    const around = inQuestion.filter((m) => [m.name, ...m.aliases].some((a) => a.startsWith(o)));
    return around.length === 1 ? around[0] : undefined;
  };
  const [x, y] = choice.options.map(majorOf);
  if (!x || !y || x.id === y.id) return null;
  // The asker's goals, said outside the options' own names ('想进银行或者互联网').
  const own = choice.options.reduce((t, o) => t.split(o).join('，'), question);
  const goals = GOALS.filter(([said]) => said.test(own));
  const wants = goals.map(([said]) => said.exec(own)![0]);
  const reach = [x, y].map((m) =>
    toward(
      m,
      goals.map(([, leads]) => leads),
    ),
  );
  const public_ = goals.some(([said]) => said.test('考公')) ? [x, y].map((m) => (m.publicSector ? 1 : 0)) : [0, 0];
  // What the asker rules out ('不想一辈子跑工地') counts against the major whose outlets are mostly that.
  const shunned = SHUNNED.filter(([said]) => said.test(question)).map(([, leads]) => leads);
  const against = [x, y].map(
    (m) => m.outlets.filter((o) => shunned.some((re) => re.test(`${o.name}${o.detail}`))).length / m.outlets.length,
  );
  const byGoal = [reach[0]!.length + public_[0]!, reach[1]!.length + public_[1]!];
  const r = profile.riasec ? readResult(profile.riasec) : null;
  const byFit = r ? [fitScore(r.order, x.riasec), fitScore(r.order, y.riasec)] : [0, 0];
  const wide = [x, y].map((m) => outletText(m).filter((s) => s).length);
  let pick: 0 | 1;
  let why: string;
  if (byGoal[0] !== byGoal[1]) {
    pick = byGoal[0]! > byGoal[1]! ? 0 : 1;
    const hit = reach[pick]!.slice(0, 3);
    why = `你说想去“${wants.join('”“')}”，${[x, y][pick]!.name}的常见出路里${hit.length ? `“${hit.join('”“')}”` : '体制内岗位'}正对着这些`;
  } else if (Math.abs(against[0]! - against[1]!) >= 0.2) {
    pick = against[0]! < against[1]! ? 0 : 1;
    const [m, o] = pick === 0 ? [x, y] : [y, x];
    const ruled = SHUNNED.find(([said]) => said.test(question))![0].exec(question)![0];
    const calm = m.outlets.filter((t) => !shunned.some((re) => re.test(`${t.name}${t.detail}`))).slice(0, 2);
    why = `你说“${ruled}”，${o.name}的去向里这类岗位占得多；${m.name}还有${calm.length ? `“${calm.map((t) => t.name).join('”“')}”` : '不少'}这样的去向，更对得上`;
  } else if (r && Math.abs(byFit[0]! - byFit[1]!) >= 2) {
    pick = byFit[0]! > byFit[1]! ? 0 : 1;
    const m = [x, y][pick]!;
    why = `按你的测评，${m.name}常见的兴趣代码 ${m.riasec} 和你的 ${r.code} 更对得上，学起来更容易有劲`;
  } else {
    pick = wide[0]! >= wide[1]! ? 0 : 1;
    const m = [x, y][pick]!;
    why = wants.length
      ? `你说想去“${wants.join('”“')}”，两边都有这样的去向（${x.name}的“${reach[0]![0] ?? x.outlets[0]!.name}”，${y.name}的“${reach[1]![0] ?? y.outlets[0]!.name}”），那就看去向多少：${m.name}常见的去向更多，选择面更宽`
      : r
        ? `按你的测评（${r.code}），${x.name}（常见代码 ${x.riasec}）和${y.name}（${y.riasec}）跟你兴趣的契合程度差不多，那就看出路：${m.name}常见的去向更多，选择面更宽`
        : `你没说以后想去哪，两边又都是正经出路，先按常见去向更多的${m.name}说；下面两串去向，看哪一串你更愿意干`;
  }
  const [a, b] = pick === 0 ? [x, y] : [y, x];
  // Said in the asker's words, unless the reading cut one short: then by the major's name.
  const said = choice.options.map((o, i) => {
    const m = [x, y][i]!;
    return [m.name, ...m.aliases].includes(o) ? o : m.name;
  });
  const [sa, sb] = pick === 0 ? said : [said[1], said[0]];
  // What only the other major leads to: the case in which it is the better choice.
  const onlyB = b.outlets.find((o) => !a.outlets.some((p) => p.name === o.name));
  const lines = [
    `**在${sa}和${sb}之间，我更建议你选${sa}**。${why}。`,
    `- ${a.name}：${a.summary.replace(/。$/u, '')}；毕业生常去${names(a)}。`,
    `- ${b.name}：${b.summary.replace(/。$/u, '')}；毕业生常去${names(b)}。`,
    ...(onlyB ? [`- 什么时候改选${sb}：如果你更想去“${onlyB.name}”这类去向，${b.name}更对口。`] : []),
    `- 读研：${a.name}——${a.further}`,
  ];
  return {
    part: { lines, from: `专业资料「${a.name}」「${b.name}」的对比` },
    position: `${sa}：${why}。`,
  };
}

/** The two-character runs of a text. */
const pairs = (text: string) => {
  const chars = Array.from(text.replace(/[^\p{Script=Han}]/gu, ''));
  return new Set(chars.slice(1).map((c, i) => chars[i]! + c));
};

/**
 * Which of two sides the major leads to more: the one more of its outlets reach, and with as many each way, the one
 * its outlets list first (they are written commonest first).
 */
const sideOf = (reached: [number, number], listedAt: [number, number]): 0 | 1 =>
  reached[0] !== reached[1] ? (reached[0] > reached[1] ? 0 : 1) : listedAt[0] < listedAt[1] ? 0 : 1;

/**
 * '南京和苏州哪个更适合工科生发展，我学电气的': two cities weighed by someone whose major is known. What decides it for a
 * counsellor is where that major's employers cluster: the city whose industries share most words with the major's
 * outlets is taken, and the industries that match are named.
 */
export function placeByMajor(
  choice: Choice,
  major: Major | undefined,
  industries: Readonly<Record<string, string>>,
  question = '',
): { part: Part; position: string } | null {
  if (!major) return null;
  const cities = choice.options.map((o) => Object.keys(industries).find((c) => o.includes(c)));
  if (!cities[0] || !cities[1] || cities[0] === cities[1]) return null;
  // The major's outlets and what the asker says they want to do there ('想进游戏公司').
  const wish = question
    .split(/[，。,？?]/u)
    .filter((c) => /想|希望|打算|目标/u.test(c) && !cities.some((x) => c.includes(x!)));
  const outlets = [...outletText(major), ...wish].join('');
  // Each industry of the city, kept when it shares a word with the major's outlets.
  const matched = cities.map((c) =>
    // Half its words or more, each word whole ('电力装备' is 电力 and 装备): '互联网大厂总部' is no finance outlet
    // for sharing 互联网 with '互联网金融'.
    industries[c!]!.split(/[、，和]/u).filter((ind) => {
      const words = tokenize(ind);
      const whole = words.filter((w) => !words.some((u) => u !== w && u.includes(w)));
      return whole.length > 0 && whole.filter((w) => outlets.includes(w)).length * 2 >= whole.length;
    }),
  );
  // As many each way: the city whose industries meet the outlet listed first (the entry lists the commonest first).
  const firstOutlet = (inds: string[]) =>
    Math.min(
      ...inds.map((ind) => {
        const at = major.outlets.findIndex((o) => tokenize(ind).some((w) => `${o.name}${o.detail}`.includes(w)));
        return at < 0 ? Infinity : at;
      }),
    );
  const rank = matched.map((m) => (m.length ? firstOutlet(m) : Infinity));
  if (matched[0]!.length === matched[1]!.length && rank[0] === rank[1]) return null;
  const pick = sideOf([matched[0]!.length, matched[1]!.length], [rank[0]!, rank[1]!]);
  const [a, b] = pick === 0 ? cities : [cities[1], cities[0]];
  const [ma, mb] = pick === 0 ? matched : [matched[1], matched[0]];
  const why = `你学${major.name}，${a}的${ma!.join('、')}正是这个专业毕业生常去的行业，对口单位和跳槽机会更多`;
  return {
    part: {
      lines: [
        `**在${a}和${b}之间，我更建议你选${a}**。${why}。`,
        mb!.length
          ? `- ${b}：也有${mb!.join('、')}，产业是${industries[b!]}，同样对口，只是${major.name}最常见的去向在${a}更集中。`
          : `- ${b}：产业是${industries[b!]}，对口岗位相对少一些。`,
        `- 什么时候改选${b}：手里有${b}那边更好的 offer、家人在${b}，或你想去的具体企业在${b}。`,
        `- 落实一下：在招聘软件里分别按“${major.name}”相关岗位搜${a}和${b}，比一比在招数量和薪资区间。`,
      ],
      from: `城市产业与专业资料「${major.name}」`,
    },
    position: `${a}：${why}。`,
  };
}

/** '新能源行业' is weighed as 新能源: the kind word after it says nothing of where graduates go. */
const core = (o: string) => o.replace(/(?:行业|方向|领域|赛道|板块|企业|公司)$/u, '');

/**
 * '新能源和半导体哪个更有前途，我学材料的': two sectors or kinds of work weighed by someone whose major is known. The
 * one that more of the major's outlets lead to is where the major counts most, so it is taken, with those outlets
 * named; when the major leads to both alike, nothing is decided here.
 */
export function sectorByMajor(choice: Choice, major: Major | undefined): { part: Part; position: string } | null {
  if (!major) return null;
  const keys = choice.options.map(core);
  if (keys.some((k) => Array.from(k).length < 2)) return null;
  const reach = keys.map((k) => major.outlets.filter((o) => `${o.name}${o.detail}`.includes(k)));
  // As many outlets each way: the one the major's outlets list first (they are written most common first).
  const first = keys.map((k) => major.outlets.findIndex((o) => `${o.name}${o.detail}`.includes(k)));
  if (reach[0]!.length === reach[1]!.length && (first[0]! < 0 || first[1]! < 0 || first[0] === first[1])) return null;
  const pick = sideOf([reach[0]!.length, reach[1]!.length], [first[0]!, first[1]!]);
  const [a, b] = pick === 0 ? choice.options : [choice.options[1]!, choice.options[0]!];
  const [ra, rb] = pick === 0 ? reach : [reach[1]!, reach[0]!];
  const why = `你学${major.name}，专业的常见出路里“${ra!
    .slice(0, 2)
    .map((o) => o.name)
    .join('”“')}”${ra!.length > 1 ? '都' : ''}通向${core(a!)}，专业背景在这边最用得上`;
  return {
    part: {
      lines: [
        `**在${a}和${b}之间，我更建议你选${a}**。${why}。`,
        `- ${ra![0]!.name}：${ra![0]!.detail}`,
        rb!.length
          ? `- ${b}也对口：${rb![0]!.name}——${rb![0]!.detail}`
          : `- ${b}：${major.name}的常见出路里较少直接通向它，要去得补相应的技能或经历。`,
        `- 什么时候改选${b}：手里有${b}那边更好的 offer，或你对它的具体岗位明显更有兴趣、愿意补课。`,
      ],
      from: `专业资料「${major.name}」的出路`,
    },
    position: `${a}：${why}。`,
  };
}

/** The outlet of a major an option names: by a Latin token ('CRA') or by two or more shared two-character runs. */
function outletNamed(major: Major, option: string): Major['outlets'][number] | undefined {
  const latin = /[A-Za-z]{2,}/u.exec(option)?.[0]?.toLowerCase();
  if (latin) {
    const hit = major.outlets.find((o) => o.name.toLowerCase().includes(latin));
    if (hit) return hit;
  }
  const own = pairs(core(option));
  const scored = major.outlets
    .map((o) => ({ o, n: [...pairs(o.name)].filter((p) => own.has(p)).length }))
    .sort((a, b) => b.n - a.n);
  return scored[0] && scored[0].n >= 2 && scored[0].n > (scored[1]?.n ?? 0) ? scored[0].o : undefined;
}

const STEADY_SAID = /稳定|安稳|编制|离家近|不想出差|不想加班|轻松/u;
const STEADY_OUTLET = /事业|编制|医院|国企|央企|体制|机关|学校|稳/u;
const GROWTH_SAID = /收入|赚钱|工资高|钱多|成长|发展快|涨薪|晋升/u;
const GROWTH_OUTLET = /收入|高薪|提成|涨|晋升|发展|成长|大厂|外企/u;

/**
 * '药企CRA和医院药剂科哪个好，我药学本科': two outlets of the asker's own major weighed. Each is described from the
 * major's entry; the side taken follows what the asker says they want (stability or growth) where the outlets'
 * words show it, else the outlet more of the major's graduates take (the entry lists them most common first).
 */
export function outletChoice(
  choice: Choice,
  major: Major | undefined,
  question: string,
): { part: Part; position: string } | null {
  if (!major) return null;
  const found = choice.options.map((o) => outletNamed(major, o));
  if (!found[0] || !found[1] || found[0] === found[1]) return null;
  const text = (i: number) => `${found[i]!.name}${found[i]!.detail}`;
  const leans = (said: RegExp, words: RegExp) =>
    said.test(question) && words.test(text(0)) !== words.test(text(1)) ? (words.test(text(0)) ? 0 : 1) : null;
  const steady = leans(STEADY_SAID, STEADY_OUTLET);
  const growth = leans(GROWTH_SAID, GROWTH_OUTLET);
  const order = found.map((o) => major.outlets.indexOf(o!));
  const pick: 0 | 1 = steady ?? growth ?? (order[0]! <= order[1]! ? 0 : 1);
  const [a, b] = pick === 0 ? choice.options : [choice.options[1]!, choice.options[0]!];
  const [oa, ob] = pick === 0 ? found : [found[1]!, found[0]!];
  const why =
    steady !== null
      ? `你看重稳定，${a}（${oa!.name}）在这点上更占优`
      : growth !== null
        ? `你看重收入和成长，${a}（${oa!.name}）在这点上更占优`
        : `两条都是${major.name}毕业生的正路，${a}是更多同专业毕业生走的一条，起步门槛和往上走的路径更清楚`;
  return {
    part: {
      lines: [
        `**在${a}和${b}之间，我更建议你选${a}**。${why}。`,
        `- ${oa!.name}：${oa!.detail}`,
        `- ${ob!.name}：${ob!.detail}`,
        `- 什么时候改选${b}：如果${b}那边的日常（看上面这一条）更是你想要的，或它给的 offer 明显更好，就换过来。`,
      ],
      from: `专业资料「${major.name}」的出路对比`,
    },
    position: `${a}：${why}。`,
  };
}
