import { substantialLines } from './dialogue.js';
import type { Major } from './content/schema.js';
import type { KnowledgeBase } from './knowledge.js';
import { bullets, type Part } from './parts.js';
import { routesIn } from './routes.js';
import type { Reading } from './understand.js';

/*
 * '最后一个需要考什么证', '第二个工资多少', '第一个累不累' after a major's outlets were listed: one side of that outlet,
 * answered for the outlet. The major's general card (or the general entry on certificates) answers another question:
 * what the content says of this outlet's side is picked by the outlet's own words, and where it says nothing of that
 * side, the answer says so, gives what it does hold, and asks one question to narrow it.
 */

export type ItemSide = 'cert' | 'pay' | 'daily' | 'entry' | 'apply' | 'degree' | 'outlook' | 'load' | 'gender' | 'city';

/** The side a follow-up asks about, in the words students use for it (first match wins: 证 before 学历). */
const SIDES: Array<[ItemSide, RegExp]> = [
  [
    'cert',
    /(?:考|要|拿|需要)(?:什么|哪些|啥|哪个)?(?:证|资格)|证书|执业资格|过法考|考执业|资格证|(?:要|需要)考(?:吗|什么|啥|哪些)?$/u,
  ],
  ['pay', /工资|薪资|薪水|收入|待遇|挣多少|赚多少|月薪|年薪|起薪|钱多/u],
  ['gender', /女生|女孩|女性|男生|性别/u],
  ['load', /累不累|累吗|辛苦|加班|出差|强度|压力大|轻松|夜班/u],
  ['degree', /学历|本科(?:就)?(?:够|行|能|可以)|大专|硕士|读研/u],
  // '第一个怎么投递', '这个去哪找岗位': where and how to apply, before 'entry' (what to learn to get in).
  [
    'apply',
    /投递|怎么投|投哪|网申|去哪(?:里|儿)?找|怎么找(?:工作|岗位|实习)?|在哪(?:里|儿)?找|怎么应聘|如何应聘|哪里招|招聘渠道/u,
  ],
  ['city', /哪个城市|哪些城市|什么城市|在哪(?:里|儿)?(?:机会|工作|多)|城市/u],
  ['outlook', /前景|前途|发展|以后|未来|晋升|饱和/u],
  [
    'entry',
    /怎么入门|怎么进|如何进|怎么入行|要学什么|学什么|从哪开始|怎么准备|门槛|难进|好进|要求(?:高|多|严)|什么要求/u,
  ],
  ['daily', /做什么|干什么|干啥|做啥|每天|日常|工作内容|具体做/u],
];

/** The outlet's own words, for telling which parts of an answer are about it. */
export const outletKeys = (name: string) => keysOf(name);

export function itemSide(question: string): ItemSide | null {
  return SIDES.find(([, re]) => re.test(question))?.[0] ?? null;
}

export const LABEL: Record<ItemSide, string> = {
  cert: '证书',
  pay: '收入',
  daily: '日常工作',
  entry: '入门路径',
  apply: '投递与求职渠道',
  degree: '学历要求',
  outlook: '前景',
  load: '工作强度',
  gender: '性别方面的情况',
  city: '城市分布',
};

/** What a clause must say to bear on a side. */
export const BEARS: Record<Exclude<ItemSide, 'cert'>, RegExp> = {
  pay: /薪|收入|工资|待遇|提成|奖金|补贴|绩效/u,
  daily: /做|负责|处理|协助|日常/u,
  entry: /招|看|要求|门槛|进入|转入|入门|靠|竞赛|实习|统一招聘|笔试/u,
  apply: /招聘|校招|秋招|春招|统一招聘|笔试|实习|内推|转正/u,
  degree: /硕士|本科|学历|博士|专科|大专/u,
  outlook: /需求|增长|前景|发展|通道|替代|扩张|跳板|晋升|成长/u,
  load: /加班|出差|轮班|倒班|夜班|值守|忙|节奏|驻场|驻现场|规律|强度|作息|工地/u,
  gender: /女|男/u,
  city: /北京|上海|广州|深圳|杭州|成都|武汉|南京|大连|城市|一线|二线/u,
};

/** A certificate's name as the content writes it, or a clause that names one. */
const CERT_WORD = /证|资格|CPA|CFA|ACCA|FRM|CATTI|N1|PMP|CTF|法考|执业|职称|师(?:考试)?$/u;

