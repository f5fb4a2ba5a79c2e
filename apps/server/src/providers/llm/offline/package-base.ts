import type { Choice } from './choice-read.js';
import type { Part } from './parts.js';
import { packageAgainstBase } from './package-figures.js';

/*
 * '一个总包高但月薪低，年终奖占很多；另一个月薪高总包低一点': two offers that differ in how their pay is made up. A
 * counsellor takes the higher monthly pay unless the bonus is assured: the month's pay is in the contract and paid
 * every month, the 公积金 and 社保 are paid on it, and the next raise or offer is reckoned from it; a bonus depends on
 * appraisal and the company's year. Said assured (保底, in the contract, paid in full last year), the package wins.
 */

/** An option said to carry its pay in the package: a larger total, bonus or shares. */
const PACKAGE = /(?:总包|年包)(?:更)?(?:高|多|大)|年终(?:奖)?(?:多|高|占)|奖金(?:多|高)|期权|股票|\d+\s*薪/u;
/** An option said to carry it in the month's pay. */
const BASE = /(?:月薪|base|底薪|固定工资|基本工资)(?:更|比较)?(?:高|多)/iu;
/** The bonus said to be assured. */
const ASSURED =
  /保底|写(?:进|在)合同|合同(?:里|上)?(?:写|约定)|固定发|足额发|(?:去年|往年|每年)(?:都)?(?:足额)?发(?:了|满)/u;
/** A month's cash the asker cannot do without. */
const MONTHLY = /房贷|房租|还贷|每月(?:要|得)|补贴家用|缺钱|现金流/u;

/** The position between a package-heavy and a base-heavy offer; null when the two do not differ that way. */
export function packageOrBase(choice: Choice, context: string): { part: Part; position: string } | null {
  const [a, b] = choice.options;
  const pkg = [a, b].findIndex((o) => PACKAGE.test(o) && !BASE.test(o));
  const base = [a, b].findIndex((o) => BASE.test(o) && !PACKAGE.test(o.replace(/(?:总包|年包)(?:低|少)/u, '')));
  if (pkg < 0 || base < 0 || pkg === base) return null;
  const from = '总包和月薪怎么比';
  if (ASSURED.test(context)) {
    return {
      part: {
        lines: [
          '**你说年终奖是有保障的，那我更建议你选总包高的那份**：按你说的，它是能拿到手的钱，一年算下来更多。',
          '- 还是把保障落到纸面：录用通知或合同里写明年终奖的月数或保底，口头承诺不算。',
          '- 公积金、社保通常按月薪算，月薪低的那份这部分会少一些，算总账时把它减进去再比。',
        ],
        from,
      },
      position: '总包高的那份：年终奖有保障时，一年拿到手的更多。',
    };
  }
  const monthly = MONTHLY.test(context) ? ['- 你每个月有要付的钱，月薪高的那份每月现金更稳，这一点更要紧。'] : [];
  return {
    part: {
      lines: [
        '**我更建议你选月薪高的那份**：月薪写在合同里、每月到手；总包里多出来的年终奖是不确定的部分，要看考核和公司当年的效益，没有保底就可能打折、延后甚至不发。',
        '- 公积金和社保一般按月薪（缴费基数）交，月薪高，这部分跟着高；以后每年调薪的比例、下一份工作谈薪，也多以月薪为基数。',
        ...monthly,
        '- 先把总包高的那份按“年终奖只发一半”重算一遍：这样算它仍明显更高，再考虑它。',
        '- 什么情况下选总包高的：年终奖的月数写进合同或有保底，或者问过在职的人，去年确实足额发了。',
      ],
      from,
    },
    position: '月薪高的那份：月薪写进合同、每月到手，公积金和调薪都以它为基数；年终奖没有保底就不一定拿得满。',
  };
}

/** Asking which to take. */
const ASKS_CHOICE = /选哪|怎么选|哪个|哪家|还是|纠结|犹豫/u;

/**
 * The same when the two offers are said apart rather than as options ('一家总包更高但主要靠年终，另一家月薪更高'):
 * one stretch of the question says the package is higher, another the month's pay.
 */
export function packageOrBaseSaid(question: string, context: string): { part: Part; position: string } | null {
  if (!ASKS_CHOICE.test(question)) return null;
  const stretches = question.split(/[；;。？?]|[，,](?=另|一家|一个|B|b)|另一/u);
  const pkg = stretches.find((x) => PACKAGE.test(x) && !BASE.test(x));
  const base = stretches.find((x) => BASE.test(x) && x !== pkg);
  // '一个年包30w但固定工资只有15k，一个固定工资20k年包26w': the same said in figures (package-figures.ts).
  return (pkg && base) || packageAgainstBase(question)
    ? packageOrBase({ options: ['总包高的那份', '月薪高的那份'] }, context)
    : null;
}
