import { RIASEC_TYPES, RiasecNames, type RiasecType } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { DecisionOption } from './content/load.js';
import type { KnowledgeBase } from './knowledge.js';
import { AT_ODDS, bothTypesPart, COMBINE, MAJOR_ASKED, majorsFor, matchesPart, requestedCount } from './matches.js';
import { majorPart, occupationPart, resultPart, rolePart, type Part } from './parts.js';
import { interestWords, readResult } from './result.js';
import { resultUse, usesParts } from './result-uses.js';
import { familiarJobs } from './result-verdict.js';
import type { Reading } from './understand.js';

/*
 * Answers drawn from interests: the letters a direction is taken from (said in words or measured), the jobs that fit
 * them, and the body of an answer about the asker's own result.
 */

export interface Body {
  parts: Part[];
  /** What the question was read as, in a phrase ('考研还是就业：差几分要不要二战'). */
  readAs: string;
  position?: string | null;
  /** The decision's option the position took (a service for another one does not close the answer). */
  picked?: DecisionOption | null;
  /** Whether the decision's position rests on something the asker said. */
  grounded?: boolean;
  service?: number | undefined;
  clarify?: string;
  /** The major named is only background ('我是学土木的，但更喜欢写东西'): its entry route is not what was asked. */
  majorAside?: boolean;
}

/**
 * A part that answers the choice in its own terms leads the answer, in place of the positions taken before it (a
 * lean by names, the general way of weighing): one position per answer, the one on the side asked.
 */
