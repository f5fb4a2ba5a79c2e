/*
 * '英语很好想多赚点钱，外企还是国企' shares 英语 with the case '英语不好能去外企吗', and the case's lean ('英语一般也可以先
 * 进外企') would then be the reason given to someone who said the opposite. A case written for a weakness the asker
 * says they do not have is not their case.
 */

/** A weakness a case's title is written for: its subject ('英语不好' → 英语). */
const WEAK = /([\p{Script=Han}A-Za-z]{2,4}?)(?:不太好|不好|不行|一般|很差|较差|太差|差|弱|不够)/u;

/** The subject said to be good: '英语很好', '英语还不错', '英语挺强'; not '英语不好'. */
const goodAfter = (subject: string) =>
  new RegExp(
    `${subject}(?:水平|能力|成绩)?(?:也|还|都)?(?:很|挺|非常|特别|比较|算|还算|相当)?(?:好|不错|流利|强|棒|优秀|可以)`,
    'u',
  );

/** Whether the asker says they are good at what the case's title says is weak. */
export function contraryToCase(title: string, question: string): boolean {
  const weak = WEAK.exec(title);
  if (!weak) return false;
  const subject = weak[1]!.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return goodAfter(subject).test(question.replace(/\s+/gu, ''));
}
