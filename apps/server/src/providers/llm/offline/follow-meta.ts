import type { KnowledgeBase } from './knowledge.js';
import { gistOf, isAction, labelOf, mainPoints, pointsOfAnswer, positionOf, type Point } from './follow-outline.js';
import { exampleLines, resourceLines, sourceLines, subjectName } from './follow-entry.js';
import type { Reading } from './understand.js';
import { ASKS_DETAIL, ASKS_PLAN, planLines, planPoints } from './follow-plan.js';

/*
 * A follow-up about the previous answer itself rather than about a new side of its subject: '说人话', '太长了，总结
 * 一下', '能举个例子吗', '那第一步该做什么', '我做不到怎么办', '这个靠谱吗，数据哪来的', '有没有推荐的书'. Answering
 * it with more of the entry (or 'all was said before') leaves what was asked undone; each kind is answered from the
 * previous answer's points and the entry the conversation is on, naming those points and saying them anew.
 */

export type MetaAsk = 'simpler' | 'example' | 'first' | 'plan' | 'detail' | 'cant' | 'source' | 'resources' | 'timing';

/** In order: a question asking two things ('举个例子，说简单点') is answered for the first kind listed here. */
const ASKS: Array<[MetaAsk, RegExp]> = [
  // '具体该怎么说', '怎么开口' after how to ask for something: what to say, as an example.
  [
    'example',
    /具体(?:该|要|应该)?怎么(?:说|开口|表达)|怎么开口|举个?例|例子|模板|范文|样例|示例|举些例|打个比方|比如说?呢|案例|示范|范例|for example|example/iu,
  ],
  [
    'resources',
    /(?:推荐|有没有|有什么|哪些|什么)(?:推荐)?(?:的|好的|好)?(?:些)?(?:书|书籍|课程?|网课|教程|学习资料|资料|网站|公众号)|书单|看什么书|在哪(?:里|儿)?学|自学.{0,4}(?:资料|途径)/u,
  ],
  [
    'source',
    /靠谱吗|靠不靠谱|可信吗|可不可信|准吗|准不准|真的吗|真的假的|数据.{0,3}(?:哪|来源|出处)|哪来的|从哪(?:里|儿)?来|有(?:什么)?(?:依据|根据|出处)|出处|来源是/u,
  ],
  // Not '还有机会吗': it asks the chances in the matter (a degree, a record, an age), which the stage template does not answer.
  ['timing', /太早|太晚|晚不晚|早不早|晚了(?:吗|么|嘛)|来得及|来不及了?(?:吗|么|嘛)|算早|算晚/u],
  [
    'cant',
    /做不到|做不来|办不到|坚持不(?:下来|了|住)|太难了|好难|跟不上|来不及|时间不够|没(?:那么多)?时间|没精力|搞不定|都要做吗|全都要|做不完/u,
  ],
  [
    'first',
    /第一步|先(?:做|干|学|搞|弄)(?:什么|啥|哪个|哪一?步)|从哪(?:里|儿)?(?:开始|入手|下手|做起|学起)|先从哪|怎么开始|起步|先学哪/u,
  ],
  ['plan', ASKS_PLAN],
  ['detail', ASKS_DETAIL],
  [
    // '太长了' of the answer; '空窗期太长', '通勤时间太长' say it of a thing in the asker's life.
    'simpler',
    /说人话|简单(?:点|些|一点|说说?|概括|总结)|通俗|大白话|看不懂|没看懂|听不懂|不太明白|不明白|没明白|不太懂|没懂|还是不懂|(?<![期间勤离限档窗程])太长|总结|概括|归纳|一句话|精简|太复杂|重点是(?:什么|啥)|explain|what do you mean|tl;?dr/iu,
  ],
];

/** A meta request is short: a long question brings its own subject and is read as one. */
const MAX_META = 30;

export function metaAsked(question: string): MetaAsk | null {
  if (Array.from(question.trim()).length > MAX_META) return null;
  return ASKS.find(([, re]) => re.test(question))?.[0] ?? null;
}