export function leadInPlaceOfPositions(b: Body, found: { part: Part; position: string | null }): void {
  b.parts = b.parts.filter(
    (p) =>
      p.from !== '通用的取舍方法' &&
      !p.lines.some((l) => /^\*\*(?:在.+?和.+?之间，)?我更建议你选|^\*\*我的倾向\*\*/u.test(l)),
  );
  b.parts.unshift(found.part);
  b.position = found.position;
  b.picked = null;
  b.readAs = found.part.heading!.replace(/^#+\s*/u, '');
}

export function directionLetters(
  reading: Reading,
  profile: ChatProfile,
): { order: RiasecType[]; why: string; own: RiasecType[] } | null {
  const like = reading.interests.like;
  if (like.length) {
    const said = `你说的${like.map((l) => RiasecNames[l]).join('、')}兴趣`;
    const others = RIASEC_TYPES.filter((t) => !like.includes(t) && !reading.interests.dislike.includes(t));
    // With a result on record, the letters after the ones said come in its order: what is said leads, the scores
    // still rank the rest, and the answer names both.
    if (profile.riasec) {
      const order = readResult(profile.riasec).order;
      const rest = others.sort((a, b) => order.indexOf(a) - order.indexOf(b));
      return {
        order: [...like, ...rest],
        why: `${said}和兴趣代码 ${profile.riasec.hollandCode}`,
        own: [...new Set([...like, ...order.slice(0, 3)])],
      };
    }
    // Otherwise nearest first on Holland's hexagon: someone who likes writing (A) is nearer to I and S than to R,
    // so the jobs listed share more than the one letter.
    // Only the letters said are the asker's own: the nearest ones rank the jobs, they are not said to be shared.
    const rest = others.sort((a, b) => hexagonDistance(like[0]!, a) - hexagonDistance(like[0]!, b));
    return { order: [...like, ...rest], why: said, own: like };
  }
  if (profile.riasec) {
    const order = readResult(profile.riasec).order;
    return { order, why: `你的兴趣代码 ${profile.riasec.hollandCode}`, own: order.slice(0, 3) };
  }
  // A code the asker states ('我是ASE') with no result on record: its letters, then the nearest on the hexagon.
  if (reading.code) {
    const code = [...reading.code] as RiasecType[];
    const rest = RIASEC_TYPES.filter((t) => !code.includes(t)).sort(
      (a, b) => hexagonDistance(code[0]!, a) - hexagonDistance(code[0]!, b),
    );
    return { order: [...code, ...rest], why: `你说的兴趣代码 ${reading.code}`, own: code };
  }
  return null;
}

/** Steps between two types round the RIASEC hexagon (R-I-A-S-E-C-R): 0 to 3. */
function hexagonDistance(a: RiasecType, b: RiasecType): number {
  const d = Math.abs(RIASEC_TYPES.indexOf(a) - RIASEC_TYPES.indexOf(b));
  return Math.min(d, 6 - d);
}

/**
 * The asker's words, for ranking matches, only when the interests were stated in them ('喜欢修东西'): matches from a
 * measured result come from the scores alone, whatever else the question says.
 */
const saidLike = (reading: Reading, question: string) =>
  reading.interests.like.length ? `${question} ${interestWords(question).join(' ')}` : '';

/** The jobs that fit the letters, as many as the asker asked for, ranked by what they said they like. */
export function letterMatches(
  kb: KnowledgeBase,
  reading: Reading,
  letters: { order: RiasecType[]; why: string },
  question: string,
): Part[] {
  return matchesPart(
    kb,
    letters.order,
    reading,
    letters.why,
    saidLike(reading, question),
    requestedCount(question) ?? 5,
    COMBINE.test(question) || AT_ODDS.test(question),
    false,
    MAJOR_ASKED.test(question),
  );
}

/** The reading without its decision: an answer about the asker's result, which the decision only framed. */
export const withoutDecision = (reading: Reading): Reading => ({
  ...reading,
  decision: undefined,
  case: undefined,
  options: [],
});

/** The asker's result read for them, the matches it gives, and any job they ask about measured against it. */
export function resultBody(kb: KnowledgeBase, reading: Reading, question: string, profile: ChatProfile): Body {
  const asksFit = /适合|匹配|合适|对口/.test(question);
  const parts: Part[] = [];
  const result = resultPart(kb, profile, reading, resultUse(reading, question) ?? undefined);
  if (result) parts.push(result);
  else if (!reading.code) parts.push(selfCheckPart(kb));
  const direct = directAnswer(kb, reading, question, profile);
  if (direct) parts.push(direct);
  const letters = directionLetters(reading, profile);
  // Asked whether one named job fits, the answer is about that job, not a list of others.
  const fitOfNamedJob =
    asksFit && !/哪些|什么|哪个|哪种|哪类/.test(question) && reading.roles.length + reading.occupations.length > 0;
  // A master's or 专升本 chosen by the result: its own directions stand in for the list of undergraduate majors.
  const uses = letters ? usesParts(kb, reading, question, letters.order, profile) : [];
  // A use's own part (side jobs, a master's, 专升本, level letters) answers in place of the general list of matches.
  if (letters && !fitOfNamedJob && !uses.length) parts.push(...letterMatches(kb, reading, letters, question));
  parts.push(...uses);
  // '适合考公吗': what the majors that fit the result say about further study or the state sector.
  const field = reading.aspect === 'further' ? 'further' : reading.aspect === 'public' ? 'publicSector' : null;
  if (letters && field && !uses.length) {
    const lines = majorsFor(kb, letters.order, 3).flatMap((m) => (m[field] ? [`**${m.name}**：${m[field]}`] : []));
    if (lines.length)
      parts.push({
        heading: field === 'further' ? '### 读研可以往这些方向看' : '### 这些方向的体制内机会',
        lines: lines.map((l) => `- ${l}`),
        from: '专业资料',
      });
  }
  for (const m of reading.majors) parts.push(...majorPart(kb, m, reading, question));
  // A job the asker asks about ('适合当老师吗'): its card with how it meets the result; never a match by name.
  // A catalogue job with no card ('程序员'), when the question asks about that one job, is described from the
  // catalogue: its interest types let an asker with no result hold it against themselves.
  const fitRead: Reading = { ...reading, aspect: 'fit' };
  if (asksFit)
    parts.splice(
      1,
      0,
      ...(reading.roles.length
        ? reading.roles.slice(0, 1).map((r) => rolePart(kb, r, fitRead, profile))
        : reading.occupations.slice(0, fitOfNamedJob ? 1 : 0).map((o) => occupationPart(kb, o, fitRead, profile))),
    );
  const both = bothTypesPart(kb, reading, question);
  if (both) parts.splice(result ? 1 : 0, 0, both);
  const how = howToTryPart(kb, question, profile);
  if (how) parts.push(how);
  return { parts, readAs: '看懂你的测评结果并用它找方向' };
}

/** The asker's own result spoken of ('我的测评结果', '按我的霍兰德代码', '我测出来'), not the test in general. */
const OWN_RESULT =
  /(?:我的|我这个?|按我的?|根据我的?|结合我的?|依据我的?)(?:测评|测试|霍兰德|兴趣|职业兴趣)?(?:测评|测试)?(?:结果|代码|分数|得分|报告)|我测出来|我(?:的)?测评(?:结果|说|显示)/u;
export const asksOwnResult = (question: string) => OWN_RESULT.test(question);

/**
 * No result yet: the six kinds of interest to hold oneself against now, each with jobs it leads to, then the test
 * that measures them. No verdict is made up without scores.
 */
function selfCheckPart(kb: KnowledgeBase): Part {
  const kinds = RIASEC_TYPES.map((t) => {
    const type = kb.types.get(t)!;
    return `- **${type.nameZh}**：喜欢${type.keywordsZh.slice(0, 3).join('、')}，常见的工作如${familiarJobs(kb, t, 3).join('、')}`;
  });
  return {
    lines: [
      '你还没有做职业兴趣测评，我手上没有你的兴趣代码，所以不会凭空给你下结论。可以先拿下面六类对照自己，挑出最像你的两三类：',
      ...kinds,
      '做完「AI职业测评」（约 10 分钟）后，我能按你六种兴趣的得分推荐职业和专业；也可以直接告诉我你挑的那几类，我先按它说。',
    ],
    from: '测评说明',
  };
}

/** '是不是只能搞科研', '只适合当老师吗': the type is read as a kind of work, never as one job. */
const ONLY = /(?:是不是|是否)?只(?:能|适合|可以)((?:搞|做|当|干|去|学|走)?[^，。？?！!吗呢]{2,8})/u;

/**
 * A yes-or-no about the result answered first, in a sentence: 'only research?' is no; a result at odds with the
 * major is common and is not a verdict on it.
 */
function directAnswer(kb: KnowledgeBase, reading: Reading, question: string, profile: ChatProfile): Part | null {
  const r = profile.riasec;
  const letter = reading.typesNamed[0] ?? (r?.order[0] as RiasecType | undefined);
  const type = letter ? kb.types.get(letter) : undefined;
  const only = ONLY.exec(question)?.[1];
  if (only && type)
    return {
      lines: [
        `**不是只能${only}。**${type.nameZh}说明的是你愿意做哪类事（${type.keywordsZh.slice(0, 4).join('、')}），${only.replace(/^(?:搞|做|当|干|去|学|走)/u, '')}只是用得上它的一条路；下面这些职业同样用得上这种兴趣，能力和机会再帮你从里面挑。`,
      ],
      from: '你的测评得分',
    };
  // The major the result is at odds with: one the question names or speaks of ('可我学的是会计'), not a job the
  // asker wants ('跟我想做的不一样，我想当设计师').
  const major = reading.majors[0] ?? (/专业|学的|我学|读的|我读/u.test(question) ? reading.slots.ownMajor : undefined);
  if (AT_ODDS.test(question) && major && type)
    return {
      heading: `### ${type.nameZh}兴趣和${major.name}专业对不上时`,
      lines: [
        `- **不必急着换专业**：兴趣和专业不一致很常见，${major.name}里也有更贴近${type.nameZh}的岗位，下面列的就是两边都用得上的职业。`,
        `- **把兴趣补进来**：用辅修、双学位、选修课、社团或课外项目，做出一两件${type.nameZh}方向的东西，毕业时就有了两条腿。`,
        `- **真想换就趁早**：如果这份兴趣持续了一两年还很强，大一大二可以看转专业，高年级可以跨考研究生，工作后以相邻岗位为跳板转过去。`,
      ],
      from: '你的测评得分',
    };
  return null;
}

/** The decision on finding a direction: how one is found, when a question looks for one. */
export const FIND_DIRECTION = 'find-direction';

/** Asking how to find out what suits them ('怎么知道自己适合做什么'): a list of jobs is half the answer. */
const ASKS_METHOD =
  /怎么(?:知道|找|确定|判断|发现|验证|试)|如何(?:知道|找|确定|判断|发现|验证)|怎样(?:知道|找到|确定)/u;

/** How to try the directions out, from the written way of finding a direction: not for someone asking for a list. */
export function howToTryPart(kb: KnowledgeBase, question: string, profile: ChatProfile): Part | null {
  const d = kb.planner.decisionById.get(FIND_DIRECTION);
  if (!d || !ASKS_METHOD.test(question)) return null;
  // Someone with a result has done the first step (the test).
  const steps = d.steps.filter((x) => !(profile.riasec && /测评/.test(x)));
  return {
    heading: '### 怎么确认哪个适合你',
    lines: steps.map((x, i) => `${i + 1}. ${x}`),
    from: `决策资料「${d.title}」`,
  };
}
