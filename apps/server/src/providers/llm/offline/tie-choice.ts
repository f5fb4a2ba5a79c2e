import { RIASEC_TYPES, RiasecNames, type RiasecType } from '@lucina/contracts';
import { readChoice } from './choice-read.js';
import type { KnowledgeBase } from './knowledge.js';
import { namedMajors } from './named.js';
import { STREAMS } from './named-fit.js';
import { fitScore, type ResultReading } from './result.js';

/*
 * '现实型和研究型一样高，选工科还是理科': two level letters and a choice between two fields. The level letters alone
 * cannot order the fields, so the third letter breaks the tie: of the two, the one next to it on the Holland hexagon
 * (R-I-A-S-E-C, around) shares more with it, and the asker's interests lean that way.
 */

/** Steps between two letters around the hexagon. */
function hexSteps(a: RiasecType, b: RiasecType): number {
  const d = Math.abs(RIASEC_TYPES.indexOf(a) - RIASEC_TYPES.indexOf(b));
  return Math.min(d, RIASEC_TYPES.length - d);
}

/** Where a letter stands in a code; past its end when absent. */
const rank = (code: string, t: RiasecType) => (code.includes(t) ? code.indexOf(t) : code.length);

/** The interest code of a field the asker names: a broad stream ('工科') or one major ('统计' for 统计学). */
export function fieldCode(kb: KnowledgeBase, option: string): string | null {
  const stream = STREAMS.find((s) => s.words.test(option));
  if (stream) return stream.fits.join('');
  const majors = namedMajors(kb, option);
  return majors.length === 1 ? majors[0]!.riasec : null;
}

/**
 * The position between the two fields the question weighs, with why from the asker's scores and when the other wins;
 * null when it weighs none, a field's code is unknown, or the third letter leaves the tie as it is.
 */
export function tieChoiceLines(
  kb: KnowledgeBase,
  question: string,
  result: ResultReading,
  [a, b]: [RiasecType, RiasecType],
): string[] | null {
  const choice = readChoice(question);
  const codes = choice?.options.map((o) => fieldCode(kb, o));
  if (!choice || !codes || codes.some((c) => !c) || codes[0] === codes[1]) return null;
  const third = result.order.find((t) => t !== a && t !== b)!;
  const [sa, sb] = [hexSteps(a, third), hexSteps(b, third)];
  if (sa === sb) return null;
  const [lead, other] = sa < sb ? [a, b] : [b, a];
  // The field whose code puts the leaning letter ahead of the other one ('RIC' over 'IRC' for a lean to 现实型);
  // with both alike, the one nearer the asker's top three.
  const ahead = (c: string) => rank(c, other) - rank(c, lead);
  const fits = codes.map((c) => ahead(c!) * 100 + fitScore([lead, other, third], c!));
  if (fits[0] === fits[1]) return null;
  const pick = fits[0]! > fits[1]! ? 0 : 1;
  const [x, y] = [choice.options[pick]!, choice.options[1 - pick]!];
  const [nl, no, nt] = [RiasecNames[lead], RiasecNames[other], RiasecNames[third]];
  return [
    `**在${x}和${y}之间，我更倾向${x}**：你的${nl}和${no}分数相当，排第三的${nt}（${result.score(third)}%）在兴趣六边形上${Math.min(sa, sb) === 1 ? '紧挨着' : '更靠近'}${nl}，说明你的兴趣整体更偏${nl}这一侧；${x}常见的兴趣代码是 ${codes[pick]}，更贴近这一侧。`,
    `如果回想最投入的几件事，更多是${RiasecNames[other]}那一类（${kb.types.get(other)?.keywordsZh.slice(0, 2).join('、') ?? ''}），那就选${y}。`,
  ];
}
