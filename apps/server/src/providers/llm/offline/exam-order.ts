import type { Choice } from './choice-read.js';
import { EXAMS, examNamed, type Exam } from './exam-facts.js';
import type { Part } from './parts.js';
import { readStage } from './stage.js';

/*
 * '税务师和CPA先考哪个', '先考教资还是先考研', '公务员和事业编报哪个': two exams, certificates or application routes put
 * in order or weighed. The order comes from what each is (a lower step, a window that closes, how heavy and how
 * often, how widely of use) and from what the asker says of themselves, never from which one was named first:
 * asked the other way round, the answer is the same.
 */

/** An exam or certificate, by the words people name them with. */
const EXAM =
  /证|师$|考$|考试|资格|职称|CPA|CFA|ACCA|FRM|PMP|CMA|CATTI|从业|雅思|托福|GRE|GMAT|四级|六级|专四|专八|初级|中级|高级|一建|二建|一造|二造|教资|法考|注会|软考|普通话|计算机二级/iu;
/** The question asks which comes first, not which is worth more. */
const ORDER = /先考|先准备|先报|哪个先|先学|先拿|先后|顺序|哪个在前/u;
/** '先考' and the like run into the option as it is read ('CPA先考'). */
const bare = (o: string) =>
  o
    .replace(/(?:能|可以)?(?:同时|一起)(?:考|报|准备).*$/u, '')
    .replace(/(?:先考|先准备|先报|先学|先拿|先)$/u, '')
    .replace(/^(?:先考|考)/u, '');

/** The asker says where they are: in work, in school, or their major. */
const STATED =
  /工作|上班|在职|做了?[^，。]{0,6}[一二两三四五六七八九十\d]+年|在读|大[一二三四]|研[一二三]|专业|应届|刚毕业|毕业/u;

/** Of one exam's two levels, the lower: 初级 before 中级, 二建 before 一建, 四级 before 六级. */
const LEVELS: Array<[RegExp, RegExp]> = [
  [/初级/u, /中级|高级/u],
  [/中级/u, /高级/u],
  [/二级|二建|二造/u, /一级|一建|一造/u],
  [/四级|专四/u, /六级|专八/u],
];

function lowerFirst(a: string, b: string): 0 | 1 | null {
  for (const [low, high] of LEVELS) {
    if (low.test(a) && high.test(b)) return 0;
    if (low.test(b) && high.test(a)) return 1;
  }
  return null;
}

/** The asker's major, as their profile or question states it. */
const MAJOR = /专业[：:]\s*([^，,。；;]{2,12})|(?:我是|我学|学)([^，,。？?的]{2,8}?)(?:专业的?|的)/u;

/** Which of two known exams comes first (or is chosen), why, and whether that is only a default. */
function ordered(x: Exam, y: Exam, own: string): { first: Exam; then: Exam; why: string } | null {
  const pair = (first: Exam, why: string) => ({ first, then: first === x ? y : x, why });
  if (x.below?.test(y.name))
    return pair(x, `${x.name}是${y.name}前面的一级台阶，内容是它的底子、报名条件也松，先拿下再往上走`);
  if (y.below?.test(x.name))
    return pair(y, `${y.name}是${x.name}前面的一级台阶，内容是它的底子、报名条件也松，先拿下再往上走`);
  const [gx, gy] = [x.goal.exec(own)?.[0], y.goal.exec(own)?.[0]];
  if (gx && !gy) return pair(x, `你说到了“${gx}”，这对上的是${x.name}：它通向${x.opens}`);
  if (gy && !gx) return pair(y, `你说到了“${gy}”，这对上的是${y.name}：它通向${y.opens}`);
  if (x.earlierInRound?.of.test(y.name)) return pair(x, x.earlierInRound.why);
  if (y.earlierInRound?.of.test(x.name)) return pair(y, y.earlierInRound.why);
  if (x.window && !y.window) return pair(x, `${x.name}${x.window}，错过就没有了；${y.name}以后还能考`);
  if (y.window && !x.window) return pair(y, `${y.name}${y.window}，错过就没有了；${x.name}以后还能考`);
  // Two held once a year in different months: the earlier one is sat first and the later one prepared right after.
  if (x.month && y.month && x.month !== y.month) {
    const [early, late] = x.month < y.month ? [x, y] : [y, x];
    return pair(
      early,
      `${early.name}在 ${early.month} 月、${late.name}在 ${late.month} 月，同一年里先考完${early.name}再全力备${late.name}，时间正好错开`,
    );
  }
  // The lighter and more often held fits in before the heavy one, which then gets its whole stretch of time.
  const ease = (e: Exam) => e.times / e.load;
  if (x.load !== y.load && ease(x) !== ease(y)) {
    const [light, heavy] = ease(x) > ease(y) ? [x, y] : [y, x];
    return pair(
      light,
      `${light.name}准备周期短${light.times > 1 ? '、一年有几次机会' : ''}，先拿下；${heavy.name}要整块的复习时间，放在后面全力冲，别让两门互相挤`,
    );
  }
  const [rx, ry] = [x.reach?.weight ?? 0, y.reach?.weight ?? 0];
  if (rx > ry && x.reach?.why) return pair(x, x.reach.why);
  if (ry > rx && y.reach?.why) return pair(y, y.reach.why);
  return null;
}

