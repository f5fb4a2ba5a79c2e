import type { ChatProfile } from '../llm.provider.js';
import type { DecisionOption } from './content/load.js';
import type { KnowledgeBase } from './knowledge.js';
import { barredRoad, isRuledOut, pickOption } from './decision-position.js';
import { outOfReach } from './out-of-reach.js';
import { bullets, mostRelevant, ownMajorPart, relevance, situationOf, withoutAvoided, type Part } from './parts.js';
import type { Reading } from './understand.js';

/*
 * The parts an answer takes from a decision (考研还是工作, 选 offer…): the position between
 * its options (decision-position.ts), its cases, considerations and steps (a topic's parts: topic-part.ts).
 */

/** Asking where else a path leads ('还有什么出路', '还能做什么'), rather than whether to take it. */
const WHERE_ELSE =
  /还有(?:什么|哪些|啥)(?:出路|路|选择|方向)|(?:能|可以|还能|还可以|可)(?:做|干|去|从事|转)(?:什么|啥|哪些)|有(?:什么|哪些|啥)(?:出路|选择|方向|路子)|出路/u;

/**
 * The asker's own word for the option they weigh, when it is one of its aliases ('要不要二战' for 考研): the position
 * is then said in their word, so it answers what they asked.
 */
function askersWord(o: DecisionOption, question: string): string | undefined {
  const lower = question.toLowerCase();
  return o.aliases
    .filter((a) => Array.from(a).length >= 2 && a !== o.name)
    .sort((x, y) => y.length - x.length)
    .find((a) => WEIGHS_WORD.some((w) => lower.includes(`${w}${a.toLowerCase()}`)));
}
const WEIGHS_WORD = ['要不要', '该不该', '值不值得', '还是'];

/**
 * One side asked of two options, yes or no ('外企是不是比国企更自由', '国企比私企更稳定吗', '考公会不会比考研更难'):
 * the side, when the question chooses nothing (no 还是, 选哪个, 要不要).
 */
const ONE_SIDE_ASKED =
  /(?:是不是|会不会|是否|真的|一定)?比[\p{Script=Han}A-Za-z]{1,6}?(?:更|还|要)(\p{Script=Han}{1,4}?)(?:一些|一点|些|点)?(?:吗|么|嘛|呢|吧)?[？?]?$|(?:是不是|会不会)比[\p{Script=Han}A-Za-z]{1,6}?(?:更|还|要)(\p{Script=Han}{1,4})/u;

const CHOOSES = /还是|选哪|哪个|哪一个|要不要|该不该|怎么选|去哪/u;

/**
 * The side asked of two options, answered from what the content says fits each: the one whose conditions name the
 * side holds it as a rule (国企 for 稳定), and neither leaves it to the employer and the post.
 */
function sideLine(side: string, choices: readonly DecisionOption[], named: (o: DecisionOption) => string): string {
  const holding = choices.filter((o) => o.fitsWhen.some((f) => f.includes(side)));
  const one = holding.length === 1 ? holding[0]! : null;
  if (one) {
    const why = one.fitsWhen.find((f) => f.includes(side))!.replace(/[。；;]$/u, '');
    return `**就“${side}”而言，一般是${named(one)}更占优**（它适合的情况：${why}）。具体到某一家单位、某一个岗位差别也很大，下面分别说两边适合的情况和各自的代价。`;
  }
  return `**“${side}”这一点没有一概而论的答案**：要看具体的单位、岗位和你自己的情况，下面分别说${choices.map(named).join('和')}适合的情况和各自的代价，你可以对着“${side}”看。`;
}

/** The side two options are compared on: '的工作氛围有什么不一样', '在待遇上有什么区别'. */
const COMPARED_SIDE =
  /(?:的|在)\p{Script=Han}{1,6}?(?:上|方面)?(?:有|有些)?(?:什么|哪些|啥)(?:区别|不一样|不同|差别|差异)/u;

