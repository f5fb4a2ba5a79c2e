/*
 * '我想创业，但家里让我先去打工', '我喜欢做设计，可是我爸妈想让我考公务员': the asker's own wish said first and the
 * family's after it, joined by 但/可是/不过. wishes.ts reads the family's wish first; this reads the other order, so
 * both orders name the same two roads.
 */

const WHO = '(?:父母|爸妈|我爸|我妈|爸爸|妈妈|家里人?|家人|亲戚)';
/** The asker's own road, from the start of a clause. */
const OWN_FIRST =
  /(?:^|[，,。；;])(?:其实)?(?:我(?:自己|本人)?|自己)(?:更|其实|一直|比较|真正|特别|很)?(?:想|喜欢|想要|打算|准备|热爱)(?:去|学|读|做|当|自己)?([^，。,？?！!；;]{2,12}?)(?=[，。,；;]|但|可是|不过|可)/u;
/** The family's road after it, with or without a 'but' ('我想去大厂，家里人觉得银行稳定让我去银行'). */
const FAMILY_AFTER = new RegExp(
  `^[，,；;]?(?:但是?|可是|不过|可|然而)?(?:我的?)?${WHO}(?:都|一直|总是?|非|非得|硬|偏|却)?(?:要|让|逼|催|希望|想让|想要|安排|叫|说|觉得[^，。,？?！!；;]{0,8}?让)我?(?:去|以后|还是)?([^，。,？?！!；;]{2,12}?)(?=[，。,？?！!；;]|怎么|该|要不要|$)`,
  'u',
);

/** The asker's road and the family's when the asker's comes first; null otherwise. */
export function ownThenFamily(text: string): { own: string; family: string; said: string } | null {
  const mine = OWN_FIRST.exec(text);
  if (!mine) return null;
  const rest = text.slice(mine.index + mine[0].length);
  const theirs = FAMILY_AFTER.exec(rest);
  if (!theirs) return null;
  return {
    own: mine[1]!,
    family: theirs[1]!,
    said: mine[0].replace(/^[，,。；;]?(?:其实)?(?:我(?:自己|本人)?|自己)/u, ''),
  };
}
