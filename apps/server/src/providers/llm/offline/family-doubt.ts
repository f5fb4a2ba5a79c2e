import type { Part } from './parts.js';

/*
 * '家里觉得学画画没出路，我该坚持吗', '亲戚都说考古专业找不到工作，我还要报吗': the family's doubt about the asker's own
 * path. What the family says (没出路, 找不到工作, 35 岁被裁) is their worry, not the asker's question: the decision
 * is whether to keep to one's own path against it, which the entry on a family that disagrees answers.
 */

const WHO = '(?:父母|爸妈|我爸|我妈|爸爸|妈妈|家里人?|家人|家长|亲戚(?:们)?|长辈)';
/** The family saying what they think of it: their words run to the end of the clause. */
const DOUBT = new RegExp(
  `${WHO}(?:都|一直|总是?|也)?(?:觉得|说|认为|嫌|担心|怕|不看好|不支持|不理解)[^，。,？?！!；;]*`,
  'gu',
);
/** Asking whether to keep to one's own way, or saying what one wants against it. */
const OWN_WAY =
  /坚持|听(?:他们|她|他|家里|父母|爸妈|谁)|说服|还要|还该|还能不能|要不要继续|该不该继续|放弃|我(?:自己)?(?:还是|就是|真的|其实|很|特别)?(?:想|喜欢)/u;

/**
 * The question without the family's words, when it sets the asker's own way against the family's doubt; null when
 * it does not ('爸妈说考公稳定，怎么准备' asks how to prepare, and nothing is weighed against the family).
 */
export function familyDoubt(question: string): { rest: string } | null {
  const said = [...question.matchAll(DOUBT)];
  if (!said.length) return null;
  const rest = said.reduce((text, m) => text.replace(m[0], '，'), question);
  return OWN_WAY.test(rest) ? { rest } : null;
}

/** The case of the family's decision that answers such a question. */
export const DOUBTED_PATH = 'doubted-path';

const ROAD =
  /(?:学|读|做|当|考|报|干|进)\p{Script=Han}{1,5}?(?=将来|以后|没|不|找不到|养不活|会|就|太|很|前途|出路|[，。,？?！!；;]|$)|\p{Script=Han}{2,6}?专业/u;
/** '我想学计算机', '不让我学计算机': the asker's own road said beside the family's words. */
const OWN_ROAD =
  /(?:让我|我想|我要|我喜欢|我想要)((?:学|读|做|当|考|报|干|进)\p{Script=Han}{2,5}?)(?=[，。,？?！!；;]|吗|$)/u;

/**
 * The asker's road named first, with the family's words as their worry: the answer is about this road, whose
 * worth the family's words have not settled. Null when the road cannot be read from the question.
 */
export function familyDoubtPart(question: string): Part | null {
  const said = question.match(DOUBT)?.[0];
  if (!said) return null;
  const theirs = said.replace(
    new RegExp(`^${WHO}(?:都|一直|总是?|也)?(?:觉得|说|认为|嫌|担心|怕|不看好|不支持|不理解)(?:我)?(?:去)?`, 'u'),
    '',
  );
  const road = OWN_ROAD.exec(question)?.[1] ?? ROAD.exec(theirs)?.[0];
  if (!road) return null;
  return {
    heading: `### 你想${road.replace(/专业$/u, '')}，家里不看好`,
    lines: [
      `- 家里的话是担心，不是对“${road}”这条路的定论：先问清他们怕的是收入、稳定还是面子，再拿${road}的真实去向、你做出的东西和一个检验期限去回应。`,
    ],
    from: '家人意见与个人意愿的权衡',
  };
}