/** A numbered list of points as '1. **名字**：要点', the name only where the line had its own label. */
function listed(points: readonly Point[]): string {
  return points
    .map((p, i) =>
      p.pitfall
        ? `${i + 1}. 别踩的坑：${p.gist}`
        : p.labelled
          ? `${i + 1}. **${labelOf(p)}**：${p.gist}`
          : `${i + 1}. ${p.gist}`,
    )
    .join('\n');
}

/** The answer's first step: its first numbered line, else its first point that asks to do something. */
const firstOf = (points: readonly Point[]) =>
  points.find((p) => p.step && !p.pitfall) ?? points.find(isAction) ?? points.find((p) => !p.pitfall);

/** '说人话', '太长了，总结一下', '我还是不太明白': the answer in a sentence, then its points cut to their gist. */
function simpler(reading: Reading, about: string, points: readonly Point[], previousAnswer: string): string[] {
  const main = mainPoints(points, 4);
  const role = reading.roles[0];
  const position = positionOf(previousAnswer);
  const [a, b] = main.filter((p) => !p.pitfall).map(labelOf);
  const headline =
    position ??
    (role ? `${role.name}就是${gistOf(role.summary.split(/[：:]/u)[0]!)}` : null) ??
    (a && b
      ? `${about}，抓住“${a}”和“${b}”这两件事就够了，其余是细节`
      : `${about}的关键是${main[0]?.gist ?? '先弄清自己想要什么'}`);
  const first = firstOf(points);
  return [
    `**简单说**：${headline}。`,
    main.length ? `上一轮的内容，压缩成${main.length}句话：\n${listed(main)}` : '',
    first
      ? `说白了，${position ? `方向就是${position.replace(/^我建议/u, '')}；` : ''}真要动手，先做“${labelOf(first)}”这一件，其他的等它有了结果再往下看。哪一条还不清楚，告诉我是第几条，我单独举例子讲。`
      : '',
  ].filter(Boolean);
}

/** '我做不到怎么办', '时间不够，这些都要做吗': the points put in order, the first cut to its smallest version. */
function cant(about: string, points: readonly Point[]): string[] {
  const first = firstOf(points);
  if (!first) return [];
  const later = mainPoints(
    points.filter((p) => p !== first && !p.pitfall),
    4,
  );
  const names = [...new Set(later.map(labelOf))];
  return [
    `做不到全部很正常，关于${about}，上一轮说的几条不用一口气做完，排个先后，一次只抓一条：`,
    `- **先只做这一条**：${first.gist}。`,
    ...(names.length
      ? [`- **可以往后放**：${names.map((n) => `“${n}”`).join('、')}，等第一条有了进展再逐个加上。`]
      : []),
    `把“${labelOf(first)}”缩到最小：每周固定两三个小时只做它，先做满两周，做到的那部分就是进展，不必一开始就做到最好。`,
    `如果是卡在${about}的某个具体环节（不会做、没时间、没有资源），告诉我卡在哪一步，我按你的情况换一种更容易开始的做法。`,
  ];
}

/** '那第一步该做什么': the answer's own first step (its first numbered line, else its first point), made concrete. */
function firstStep(about: string, points: readonly Point[]): string[] {
  const first = firstOf(points);
  if (!first) return [];
  const after = [
    ...new Set(
      mainPoints(
        points.filter((p) => p !== first && !p.pitfall),
        2,
      ).map(labelOf),
    ),
  ];
  const name = labelOf(first);
  return [
    `**第一步：${first.labelled ? `${name}——` : ''}${first.gist}**。`,
    `为什么先做它：${after.length ? `后面的${after.map((n) => `“${n}”`).join('、')}都要建立在它上面，` : ''}先把这一步做完，你才知道${about}接下来往哪使劲。`,
    `“${name}”做到什么程度算完成：把结果写下来（定下的目标、列好的清单或做出的第一版），能拿给别人看，就可以进入下一步了。`,
    `给它定个期限：一到两周内做完这一步，做完回来告诉我结果，我们再排${about}的下一步。`,
  ];
}

/** Asking what to learn first ('先学哪个技能'): the entry's own skills, in its order, are the steps. */
const ASKS_SKILL = /学|技能|能力|工具/u;

