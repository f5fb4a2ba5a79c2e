import type { Part } from './parts.js';
import { CITY_INDUSTRY } from './places.js';
import type { Choice } from './choice-read.js';
import { favours, weigh, wordTraits, type Trait } from './choice-weigh.js';
import { pricedOptions, variableLine } from './priced-options.js';
import { examOrderPart } from './exam-order.js';
import { optionKind } from './option-kinds.js';

/**
 * Choices no decision entry covers ('北京还是成都', '大厂外包和小公司正式员工选哪个'): the options read from the
 * question, each weighed by what it usually brings (stability, growth, study, earning now), against what the
 * asker said matters to them. The answer takes a position, says why, and says what would change it.
 */

// Reading the options and weighing them live beside this file; their names are imported from here.
export { readChoice, termsForOptions, type Choice } from './choice-read.js';
export { favours, kindsDiffer, weigh } from './choice-weigh.js';

export const GAIN: Record<Trait, string> = {
  stable: '稳定、可预期的节奏和较低的风险',
  home: '离家近、生活成本低、家人照应',
  growth: '更快的成长、更多机会和更高的收入上限',
  study: '更高的学历起点和更宽的岗位门槛',
  earn: '尽早攒下经验和收入',
  interest: '做自己愿意长期投入的事',
};
export const COST: Record<Trait, string> = {
  stable: '成长和收入涨得慢，过几年想换赛道会更难',
  home: '同类岗位少，想往上走常常要再出来',
  growth: '风险和不确定性更大，竞争和加班也更多',
  study: '两三年的时间和这几年的工资',
  earn: '以后想补学历或转方向时要另花力气',
  interest: '前几年收入可能不稳，需要留好退路',
};
const CRITERION =
  /哪(?:个|一个|边|家)(?:(?:更|比较)([^？?，,。！!]{2,8}?)|(好[^？?，,。！!]{1,6}?))(?:一些|一点|呢|吗|啊)?(?:[？?！!。，,]|$)/u;

/** An option that is a place: a city the places data knows, or a kind of place. */
const PLACE = new RegExp(
  `${Object.keys(CITY_INDUSTRY).join('|')}|城市|老家|家乡|省会|县城|国内|国外|海外|本地|外地|[省市县]$`,
  'u',
);

const describe = (ts: readonly Trait[], table: Record<Trait, string>, fallback: string) =>
  ts.length
    ? ts
        .slice(0, 2)
        .map((t) => table[t])
        .join('，')
    : fallback;

/** What each option's kind of employer or role is like, for the options the sector knowledge knows. */
export const kindLines = (options: readonly string[]) =>
  options.flatMap((o) => {
    const kind = optionKind(o);
    return kind ? [`- ${o}通常是这样：${kind.note}。`] : [];
  });

