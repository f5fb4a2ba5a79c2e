/*
 * A case written for one direction of a move ('不想找工作，所以想考研') shares every word with the asker who means the
 * reverse ('不想考研，想直接工作'), and its phrases, cut in two, are found in that question too. A case whose title
 * flees one thing for another is not the case of an asker who rules out the thing it goes for.
 */

/** A title that leaves one thing for another: what it does not want, and what it wants instead. */
const FLEES = /不想(?:再)?([\p{Script=Han}]{1,6}?)[，,]?(?:所以|就|才|于是|而)?(?:想|去)([\p{Script=Han}]{2,6})/u;

/** What the asker rules out: the few characters after a refusal ('不想考研', '不打算读研', '不考虑考公'). */
const REFUSED = /(?:不想|不打算|不准备|不考虑|不愿意?|没打算|不要|不去)(?:再|去)?([\p{Script=Han}]{2,4})/gu;

const pairs = (text: string) => {
  const chars = Array.from(text);
  return chars.slice(1).map((c, i) => chars[i]! + c);
};
const shares = (a: string, b: string) => pairs(a).some((p) => b.includes(p));

/** Whether the asker rules out what the case's title goes for, and not what it flees. */
export function reversedCase(title: string, question: string): boolean {
  const m = FLEES.exec(title);
  if (!m) return false;
  const [, fled, sought] = m as unknown as [string, string, string];
  const refused = [...question.replace(/\s+/gu, '').matchAll(REFUSED)].map((r) => r[1]!);
  return refused.some((r) => shares(r, sought)) && !refused.some((r) => shares(r, fled));
}
