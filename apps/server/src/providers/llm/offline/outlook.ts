import type { Body } from './result-body.js';
import type { Part } from './parts.js';
import type { Reading } from './understand.js';
import { OUTLOOKS, type Outlook } from './outlook-facts.js';

/*
 * A field's prospects asked with the future in mind ('幼师以后还好找工作吗？出生人口一直在降', '土木是不是凉了', '会计会
 * 被AI取代吗', '银行还是铁饭碗吗', '新能源汽车现在进去晚不晚'): what is changing in that field, who in it still does
 * well and what to do now lead the answer, before the job's card or the major's outlets, which say what the work is
 * and not where it is going. Slang has been read first (slang.ts: '凉了' is 是不是没前途了).
 */
const ASKS_OUTLOOK = new RegExp(
  [
    '前途',
    '前景',
    '(?:还|是不是|算不算)?稳定(?:吗|么|嘛|不)',
    '稳不稳定?',
    '铁饭碗',
    // Replaced some day, not '面试被淘汰了'.
    '(?:快|要|会|将)(?:不会)?被[^，。？?！!]{0,6}(?:取代|替代|淘汰)',
    '被(?:AI|ai|人工智能|机器|智能)?(?:取代|替代)|被(?:AI|ai|人工智能|机器|智能)淘汰',
    '(?:快|要|会)(?:没了|消失)',
    '夕阳',
    '饱和',
    '走下坡',
    '(?:以后|将来|未来|现在)(?:还)?(?:好|难)(?:找|就业)',
    '还好(?:找工作|就业)',
    // A horizon of a decade or more ('十年后会怎么样'); '三年后想转行' is the asker's own plan.
    '(?:十|二十|几十|[1-9]\\d)年(?:以)?后(?:会|还|是)',
    '(?:以后|将来|未来)(?:会)?(?:怎么样|怎样|如何)',
    '(?:现在)?(?:进去|入行|进入|转进去)?(?:还)?晚不晚',
    // Not 还能: '30岁了还能学会计吗' asks about the asker's age.
    '还值得(?:学|读|进|去|做|干|报)',
    '还有(?:机会|未来|需求|出路)吗',
  ].join('|'),
  'iu',
);

/** Two fields set against each other ('新能源和半导体哪个更有前途') are a choice, weighed elsewhere. */
// 还是 before a 吗 is 'still' ('银行现在还是铁饭碗吗'), not 'or'.
const WEIGHS = /哪个|哪一个|选哪|还是(?![^，。？?！!]*[吗么嘛])/u;

/** The field whose prospects the question asks, when exactly one is named and the future is what is asked. */
export function outlookAsked(question: string): Outlook | null {
  if (!ASKS_OUTLOOK.test(question) || WEIGHS.test(question)) return null;
  const named = OUTLOOKS.filter((o) => o.match.test(question));
  return named.length === 1 ? named[0]! : null;
}

export function outlookPart(o: Outlook): Part {
  return {
    heading: `### ${o.name}的前景：在变的和仍然好的`,
    lines: [
      ...o.trend.map((t) => `- ${t}`),
      `- **仍然有需求的**：${o.holds}。`,
      `- **现在能做的**：${o.steps}。`,
      `**说到前景**：${o.verdict}`,
      ...(o.source ? [`【来源】${o.source}`] : []),
    ],
    from: `行业前景「${o.name}」`,
  };
}

/**
 * The field's prospects lead the answer; what else the question asks ('要不要辞职', whose two sides are options)
 * keeps its own part and position after it. Not for a follow-up, which points at the previous answer.
 */
export function leadWithOutlook(b: Body, reading: Reading, question: string): boolean {
  if (reading.followUp) return false;
  const o = outlookAsked(question);
  if (!o) return false;
  b.parts.unshift(outlookPart(o));
  if (!b.readAs || b.readAs.startsWith('了解')) b.readAs = `${o.name}的前景`;
  b.position ??= o.verdict;
  return true;
}