/** A position on a two-way choice, with why and with what would make the other option the better one. */
export function choicePart(
  choice: Choice,
  context: string,
  lean?: string,
  code?: string,
): { part: Part; position: string } {
  // '税务师和CPA先考哪个': an order between exams, answered on its own terms.
  const order = examOrderPart(choice, context);
  if (order) return order;
  const { pick, cues, traits, clause, usual } = weigh(choice, context, lean);
  const [a, b] = pick === 0 ? choice.options : [choice.options[1], choice.options[0]];
  const [ta, tb] = pick === 0 ? traits : [traits[1], traits[0]];
  // Two options of one kind ('深圳和广州'): what each brings is the same, so the lines say so once and the
  // position says what would decide it rather than inventing a difference.
  const alike = ta.length > 0 && ta.join() === tb.join();
  // Two places: what decides between them is where the work is and who is near.
  const places = choice.options.every((o) => PLACE.test(o));
  // Neither option's words say what it brings ('苏州还是无锡'): no gains or costs are made up for them.
  const blank = !ta.length && !tb.length;
  // Neither option's own words say what it brings, only what is known of its kind ('数据分析师和产品经理哪个更适合我'):
  // which suits the asker is about them, not about the kinds.
  const plain = !wordTraits(a).length && !wordTraits(b).length;
  // What the asker measures them by, when they say ('哪个更好找工作').
  const measured = CRITERION.exec(context);
  const criterion = measured?.[1] ?? measured?.[2];
  // A written lean that speaks for each option in its own situation ('打算读博就选学硕；目标是尽快就业，专硕…'):
  // that is the answer, with the asker's plan as what decides it.
  const eachIn = lean && choice.options.every((o) => favours(lean, o));
  const why = cues.length
    ? `你提到了“${cues.join('”“')}”，${a}更对得上你在意的东西`
    : usual
      ? usual
      : clause
        ? `按你说的情况，${clause}`
        : eachIn
          ? `这要看你之后的打算：${lean.replace(/[。；;]$/u, '')}。你还没说打算，先按${a}说，告诉我你读完想做什么，我再确定`
          : alike && places
            ? `你没有说特别的限制，两边是同一类选择，先按${a}说；你要做的行业在哪边更集中、哪边离你在意的人更近，就选哪边`
            : plain && criterion && /适合|匹配|合适/.test(criterion) && code
              ? `你问的是哪个更${criterion}，从你的测评（${code}）看两边分不出高下，先按${a}说；告诉我你平时最愿意做哪类事、做什么最顺手，我再比一比`
              : plain && criterion && /适合|匹配|合适/.test(criterion)
                ? `你问的是哪个更${criterion}，可我还不知道你的兴趣和长处，先按${a}说；做完「AI职业测评」我能按你的兴趣代码比一比两边，或者告诉我你平时最愿意做哪类事、做什么最顺手`
                : blank && criterion
                  ? `你问的是哪个更${criterion}，${a}和${b}本身没有一定的高下，先按${a}说；在“${criterion}”这一点上，去招聘软件看两边在你想去的城市有多少在招岗位、要求和薪资区间，再问一两位在做的人，哪边更占优就选哪边`
                  : blank
                    ? `你没有说特别的限制，${a}和${b}本身没有一定的高下，先按${a}说；把你最在意的两三样（收入、成长、离家远近）逐项比一比，哪边占的多就选哪边`
                    : alike
                      ? `你没有说特别的限制，两边换来的是同一样东西，先按${a}说；差别在付出的方式，看你眼下时间、收入和退路哪样最紧，就选在那样上更省的一边`
                      : ta.includes('growth')
                        ? `你没有说特别的限制，前几年能让你多学会东西、多留选择的那条路更值钱，${a}在这点上更占优`
                        : // Picked for what it brings by a written lean ('打算回老家…更稳'), not for growth it does not offer.
                          `你没有说特别的限制，先按常见的情形说：${a}换来的是${describe(ta, GAIN, '你这次更看重的那部分')}${lean ? `，${lean.replace(/[。；;]$/u, '')}` : ''}`;
  const lines = [
    `**在${a}和${b}之间，我更建议你选${a}**。${why}。`,
    ...kindLines([a, b]),
    ...(blank
      ? []
      : alike
        ? [`- ${a}和${b}都是：换来${describe(ta, GAIN, '')}；代价是${describe(ta, COST, '')}。`]
        : [
            `- ${a}：换来${describe(ta, GAIN, '你这次更看重的那部分')}；代价是${describe(ta, COST, '要放弃另一边的好处')}。`,
            // Nothing in its words says what it brings: no gain is made up for it.
            tb.length
              ? `- ${b}：换来${describe(tb, GAIN, '')}；代价是${describe(tb, COST, '')}。`
              : `- ${b}：你的话里没说它吸引你的地方；它要是在收入、稳定或离家远近上正好有你最看重的一样，就值得重新比。`,
          ]),
    ...(alike || blank
      ? []
      : [
          `- 什么时候改选${b}：如果${b}那边的${describe(tb, GAIN, '好处')}对你是眼下最硬的需要（比如家里需要你、钱很紧、或者${a}的具体岗位其实学不到东西），就换过来。`,
        ]),
    // Pay that depends on results is weighed by its base: what to ask of it.
    ...[pricedOptions(context)].flatMap((p) => (p && variableLine(p)) || []),
    `- 拿不准时，把${a}和${b}按“三年后多会什么、每月能存多少、离家多远、想回头难不难”各打 1–5 分，分差最大的那一项往往就是答案。`,
  ];
  return { part: { lines, from: '通用的取舍方法' }, position: `${a}：${why}。` };
}