/** The outlet's own words: its name cut at brackets, 、, 与 and 和, and each part's last two characters. */
function keysOf(name: string): string[] {
  const parts = name
    .split(/[（）()、与和及/，,\s]+/u)
    .map((p) => p.trim())
    .filter((p) => Array.from(p).length >= 2);
  const tails = parts.filter((p) => /^\p{Script=Han}+$/u.test(p)).map((p) => Array.from(p).slice(-2).join(''));
  return [...new Set([...parts, ...tails])].filter((k) => !/^(?:企业|公司|单位|机构|岗位|行业|工作)$/u.test(k));
}

const clauses = (text: string) =>
  text
    .split(/[。；;]/u)
    .map((c) => c.trim())
    .filter((c) => Array.from(c).length >= 6);

function certificates(major: Major, outlet: Major['outlets'][number], keys: readonly string[]) {
  const all = major.certificates ?? [];
  const near = all.filter((c) => keys.some((k) => c.includes(k)));
  // Certificates the outlet's own description names ('注册会计师（CPA）证书分量最重', 'CTF 比赛经历很加分').
  const said = outlet.detail.split(/[，。；]/u).filter((c) => CERT_WORD.test(c) && /证|资格|考|CTF|比赛/u.test(c));
  // The entry route of the outlet's trade ('税务方向看税务师' in the route of 会计): its clauses on this outlet first.
  const route = routesIn(`${outlet.name}，${outlet.detail}`)
    .slice(0, 1)
    .flatMap((r) => r.steps.flatMap((step) => step.split(/；/u)));
  const onIt = route.filter((c) => keys.some((k) => c.includes(k)));
  return {
    near,
    said,
    rest: all.filter((c) => !near.includes(c)),
    route: [...onIt, ...route.filter((c) => !onIt.includes(c))],
  };
}

/** What to type into a job board for an outlet: each part of a name that joins several ('会展、航空与涉外酒店'). */
function searchWords(name: string): string {
  const parts = name.split(/[、与和及/，,]+/u).filter((p) => Array.from(p.trim()).length >= 2);
  return parts.length > 1 ? `“${parts.join('”“')}”（分开搜）` : `“${name}”`;
}

/** How to find out oneself, each line naming the outlet, so no two answers share it. */
function howToCheck(side: ItemSide, name: string): string[] {
  switch (side) {
    case 'cert':
      return [`最准的办法：在招聘平台搜“${name}”的在招岗位，数一数职位要求里写“优先”和“必须”的证各是哪几个。`];
    case 'pay':
      return [
        `在招聘平台按你想去的城市搜“${name}”，看应届和三年经验两档岗位写的薪资区间，比听人说的平均数准。`,
        `${name}的收入差别主要来自城市、单位类型和几年经验，不同城市能差出一倍。`,
      ];
    case 'load':
      return [`${name}累不累，同一类岗位在不同单位差别很大，面试时直接问加班和出差，再看员工评价核实。`];
    case 'degree':
      return [`把“${name}”的在招岗位按学历要求筛一遍，看本科和硕士各占多少，就知道这条路卡不卡学历。`];
    case 'outlook':
      return [`看${name}的前景，看近一两年在招岗位多不多、做了五年的人现在在做什么。`];
    case 'gender':
      return [
        '按《就业促进法》第二十七条，除国家规定不适合妇女的工种或岗位外，用人单位不得以性别为由拒绝录用女性或提高录用标准。',
        `找一两位在${name}工作的女性前辈问问团队构成、出差和晋升，比泛泛的说法可靠。`,
      ];
    case 'city':
      return [`在招聘平台把“${name}”按城市筛一遍，在招岗位最多的几个城市就是机会最集中的地方。`];
    case 'entry':
      return [`挑一两个“${name}”的在招岗位，把职位要求逐条对照自己，缺的那几项就是入门要补的。`];
    // Where the openings are posted and how the applications that get answered are made, named for the outlet.
    case 'apply':
      return [
        `${name}的校招岗位多在秋招（9–11 月）和春招（3–4 月）集中发布：盯目标单位官网的校园招聘页和学校就业网，别只等招聘平台推送。`,
        `在招聘平台搜${searchWords(name)}，按城市和“应届”“实习”筛选；认识在做${name}的学长学姐就请他们内推，回复率通常比海投高。`,
        `每投一类${name}岗位改一版简历：把职位要求里的技能、工具和项目关键词写进你的经历里，让筛简历的人一眼对上。`,
      ];
    case 'daily':
      return [`想知道${name}真实的一天，找一位在做的学长学姐聊半小时，或者争取一段相关实习。`];
  }
}

