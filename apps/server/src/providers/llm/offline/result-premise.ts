import { RIASEC_TYPES, RiasecNames, type RiasecType } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { Part } from './parts.js';
import { joinZh, readResult } from './result.js';

/*
 * What the asker says of their own result, checked against the scores on record: someone who remembers a type as
 * their highest when it is their lowest ('我的测评里艺术型最高，但我是学汽修的，这冲突吗') is told so first, gently,
 * with the real order, before anything is built on the wrong premise.
 */

const NAMES: Record<RiasecType, RegExp> = {
  R: /现实型|实际型/u,
  I: /研究型/u,
  A: /艺术型/u,
  S: /社会型/u,
  E: /企业型|管理型/u,
  C: /常规型|传统型|事务型/u,
};

/** Said of a type right after its name: high or low. */
const SAID_HIGH = /^(?:得分|分数|分)?(?:最高|很高|特别高|偏高|比较高|高|第一|排第一|突出|最强|最多)/u;
const SAID_LOW = /^(?:得分|分数|分)?(?:最低|很低|特别低|偏低|比较低|低|倒数|垫底|最少|最弱)/u;

interface Claim {
  type: RiasecType;
  high: boolean;
}

/** The types the question says something of, high or low, as named ('艺术型最高', 'R很低'). */
function claimsIn(question: string): Claim[] {
  const claims: Claim[] = [];
  for (const t of RIASEC_TYPES) {
    const name = new RegExp(`${NAMES[t].source}|(?<![A-Za-z])${t}(?![A-Za-z])`, 'gu');
    for (const m of question.matchAll(name)) {
      const after = question.slice(m.index + m[0].length);
      if (SAID_HIGH.test(after)) claims.push({ type: t, high: true });
      else if (SAID_LOW.test(after)) claims.push({ type: t, high: false });
    }
  }
  return claims;
}

/**
 * A correction of what the question says of the asker's result, when the scores on record say otherwise: a type
 * called high that is not among the three highest, or one called low that is. Null when there are no scores or
 * the question says nothing of them, or says it rightly.
 */
export function premisePart(question: string, profile: ChatProfile): Part | null {
  if (!profile.riasec) return null;
  const r = readResult(profile.riasec);
  const wrong = claimsIn(question).filter((c) => (c.high ? !r.strong.includes(c.type) : r.strong.includes(c.type)));
  if (!wrong.length) return null;
  const rank = (t: RiasecType) => r.order.indexOf(t) + 1;
  const said = wrong.map((c) => {
    const name = RiasecNames[c.type];
    const place = rank(c.type) === 6 ? '排在最后' : `排第 ${rank(c.type)}`;
    return `${name}是 ${r.score(c.type)}%，在六种里${place}`;
  });
  const top = joinZh(r.strong.slice(0, 3).map((t) => `${RiasecNames[t]}（${r.score(t)}%）`));
  return {
    heading: '### 先对一下你的测评结果',
    lines: [
      `**和你记得的不太一样：按你的测评记录，${said.join('；')}。**你得分最高的是${top}，兴趣代码是 ${r.code}。`,
      '下面按你测评记录里的实际得分来说；如果你记得的是另一次测评，两次结果不同很常见，以心情平稳、认真作答的那一次为准。',
    ],
    from: '你的测评得分',
  };
}
