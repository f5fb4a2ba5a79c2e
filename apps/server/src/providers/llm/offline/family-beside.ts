import { bullets, type Part } from './parts.js';
import type { Body } from './result-body.js';
import { familyChoice } from './wishes.js';

/*
 * '家里希望我回老家，我在考编和去杭州之间犹豫', '男朋友和父母都希望我留在成都，但深圳的offer工资高一倍': the
 * family's wish said beside a choice of the asker's own. A counsellor counts it as one of the reasons, on the side it
 * leans to, weighed with the asker's own reasons: neither the whole answer nor left out.
 */

const CLOSE = '(?:父母|爸妈|我爸|我妈|爸爸|妈妈|家里人?|家人|亲戚|男朋友|女朋友|男友|女友|对象|老公|老婆|伴侣)';
const FAMILY_SAYS = new RegExp(
  `(${CLOSE}(?:和${CLOSE})?)(?:都|也|一直|总是?|非|非得)?(希望|想让|想要|让|要|逼|劝|催|觉得|认为|说)我?(?:去|以后)?([^，。,？?！!；;]{2,14}?)(?=[，。,？?！!；;]|但|可是|而我|我|$)`,
  'u',
);

/** The characters two phrases share, as a measure of which option a wish names ('留在成都' and 成都). */
const shared = (a: string, b: string) =>
  Array.from(new Set(a)).filter((c) => /\p{Script=Han}|\w/u.test(c) && b.includes(c)).length;

export function familyBesidePart(question: string, b: Body): Part | null {
  const text = question.replace(/\s+/gu, '');
  // The family's road against the asker's own has its own weighing (wishes.ts).
  if (familyChoice(text) || !b.position) return null;
  const said = FAMILY_SAYS.exec(text);
  if (!said) return null;
  // '我妈' is named to the asker as 妈妈, '我家里' as 家里.
  const who = said[1]!.replace(/^我(妈|爸)$/u, '$1$1').replace(/^我/u, '');
  const thinks = /觉得|认为|说/u.test(said[2]!);
  const wish = said[3]!;
  const view = thinks ? `${who}觉得${wish}` : `${who}希望你${wish}`;
  // The lean taken above, as its option is named ('在考编（回老家）', '成都（新一线城市）').
  const pick = b.position.split(/[：:]/u)[0]!;
  const sameWay = shared(wish, pick) >= 2;
  const lines = [
    `${view}：这是一个实在的理由，要放进来和你自己的理由一起掂量，既不是唯一的理由，也不该不算。`,
    `先问清他们为什么${thinks ? `觉得${wish}` : `希望你${wish}`}：离家近好照应、工作稳定，还是担心你一个人在外；弄清是哪一点，才知道走另一条路时能不能用别的办法补上（定期回家、先攒够存款、约一个期限）。`,
    sameWay
      ? `上面的倾向和${who}的意思一致，等于多了一条理由；但要确认这也是你自己想要的，而不只是为了让家里放心。`
      : `如果两边其他条件差不多，${who}的意思可以是拉开差距的那一票；如果另一边在你最在意的事情上明显更好，就带着一份有期限、有退路的计划去和他们谈。`,
  ];
  return { heading: `### ${who}的意思怎么算进去`, lines: bullets(lines), from: '家人意见与个人意愿的权衡' };
}
