/**
 * Two offers written the ways people list what they hold, which the general '还是' and '一个…一个…' readings
 * miss: '国企offer 8k稳定双休，外企offer 13k', 'offer A在上海月薪2w，offer B在成都', '央企研究所和互联网大厂都给了
 * offer'. Returns the raw words naming each; choice.ts cleans them like any other option.
 */

/** What an option is named by stops where its pay or conditions begin ('上海月薪2w但是租房要4k' → 上海). */
const NAME_ENDS = /(?:[Bb]ase|BASE|月薪|年薪|年包|工资|税前|到手|底薪|给|开|\d).*$/u;
const named = (s: string) => {
  const rest = s.replace(NAME_ENDS, '');
  return Array.from(rest).length >= 2 ? rest : s;
};

const PATTERNS: RegExp[] = [
  // 'offer A在上海…，offer B在成都…'; 'A公司：…；B公司：…' is read by choice.ts.
  /offer[Aa甲](?:是|在|[:：])?([^，,。；;]{2,20})[，,；;](?:[^；;。]*?[，,；;])?offer[Bb乙](?:是|在|[:：])?([^，,。；;？?]{2,20})/iu,
  // '国企offer 8k稳定双休，外企offer 13k': each clause opens on what gave the offer.
  /(?:^|[，,。；;：:！!？?])(?:我)?(?:手上|手里|现在)?(?:有|拿了|拿到了?|收到了?)?(?:一个|一份)?([^，,。；;：:！!？?]{2,8}?)(?:的)?offer[^，,。；;]*[，,；;](?:还有|另一个|一个)?([^，,。；;：:！!？?]{2,8}?)(?:的)?offer/iu,
  // '央企的研究所和互联网大厂算法岗都给了offer', '日常实习和暑期实习都能投'
  /([^，,。；;：:！!？?]{2,12}?)(?:和|跟|与)([^，,。；;：:！!？?]{2,12}?)都(?:(?:给了?我?|发了?我?|拿到了?|录了?我?|过了)(?:offer|录用)|能投|可以投|能去|可以去|要我|录了我|通过了)/iu,
];

export function listedOffers(text: string): [string, string] | null {
  for (const re of PATTERNS) {
    const m = re.exec(text);
    if (m) return [named(m[1]!), named(m[2]!)];
  }
  return null;
}