/** The one question that would let the next answer be about the asker's own case. */
function narrowing(side: ItemSide, name: string): string {
  if (side === 'pay' || side === 'city') return `你打算在哪个城市做${name}？告诉我城市，我按那里的情况说得更具体。`;
  if (side === 'cert') return `你现在是在读还是已经工作了？告诉我，我帮你排一下${name}这些证先考哪个。`;
  return `你现在是在读还是已经工作了？告诉我，我按你的阶段说${name}下一步做什么。`;
}

/**
 * One side of a listed outlet, for the follow-up that pointed at it: what the content says of that side (its lines
 * not already in the previous answer), else that it says nothing of it, with what it does hold, and one question.
 * Null when the reading points at no outlet or asks no side this knows.
 */
export function itemSidePart(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  previousAnswer: string,
): Part | null {
  const at = reading.outlet;
  const side = itemSide(question);
  if (!at || !side) return null;
  const { major, outlet } = at;
  const name = outlet.name.replace(/[（(].*?[）)]/gu, '').trim();
  const keys = keysOf(outlet.name);
  const said = substantialLines(previousAnswer);
  const fresh = (l: string) => !said.has(l);
  const aboutIt = (t: string) => keys.some((k) => t.includes(k));
  const lines: string[] = [];
  let found = false;
  if (side === 'cert') {
    const c = certificates(major, outlet, keys);
    found = c.near.length + c.said.length + c.route.length > 0;
    if (c.near.length) lines.push(`和${name}最相关的是：${c.near.join('、')}。`);
    for (const x of c.said) lines.push(`资料里写到${name}时特别提到：${x.trim()}。`);
    for (const x of c.route.slice(0, 2)) lines.push(`这一行的资格路线：${x}。`);
    if (c.rest.length)
      lines.push(
        found
          ? `${major.name}常考的还有${c.rest.join('、')}，对${name}是加分项，不是门槛。`
          : `${major.name}常考的是${c.rest.join('、')}，对${name}有没有用，要看具体岗位的要求。`,
      );
  } else {
    const bears = BEARS[side];
    const own = clauses(outlet.detail)
      .flatMap((c) => c.split(/，/u))
      .filter((c) => bears.test(c));
    // A day's work is the outlet's own description and its occupations; a remark on the major is no day's work.
    const realities = side === 'daily' ? [] : major.realities.filter((r) => bears.test(r) && aboutIt(r));
    const occupations = (outlet.occupations ?? []).flatMap((code) => {
      const o = kb.occupations.get(code);
      if (!o) return [];
      if (side === 'daily') return [`${o.titleZh}每天的事：${o.summaryZh}`];
      const zone = kb.jobZones.get(o.jobZone);
      return side === 'degree' && zone ? [`${o.titleZh}属于${zone.nameZh}的职业，${zone.educationZh}`] : [];
    });
    const skills = side === 'entry' ? [`${name}入门先补这几项：${major.skills.slice(0, 4).join('、')}。`] : [];
    const further = side === 'degree' ? [major.further] : [];
    const held = [...own.map((c) => `资料里写到${name}：${c}。`), ...realities, ...occupations, ...skills, ...further];
    found = held.length > 0;
    lines.push(...held);
  }
  const kept = lines.filter(fresh).slice(0, 5);
  // Nothing on that side of this outlet: said in a line, with what the content does hold of it.
  if (!found || !kept.length)
    kept.unshift(
      `站内资料没有专门写到${name}的${LABEL[side]}，能说的是它本身：${clauses(outlet.detail)[0] ?? outlet.detail}。`,
    );
  const first = kept.shift()!;
  return {
    // The heading keeps the name whole ('临床监查（CRA）与临床研究'): the bracket is often what the asker called it.
    heading: `### ${outlet.name}：${LABEL[side]}`,
    lines: [first, ...bullets([...kept, ...howToCheck(side, name)]), narrowing(side, name)],
    from: `专业资料「${major.name}」`,
  };
}