export function decisionParts(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  stated: string,
  profile: ChatProfile,
  /** The asker's own words for the options weighed ('成都' for 新一线城市), by option. */
  terms?: ReadonlyMap<DecisionOption, string>,
): {
  parts: Part[];
  position: string | null;
  /** The option the position took, when it took one between the decision's options. */
  picked: DecisionOption | null;
  /** Whether the position rests on something the asker said, not on the usual case. */
  grounded: boolean;
} {
  const d = reading.decision!;
  const c = reading.case;
  const from = `决策资料「${d.title}」`;
  const parts: Part[] = [];
  let position: string | null = null;
  let picked: DecisionOption | null = null;
  let onSaid = false;
  let settled = false;
  // '外企和国企的工作氛围有什么不一样': the side compared is what is asked, not something the asker says of
  // themselves; read as their situation, its words (工作, 氛围) would meet an option's condition they never stated.
  const context = `${question.replace(COMPARED_SIDE, '，')}${stated}`;
  const choices = reading.options.length >= 2 ? reading.options : [];
  // An option in the asker's words first, the kind it belongs to after: '成都（新一线城市）', '二战（考研）'.
  const named = (o: DecisionOption) => {
    const term = terms?.get(o) ?? askersWord(o, question);
    return term && term !== o.name ? `${term}（${o.name}）` : o.name;
  };
  // The asker's own word for an option beside its cost ('代价（老家国企）'), so the line is about their option.
  const ownWord = (o: DecisionOption) => {
    const term = terms?.get(o) ?? askersWord(o, question);
    return term && term !== o.name ? `（${term}）` : '';
  };
  if (choices.length) {
    // A road said out of reach ('找不到大厂的实习') is weighed as closed for now, though not refused.
    const unreachable = outOfReach(question).filter((w) => choices.some((o) => isRuledOut(o, [w])));
    const closed = [...reading.slots.avoid, ...unreachable];
    const { option, reason, grounded: found } = pickOption(d, choices, c, context, closed);
    // '外企是不是比国企更自由' asks whether one side holds, not which road to take: no road is advised.
    const sideAt = CHOOSES.test(question) ? null : ONE_SIDE_ASKED.exec(question);
    const side = sideAt?.[1] ?? sideAt?.[2];
    const grounded = found && !side;
    position = side ? null : `${named(option)}：${reason}`;
    picked = side ? null : option;
    onSaid = grounded;
    // The asker ruled out every other road ('不想考研，想直接工作'): the position is the one they are left with, said
    // as theirs, and how to start down it follows.
    settled = choices.length >= 2 && choices.every((o) => o === option || isRuledOut(o, closed));
    const others = choices.filter((o) => o !== option).map((o) => o.name);
    const refused = choices.every((o) => o === option || isRuledOut(o, reading.slots.avoid));
    // Nothing the asker said decides it: the position is said as the common case, not as theirs.
    const why = settled
      ? refused
        ? `你已经说了不考虑${others.join('、')}，这条路就是你自己选的；`
        : `你说${unreachable.join('、')}现在够不着，那就把能去的这条路走好，它同样能让你做出可讲的经历；`
      : !grounded
        ? '你还没说更多自己的情况。'
        : profile.riasec
          ? `结合你的兴趣代码 ${profile.riasec.hollandCode} 和你说的情况，`
          : '按你说的情况，';
    // Both roads named in the position: a follow-up that changed one condition ('如果家里预算不多呢') says which it
    // is set against, not only the one it leans to.
    const between =
      reading.followUp && choices.length >= 2 && !settled ? `在${choices.map(named).join('和')}之间，` : '';
    // Out of reach, the road left needs no case made for it against the other: the reason would weigh them anew.
    const because = settled && !refused ? '' : reason;
    parts.push({
      lines: [side ? sideLine(side, choices, named) : `**${between}我更建议你选${named(option)}**。${why}${because}`],
      from,
    });
    // Little in the question decides it: what the choice turns on comes first, so the position can be checked.
    // Said of the asker's own options ('深圳和老家国企'), the decision's framing reads as theirs, not as the same line
    // every question about choosing a city gets.
    const own = choices.map((o) => terms?.get(o) ?? askersWord(o, question));
    const framing =
      own.every(Boolean) && own.some((t, i) => t !== choices[i]!.name)
        ? `你在${own.join('和')}之间选：${d.framing}`
        : d.framing;
    if (!grounded) parts.push({ lines: [framing], from });
    // Only the conditions this question touches: the same decision answers many different situations, and
    // its full lists would read the same in each of them.
    // Asked to compare or choose ('各有什么优缺点', '怎么选'), every option is shown, each with its main condition.
    const compares = /区别|优缺点|优劣|各有|对比|比较|不同|利弊/.test(question) || Boolean(side);
    const chooses = compares || /怎么选|选哪|哪个好|还是/.test(question);
    // An option the asker ruled out is not laid out as if still open to them.
    for (const o of choices.filter((x) => x === option || !isRuledOut(x, reading.slots.avoid))) {
      const relevant = mostRelevant(
        o.fitsWhen.filter((x) => relevance(x, context) > 0),
        context,
        c ? 1 : 2,
      );
      const when = relevant.length || !chooses ? relevant : o.fitsWhen.slice(0, 1);
      if (when.length)
        parts.push({
          heading: `### 什么情况下选${named(o)}`,
          // What each option costs: asked for when comparing; otherwise only beside a decision's general points,
          // since a case's own advice already says what its choice costs.
          lines: [...bullets(when), ...(c && !compares ? [] : [`- 代价${ownWord(o)}：${o.costs.join('')}`])],
          from,
        });
    }
  } else if (reading.options.length === 1 && reading.followUp) {
    // '如果选国企，应该先做什么？' after weighing them: that road, when it fits and what it costs, before the steps.
    const o = reading.options[0]!;
    picked = o;
    parts.push({
      heading: `### 选${named(o)}的话`,
      lines: bullets([`这条路适合的情况：${o.fitsWhen.join('')}`, `要接受的代价：${o.costs.join('')}`]),
      from,
    });
  } else if (!c && !reading.roles.length && !reading.occupations.length) parts.push({ lines: [d.framing], from });
  // '导师劝我读博，但我想早点赚钱': a whether-question that names no options, from someone whose own words fit one of
  // the decision's roads clearly better, gets that road as a position, said with what it rests on.
  if (!choices.length && !c && !reading.followUp && WHETHER.test(question) && (d.options?.length ?? 0) >= 2) {
    const { option, reason, decided } = pickOption(d, d.options!, undefined, context, reading.slots.avoid);
    if (decided) {
      position = `${option.name}：${reason}`;
      picked = option;
      onSaid = true;
      parts.push({ lines: [`**按你说的情况，我更建议你选${option.name}**。${reason}`], from });
    }
  }
  // Asked where else it leads ('除了当老师和考公，师范生还有什么出路', '医学生不想当医生，可以做什么') and no case fits one
  // way: the decision's roads are the answer, each with when it fits, leaving out the ones the asker ruled out; a
  // decision without roads of its own names its cases, each with its first point.
  // '不想当老师，怎么办' asks the same: with the usual road ruled out, what to do is which other road to take.
  const ruledOutHow = reading.slots.avoid.length > 0 && /怎么办|咋办|怎么走|何去何从/u.test(question);
  if (!choices.length && !c && (WHERE_ELSE.test(question) || ruledOutHow)) {
    const open = (d.options ?? []).filter((o) => !isRuledOut(o, reading.slots.avoid));
    const cases = (d.cases ?? []).slice(0, 4);
    const lines =
      open.length >= 2
        ? open.map((o) => `- **${o.name}**：适合的情况是${withoutAvoided(o.fitsWhen, reading.slots.avoid).join('')}`)
        : cases.length >= 2
          ? cases.map((w) => `- **${w.title}**：${withoutAvoided(w.advice, reading.slots.avoid)[0] ?? w.advice[0]}`)
          : [];
    if (lines.length) parts.push({ heading: '### 可以走的几条路', lines, from });
  }
  // The road wanted is barred and another way asked for: the other roads are the answer, the first with how to start.
  const barred = !choices.length && d.options ? barredRoad(d.options, context) : null;
  const ways = barred?.others.filter((o) => !isRuledOut(o, reading.slots.avoid)) ?? [];
  if (barred && ways.length) {
    const way = ways[0]!;
    // The condition of the other way that the asker's words touch ('你的成绩暂时达不到门槛'), else its first.
    const when = (mostRelevant(way.fitsWhen, context, 1)[0] ?? way.fitsWhen[0] ?? '').replace(/[。]$/u, '');
    position = `${way.name}：${barred.wanted.name}暂时走不通时，它能走向同一个方向`;
    picked = way;
    parts.push({
      heading: `### ${barred.wanted.name}暂时走不通时`,
      lines: [
        `**我更建议你${way.name}**：${when ? `${when}时，` : ''}它能走向同一个方向。`,
        ...bullets(withoutAvoided(way.start ?? [], reading.slots.avoid)),
        ...ways.slice(1).map((o) => `- 也可以**${o.name}**：${o.fitsWhen[0] ?? ''}`),
      ],
      from,
    });
  }
  if (c) {
    parts.push({ heading: `### ${c.title}`, lines: bullets(withoutAvoided(c.advice, reading.slots.avoid)), from });
    // A lean towards what the asker ruled out ('默认建议保研' to someone who does not want to study on) is not theirs.
    if (c.lean && !choices.length && !picked && withoutAvoided([c.lean], reading.slots.avoid).length) {
      position = c.lean;
      parts.push({ lines: [`**我的倾向**：${c.lean}`], from });
    }
  }
  // Only what bears on this question: the considerations and steps that the asker's situation touches, not the
  // words that made it a question about this decision.
  // A question that says nothing beyond its kind ('考研还是就业，我应该怎么选？') gets the decision's general points.
  const situation = situationOf(question, [d.title, ...d.triggers, ...(c ? [c.title, ...c.triggers] : [])]);
  const said = situation.replace(
    /[我你他她它的了吗呢吧啊呀是在有和与或还要该应会能可以怎么样什么哪如何好选想做去到就都也很太更最这那个些]/gu,
    '',
  );
  const about = /[\p{Script=Han}A-Za-z]{2}/u.test(said) ? situation : question;
  // Neither a position nor a case to give: the decision's own points are the answer, as the question's words pick them.
  const bare = !choices.length && !c;
  const touching = (items: readonly string[]) => {
    const picked = items.filter((x) => relevance(x, about) > 0);
    if (!bare) return picked;
    const found = picked.length ? picked : items.filter((x) => relevance(x, question) > 0);
    // Nothing else answers, so a point or two the words happen to touch is too thin: the decision's first points,
    // written as its basics, fill it up (a follow-up goes on from what was shown, and fills up nothing).
    if (found.length >= MIN_BARE_POINTS || reading.followUp) return found;
    // Late in school ('大三了', '快毕业'), trying the work out comes before reflecting on it: the basics that
    // say to do something (an internship, a part-time job) first.
    const rest = items.filter((x) => !found.includes(x));
    const late = LATE_IN_SCHOOL.test(`${reading.slots.stage ?? ''}${question}`);
    const ordered = late ? [...rest.filter((x) => DOING.test(x)), ...rest.filter((x) => !DOING.test(x))] : rest;
    return [...found, ...ordered].slice(0, MIN_BARE_POINTS);
  };
  // Only what the asker's words touch: the considerations nearest an untouched question would be the same lines
  // under every question about this decision (measured: 考研's and 转行's first two in 8 unrelated answers each).
  const considerations = withoutAvoided(
    mostRelevant(touching(d.considerations), context, c ? 2 : 3),
    reading.slots.avoid,
  );
  if (considerations.length) parts.push({ heading: '### 要权衡的几点', lines: [considerations.join('')], from });
  const forMajor = ownMajorPart(reading, `${d.title}${question}`);
  if (forMajor) parts.push(forMajor);
  // The steps most relevant to this question, in their order, as one line of numbered steps: when it asks what to
  // do, or when no position was taken. A 'whether' question answered with a position and its reasons needs no
  // generic to-do list, which would read the same under every question about this decision.
  const asksHow =
    /怎么办|怎么做|怎么选|怎么准备|如何|该做什么|做些什么|先做什么|接下来|下一步|规划|安排|从哪|准备什么|准备哪些|要准备|需要准备|什么条件|哪些条件|途径|怎么转|怎么考|怎么报/.test(
      question,
    );
  // The road the answer takes, or the one the asker chose: how to start down it, which says more than the
  // decision's steps for deciding.
  // Only when the asker chose it or asks how to go on: said under every question about the decision, the same
  // steps would answer them all alike.
  const chosen = (reading.options.length === 1 && reading.followUp) || settled;
  // One road named and how to take it asked ('专升本难吗，要准备什么'): that road's first steps answer it.
  // Not beside a case: '转专业失败了，怎么办' names the road only as the one that closed; but a case that only weighs
  // whether the road is worth it ('转到计算机专业值不值' under '大一想转专业去计算机，怎么准备') leaves it open.
  const open = !c || WORTH_CASE.test(c.title);
  const road = picked ?? (reading.options.length === 1 && asksHow && open ? reading.options[0]! : null);
  const start =
    road?.start && (chosen || asksHow)
      ? withoutAvoided(chosen ? road.start : mostRelevant(road.start, context, picked ? 2 : 3), reading.slots.avoid)
      : [];
  if (start.length)
    parts.push({
      heading: `### 选${named(road!)}的话，先做这几件事`,
      lines: start.map((x, i) => `${i + 1}. ${x}`),
      from,
    });
  // Without a position the steps are what the answer leaves the asker with: the nearest ones when none touch it (a
  // follow-up asking for more is given what was not shown yet instead, more.ts).
  const stepsTouched = touching(d.steps);
  const steps =
    (asksHow && !start.length) || !position
      ? withoutAvoided(
          mostRelevant(stepsTouched.length || position || reading.followUp ? stepsTouched : d.steps, context, 3),
          reading.slots.avoid,
        )
      : [];
  if (steps.length)
    parts.push({ heading: '### 接下来', lines: [steps.map((x, i) => `${'①②③'[i]}${x}`).join('')], from });
  return { parts, position, picked, grounded: onSaid };
}

/** A case that weighs whether a road is worth taking, and so leaves the road open. */
const WORTH_CASE = /值不值|值得|要不要|该不该/u;

/** A student near the end of school, or one who has finished. */
/** Asking whether to take a road, or being urged onto one: a position is what helps. */
const WHETHER = /要不要|该不该|值不值|值得吗|有必要吗|劝我|让我|催我|犹豫|纠结|怎么选|选哪/u;

const LATE_IN_SCHOOL = /大[三四]|研[二三]|快毕业|应届|毕业生|已毕业|毕业[了一两三]/u;
/** A step of doing rather than of reflecting. */
const DOING = /实习|兼职|实践|投递|校招|项目/u;

/** A decision's answer with neither a position nor a case says at least this many considerations and steps. */
const MIN_BARE_POINTS = 2;
