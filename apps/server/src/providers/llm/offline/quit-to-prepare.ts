import { withoutStateHeld } from './employer-now.js';
import type { Part } from './parts.js';

/*
 * '要不要辞职考公', '要不要辞职专心考研', '辞职考编还是边上班边考': a choice between preparing for an exam while
 * employed and quitting to prepare full time. It is not a question of quitting without a next job, whose case for
 * stopping (health) is another matter: the position turns on time, money and how near the asker is to passing.
 */

/** Leaving work, said before the exam it is for ('辞职考公', '裸辞备考', '辞掉工作脱产二战', '全职考研'). */
const QUITS = /辞职|裸辞|辞掉(?:工作)?|辞了|离职|脱产|全职|不上班/u;
/** Preparing for an exam. */
export const EXAM =
  /考公|考研|考编|备考|二战|三战|考证|CPA|注会|法考|教资|公务员|事业编|教编|选调|专心考|专心复习|全职考|上岸/iu;

/** The civil service exam, whose posts often ask for years of grassroots work. */
const CIVIL = /考公|公务员|选调|国考|省考/u;

/** Said by the asker: time, money, how near they are, their health. */
const NO_TIME = /没(?:有)?时间|挤不出(?:时间)?|加班到|天天加班|经常加班|996|大小周|根本学不进|累得学不/u;
const MONEY =
  /有(?:一年|半年|[一两三]年|\d+个月|够一年)?(?:的)?(?:积蓄|存款)|积蓄(?:够|有)|存款(?:够|有)|家里(?:也|都)?(?:支持|能支持|愿意支持|能养)/u;
const NEAR = /差(?:了|个)?(?:[1-9]|1[0-5]|一|两|三|四|五|几)分|进了?面试?|压线|差一点/u;
const FREE = /工作不忙|不怎么忙|不加班|准点下班|朝九晚五|双休|清闲|(?:工作|上班)(?:比较|挺|很)?轻松/u;
const HEALTH = /失眠|抑郁|焦虑症|身体(?:垮|不行|出了?问题)|撑不住|崩溃/u;
const NO_MONEY = /没(?:什么|多少)?(?:积蓄|存款)|存款(?:不多|只有)|月光|房贷|要养家|家里条件(?:一般|不好)/u;

/** Whether the question weighs quitting to prepare for an exam: the leaving said before the exam, in one sentence. */
export function quitsToPrepare(question: string): boolean {
  // '要不要辞职出来，我是公务员': the 公务员 is the job held, not an exam to prepare for (employer-now.ts).
  return withoutStateHeld(question)
    .split(/[。！？!?；;]/u)
    .some((s) => {
      const quit = QUITS.exec(s);
      return quit !== null && EXAM.test(s.slice(quit.index));
    });
}

/** The position between preparing while employed and quitting to prepare, on what the asker said. */
export function quitToPreparePart(question: string, context: string): { part: Part; position: string } | null {
  if (!quitsToPrepare(question)) return null;
  const stay = '在职备考';
  const quit = '辞职全职备考';
  const noTime = NO_TIME.exec(context)?.[0];
  const money = NO_MONEY.test(context) ? undefined : MONEY.exec(context)?.[0];
  const near = NEAR.exec(context)?.[0];
  const health = HEALTH.exec(context)?.[0];
  const free = noTime ? undefined : FREE.exec(context)?.[0];
  // Quitting pays only when the job leaves no time to prepare or the last try fell just short on practice, and a
  // year without pay is covered.
  const quits = Boolean(money && (noTime || near));
  const [a, b] = quits ? [quit, stay] : [stay, quit];
  const why = quits
    ? `你说${[money, noTime, near]
        .filter(Boolean)
        .map((w) => `“${w}”`)
        .join(
          '、',
        )}：${noTime ? '时间是在职挤不出来的' : '离上岸只差一点，差的多是整块的练习量'}，没收入的这一年也有着落，辞职全职备考值得；定好期限（考完这一次），到期没上岸就回去找工作`
    : free
      ? `你说“${free}”，这正是在职备考的好条件：收入、社保和工作经历都不断档，下班和周末的时间够用，没考上也不至于两手空空；除非之后工作忙到挤不出时间、积蓄够撑一年、家里也支持，再考虑辞职`
      : noTime
        ? `你说“${noTime}”，时间确实紧，但${money ? '' : '你没说积蓄能撑多久，'}辞职后没收入、社保断缴、简历空窗，没考上就两头落空；多数情况下先在职备考，先换一份不加班的工作，或在考前两三个月请假冲刺，积蓄够一年、家里也支持，再考虑辞职`
        : `多数情况下先在职备考更稳妥：收入、社保和工作经历都不断档，没考上也不至于两手空空；除非在职确实挤不出时间、积蓄够撑一年以上、家里也支持，再辞职全职备考`;
  const lines = [
    `**在${stay}和${quit}之间，我更建议你选${a}**。${why}。`,
    ...(health
      ? [`- 你说“${health}”：身体和情绪先要紧，先去医院或心理门诊看看，再定怎么备考，这比哪种备考方式都重要。`]
      : []),
    `- ${stay}：换来收入和工作经历不断档${CIVIL.test(question) ? '，不少公务员岗位要求的基层工作年限也在累积（以当年招考公告为准）' : ''}；代价是每天只有下班后和周末能学，要更早开始、更讲方法。`,
    `- ${quit}：换来整块的复习时间；代价是一年左右没有收入、社保要自己续，没考上时简历上多一段空窗，压力也更大。`,
    `- 什么时候改选${b}：${quits ? '积蓄撑不到考试出分，或家里的支持有变' : '在职试过一两个月，每周确实凑不出十几个小时，而且积蓄够一年、家里也支持'}。`,
  ];
  return { part: { lines, from: '通用的取舍方法' }, position: `${a}：${why}。` };
}