function knownPart(x: Exam, y: Exam, context: string, order: boolean): { part: Part; position: string } {
  // The options' own words say nothing of the asker ('考研' in '先考教资还是先考研' is no plan to study on).
  const own = [x, y].reduce((t, e) => t.replace(new RegExp(e.words.source, 'giu'), '，'), context);
  const verb = order ? '先考' : '选';
  const found = ordered(x, y, own);
  const major = MAJOR.exec(own);
  const majorName = (major?.[1] ?? major?.[2])?.trim();
  const lines = [
    found
      ? `**在${x.name}和${y.name}之间，我更建议你${verb}${found.first.name}**。${found.why}。`
      : `**${x.name}和${y.name}没有通行的先后，要看你自己的情况**：下面第一条对上哪边，就${verb}哪边。`,
    `- 怎么定：如果你${x.suits}，${verb}${x.name}；如果你${y.suits}，${verb}${y.name}。`,
    // One line for both, so a pair's facts read as a comparison rather than an exam's card repeated in every pair.
    `- 两边各是什么：${x.name}${x.when}，通向${x.opens}；${y.name}则是${y.when}，通向${y.opens}。`,
    majorName
      ? `- 你的背景：你学的是${majorName}，${x.name}和${y.name}哪一个离你想走的路更近，就把哪一个往前放；两边都对口时按上面的先后。`
      : readStage(own)
        ? `- 你还没说专业和打算：告诉我这两样，我按你的情况把${x.name}和${y.name}的先后再定一次。`
        : `- 你还没说专业、年级和打算：告诉我这几样，我按你的情况把${x.name}和${y.name}的先后再定一次。`,
    `- ${x.name}和${y.name}都要考时，把两边的报名和考试月份排在一张表上，别让冲刺期撞在一起；具体时间和条件以当年的公告为准。`,
  ];
  const position = found
    ? `${verb}${found.first.name}：${found.why}。`
    : `看你的情况：如果你${x.suits}，${verb}${x.name}；如果你${y.suits}，${verb}${y.name}。`;
  return { part: { lines, from: '通用的取舍方法' }, position };
}

export function examOrderPart(choice: Choice, question: string): { part: Part; position: string } | null {
  const order = ORDER.test(question);
  const [ex, ey] = choice.options.map(examNamed);
  if (ex && ey && ex !== ey) return knownPart(ex, ey, question, order);
  // An option read short ('法考和考研先考哪个' read as 研先考): the two exams the question itself names. Only when
  // both options still read as exams: in '考公还是去企业，没过法考' the other option is an employer, and the exam
  // said in passing (法考) is the asker's situation, not a second option.
  const inQuestion = EXAMS.filter((e) => e.words.test(question));
  const bothExams = choice.options.every((o) => examNamed(o) || EXAM.test(o) || o.includes('考'));
  if ((ex || ey) && bothExams && inQuestion.length === 2)
    return knownPart(inQuestion[0]!, inQuestion[1]!, question, order);
  if (!order) return null;
  const [x, y] = choice.options.map(bare) as [string, string];
  if (!EXAM.test(x) || !EXAM.test(y) || x === y) return null;
  const level = lowerFirst(x, y);
  const [a, b] = level === 1 ? [y, x] : [x, y];
  const check = `- 报名条件：${a}和${b}哪门你现在就能报、哪门要先攒工作年限或学历，能报的先考，不能报的先别花钱报班（以当年的报名简章为准）。`;
  const rest = [
    `- 重叠的内容：${a}和${b}有共同的科目或知识时，先考的那门给后一门打底，趁热接着考最省力；没有重叠，就别在同一年硬挤两门。`,
    `- 考试时间：查清${a}和${b}各自的报名和考试月份，撞在一起就一年只主攻一门。`,
    `- 背景会改变先后：还在读或刚毕业，先考马上能写进简历、对求职有用的那门；已经工作，先考本岗位要求或评职称用得上的那门；专业和${a}、${b}其中一门对口的，先拿下对口那门。`,
  ];
  if (level !== null) {
    const why = `${a}和${b}是同一条路上的两级，低一级的报名条件松、内容是高一级的底子，先拿下它再往上走`;
    return {
      part: { lines: [`**在${a}和${b}之间，我更建议你先考${a}**。${why}。`, check, ...rest], from: '通用的取舍方法' },
      position: `先考${a}：${why}。`,
    };
  }
  // Nothing known of either: the order is what the asker's situation makes it, not the order they were named in.
  const rule = STATED.test(question)
    ? `${a}和${b}没有固定的先后，按你说的情况排：能报的先考，两门都能报时，建议先考和你眼下的专业或工作对口的那门`
    : `${a}和${b}没有固定的先后：能报的先考，两门都能报时，建议先考和你眼下的专业或工作对口的那门；告诉我你的专业和工作，我再帮你定`;
  return {
    part: { lines: [`**${rule}**。`, check, ...rest], from: '通用的取舍方法' },
    position: `${rule}。`,
  };
}