/** The steps a first step is taken from: the entry's skills when it asks what to learn, else the answer's points. */
function stepsFor(reading: Reading, question: string, points: Point[]): Point[] {
  const skills = ASKS_SKILL.test(question) ? (reading.roles[0]?.skills ?? reading.majors[0]?.skills ?? []) : [];
  return skills.length
    ? skills.map((s) => ({ name: s, gist: gistOf(s), step: true, labelled: false, pitfall: false }))
    : points;
}

/** Stages where the work is still groundwork, and where it is late enough that it must be cut to the essentials. */
const EARLY = /高三|高考|大一|大二|研一/u;
const LATE = /大四|研三|应届|毕业|工作|在职/u;

/** '我是大一的，现在做这些会不会太早', '大四才开始来得及吗': the stage weighed against the answer's points. */
function timing(about: string, points: readonly Point[], stage: string | undefined): string[] {
  const first = firstOf(points);
  const rest = [
    ...new Set(
      mainPoints(
        points.filter((p) => p !== first && !p.pitfall),
        3,
      ).map(labelOf),
    ),
  ];
  const later = rest.length ? rest.map((n) => `“${n}”`).join('、') : '其余几条';
  if (!stage)
    return [
      `早不早、晚不晚，要看你现在处在哪个阶段，${about}在每个阶段做的事不一样：`,
      [
        `- **大一、大二**：${about}不算早，这时做的是打基础和试水，先做“${first ? labelOf(first) : '第一条'}”就够了。`,
        `- **大三、研二**：正是${about}最该用力的时候，按上一轮的顺序一个月推进一条。`,
        `- **大四、已毕业或在职**：也不晚，但要把${about}压缩到最要紧的一两条，先做出一个结果，其余边做边补。`,
      ].join('\n'),
      `告诉我你现在的年级或工作年限，我按你的阶段把${about}排成具体的时间表。`,
    ];
  const head = EARLY.test(stage)
    ? `**不早**：${stage}开始了解${about}正合适，这时做的是打基础和试水，不用一步到位。`
    : LATE.test(stage)
      ? `**不晚，但要压缩**：${stage}再做${about}，把上一轮的几条砍到最要紧的一两条，先做出一个结果。`
      : `**正是时候**：${stage}是${about}最该用力的阶段，按上一轮的顺序一个月推进一条。`;
  return [
    head,
    first ? `${stage}的你先做这一条：${first.gist}。` : '',
    EARLY.test(stage)
      ? `${later}可以留到大三前后再集中做，现在知道有这些事、提前留意就行。`
      : `${later}跟在后面，等第一条有了结果再逐个补上。`,
  ].filter(Boolean);
}

/**
 * The answer to a meta request about the previous answer, as sections; null when the question is no such request,
 * or when neither the previous answer nor the entry gives anything to build it from.
 */
export function metaAnswer(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  previousAnswer: string,
  readAs: string,
): string[] | null {
  const asked = metaAsked(question);
  // '如果选国企，先做什么' names one road of the choice: the body's part on that road answers it.
  if (!asked || !previousAnswer || (asked === 'first' && reading.options.length === 1)) return null;
  const points = pointsOfAnswer(previousAnswer);
  const about = subjectName(reading) ?? (readAs || '这件事');
  const sections =
    asked === 'simpler'
      ? simpler(reading, about, points, previousAnswer)
      : asked === 'cant'
        ? cant(about, points)
        : asked === 'first'
          ? firstStep(about, stepsFor(reading, question, points))
          : asked === 'plan' || asked === 'detail'
            ? // '展开说说' is a plan only where the answer said two things to do; a topic of facts is widened instead.
              planLines(about, planPoints(reading, points), question, asked === 'detail')
            : asked === 'timing'
              ? timing(about, points, reading.slots.stage)
              : asked === 'example'
                ? exampleLines(kb, reading, about, previousAnswer)
                : asked === 'source'
                  ? sourceLines(kb, reading, about, previousAnswer)
                  : resourceLines(reading, about, points);
  return sections.length ? sections : null;
}
