import type { ChatProfile } from '../llm.provider.js';
import type { KnowledgeBase, Role } from './knowledge.js';
import type { Part } from './parts.js';
import { leadInPlaceOfPositions, type Body } from './result-body.js';
import { fitScore, readResult } from './result.js';
import type { Reading } from './understand.js';

/*
 * Two named jobs compared on one side ('产品经理和程序员哪个工资高', '做测试还是做运维更稳定', '会计和审计哪个累'):
 * a counsellor weighs both on that side, from what each job's card says of it, says which way the cards point and
 * leans for the asker; not one card's description with a lean that never mentions what was asked. Where the cards
 * say nothing on that side, the answer says so and names what to ask instead.
 */

interface AspectDef {
  id: 'pay' | 'strain' | 'stable';
  /** The words that ask about it. */
  asks: RegExp;
  /** What it is called in a heading. */
  name: string;
  /** Words in a card's text that speak to it, and their direction: more of it (+1) or less (-1). */
  more: RegExp;
  less?: RegExp;
}

const ASPECTS: readonly AspectDef[] = [
  {
    id: 'strain',
    asks: /累|辛苦|压力|加班|轻松|忙不忙|强度|熬|卷/u,
    name: '辛苦程度',
    more: /加班|忙季|出差|夜班|倒班|值班|轮班|抗压|压力|体力|连续|节假日|应酬|业绩|指标|KPI|考核|赶工|救火|驻场|跑现场|工地/u,
    less: /寒暑假|双休|朝九晚五|节奏稳|不加班|作息规律/u,
  },
  {
    id: 'stable',
    asks: /稳定|铁饭碗|裁员|长久|干到老|35岁|吃青春饭/u,
    name: '稳定性',
    more: /稳定|编制|事业单位|国企|公办|证书|执业|资格|越老越吃香|经验越/u,
    less: /裁员|波动|不稳|外包|项目制|提成|业绩|35 ?岁|青春饭|可替代|自动化/u,
  },
  {
    id: 'pay',
    asks: /工资|薪资|收入|待遇|赚钱|挣钱|钱多|月薪|年薪|薪水/u,
    name: '收入',
    more: /股票|年终奖|提成|高于|更高|涨薪快|涨得快|按项目/u,
  },
];

/** Which side of two jobs the question compares them on, or null. */
export function aspectAsked(question: string): AspectDef | null {
  if (!/哪个|哪一个|还是|谁|比|相比|和.{1,12}(?:比|相比)/u.test(question)) return null;
  return ASPECTS.find((a) => a.asks.test(question)) ?? null;
}

/** What a card says bearing on the side asked: its pay line for pay, else its sentences with the side's words. */
function said(role: Role, aspect: AspectDef): string[] {
  if (aspect.id === 'pay') return role.pay ? [role.pay.replace(/。$/u, '')] : [];
  const text = [role.summary, ...role.skills, role.path, role.entry, role.pay ?? '', ...(role.daily ?? [])];
  const words = new RegExp(`${aspect.more.source}${aspect.less ? `|${aspect.less.source}` : ''}`, 'u');
  const sentences = text.flatMap((t) => t.split(/[。；]/u)).map((s) => s.trim());
  return [...new Set(sentences.filter((s) => s.length >= 4 && words.test(s)))].slice(0, 3);
}

/** How strongly a card's lines point to more of the side (more hard work, more stability). */
function weight(lines: string[], aspect: AspectDef): number {
  const count = (re: RegExp) => lines.reduce((n, l) => n + (l.match(new RegExp(re.source, 'gu'))?.length ?? 0), 0);
  return count(aspect.more) - (aspect.less ? count(aspect.less) : 0);
}

/** The asker's fit with each job by their result, when they have one and it tells the two apart. */
function fitLean(kb: KnowledgeBase, a: Role, b: Role, profile: ChatProfile): Role | null {
  if (!profile.riasec) return null;
  const order = readResult(profile.riasec).order;
  const code = (r: Role) => kb.occupations.get(r.codes[0]!)?.hollandCode ?? '';
  const [fa, fb] = [fitScore(order, code(a)), fitScore(order, code(b))];
  return fa === fb || !code(a) || !code(b) ? null : fa > fb ? a : b;
}

