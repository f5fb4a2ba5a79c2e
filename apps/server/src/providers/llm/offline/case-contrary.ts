/*
 * '英语很好想多赚点钱，外企还是国企' shares 英语 with the case '英语不好能去外企吗', and the case's lean ('英语一般也可以先
 * 进外企') would then be the reason given to someone who said the opposite. A case written for a weakness the asker
 * says they do not have is not their case; nor one written for a dislike ('不喜欢做研究，要不要读研') for someone who
 * says they like it or that its type is among their highest.
 */

/** A weakness a case's title is written for: its subject ('英语不好' → 英语). */
const WEAK = /([\p{Script=Han}A-Za-z]{2,4}?)(?:不太好|不好|不行|一般|很差|较差|太差|差|弱|不够)/u;

/** The subject said to be good: '英语很好', '英语还不错', '英语挺强'; not '英语不好'. */
const goodAfter = (subject: string) =>
  new RegExp(
    `${subject}(?:水平|能力|成绩)?(?:也|还|都)?(?:很|挺|非常|特别|比较|算|还算|相当)?(?:好|不错|流利|强|棒|优秀|可以)`,
    'u',
  );

/** A dislike a case's title is written for: its subject ('不喜欢做研究' → 研究). */
const DISLIKE = /(?:不(?:喜欢|爱)|没兴趣)(?:做|搞)?(\p{Script=Han}{2})/u;

/** The subject said to be liked, or its Holland type said to be high ('研究型和艺术型都很高'). */
const likedAfter = (subject: string) =>
  new RegExp(
    `(?<![不没])(?:喜欢|爱|热爱)(?:做|搞)?${subject}|${subject}型[^，。？！,?!]{0,6}(?:很高|高|强|突出|第一|最高)`,
    'u',
  );

/** Whether the asker says they are good at what the case's title says is weak, or like what it says they dislike. */
export function contraryToCase(title: string, question: string): boolean {
  const plain = question.replace(/\s+/gu, '');
  const dislike = DISLIKE.exec(title);
  if (dislike && likedAfter(dislike[1]!).test(plain)) return true;
  const weak = WEAK.exec(title);
  if (!weak) return false;
  const subject = weak[1]!.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return goodAfter(subject).test(plain);
}