/** The two jobs weighed on the side asked, with the lean, or null when the question is not such a comparison. */
export function jobAspectPart(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  profile: ChatProfile,
): { part: Part; picked: string; position: string } | null {
  const aspect = aspectAsked(question);
  if (!aspect || reading.roles.length < 2) return null;
  const [a, b] = [reading.roles[0]!, reading.roles[1]!];
  const [la, lb] = [said(a, aspect), said(b, aspect)];
  const lines = [a, b].map((r, i) => {
    const l = i ? lb : la;
    return l.length
      ? `- **${r.name}的${aspect.name}**：${l.join('；')}。`
      : `- **${r.name}的${aspect.name}**：职业资料里没有写到这一面，要向在做的人问清楚。`;
  });
  const [wa, wb] = [weight(la, aspect), weight(lb, aspect)];
  const fit = fitLean(kb, a, b, profile);
  const fitWhy = fit
    ? `按你的测评结果（${readResult(profile.riasec!).code}），${fit.name}和你的兴趣更贴近，做得进去的人涨得快、也扛得住`
    : '';
  let picked: Role;
  let why: string;
  if (aspect.id === 'pay') {
    // Cards describe how pay is made up, not a ranking by title: the gap between two jobs is mostly the company,
    // the city and the level, so the lean is by fit, else by the one whose pay has more upside.
    // A count of a few words is no ranking of pay: with no result to go by, the lean is the side the asker's
    // interests cannot decide, said as such, and the first-named taken only as a default.
    picked = fit ?? a;
    why = `两者的收入差距主要看公司（大厂、外企还是小公司）、城市和职级，光凭职位名排不出谁一定更高，上面是两边的收入各由什么构成；${fitWhy || `你还没做测评，我先按你先问的${a.name}说，做完测评我能按兴趣帮你定`}。要比准数，按城市在招聘平台各搜二三十条在招岗位看中位数`;
  } else if (aspect.id === 'strain') {
    const harder = wa === wb ? null : wa > wb ? a : b;
    const easier = harder ? (harder === a ? b : a) : null;
    picked = fit && (!easier || fit === easier || !harder) ? fit : (easier ?? fit ?? a);
    why = harder
      ? `按职业资料，${harder.name}写到的加班、出差、夜班或业绩压力更多，${easier!.name}的节奏相对可控；想要轻松一点就选${easier!.name}${fit === harder ? `，但${fitWhy}，愿意扛的话它也值得` : ''}`
      : `两者的辛苦在不同地方，职业资料里看不出谁明显更累；${fitWhy || '先各问一位在做的人一周的真实作息'}`;
  } else {
    const steadier = wa === wb ? null : wa > wb ? a : b;
    picked = steadier ?? fit ?? a;
    why = steadier
      ? `按职业资料，${steadier.name}写到的编制、执业证书或越做越值钱的经验更多，${steadier === a ? b.name : a.name}受项目、业绩或行业波动的影响更大${fit && fit !== steadier ? `；不过${fitWhy}` : ''}`
      : `两者的稳定更看单位（国企、事业单位还是民企、外包）而不是岗位名；${fitWhy || '问清合同形式和部门是否核心'}`;
  }
  const position = `在${a.name}和${b.name}之间，论${aspect.name}我更建议你选${picked.name}`;
  lines.push(`- **我的看法**：${why}。`);
  return {
    part: {
      heading: `### ${a.name}和${b.name}比${aspect.name}`,
      lines: [`**${position}**。`, ...lines],
      from: '职业卡片的对照',
    },
    picked: picked.name,
    position: `${picked.name}：${why}。`,
  };
}

/** Leads the answer with the side asked, in place of a lean that does not mention it. */
export function leadWithJobAspect(
  kb: KnowledgeBase,
  b: Body,
  reading: Reading,
  question: string,
  profile: ChatProfile,
): boolean {
  const found = jobAspectPart(kb, reading, question, profile);
  if (!found) return false;
  leadInPlaceOfPositions(b, found);
  return true;
}
