import { RiasecNames } from '@lucina/contracts';
import type { KnowledgeBase } from './knowledge.js';
import type { Part } from './parts.js';
import { joinZh, shapeOf, type ResultReading } from './result.js';

/*
 * Questions about how the asker's scores are spread ('分数都很平均', '只有一个字母特别高'), answered from the scores:
 * the asker's impression is confirmed or set right first, then what that spread means for choosing a direction.
 */

/** Asking whether the six scores are all alike ('分数都很平均', '六个都差不多', '没有特别突出的'). */
const ASKS_FLAT =
  /(?:分数?|得分|结果|六[个种项]|各项|每[个项种])[^，。？?]{0,4}都(?:很|比较|挺|差不多)?(?:平均|接近|差不多|一样|平)|(?:分数?|得分)(?:很|比较|挺)?平均|(?:没有|没啥|没什么)(?:特别|明显)?(?:突出|高)的/u;
/** Asking about one letter far above the rest ('只有一个特别高', '其他都很低'). */
const ASKS_PEAK =
  /只有一[个种项][^，。？?]{0,6}(?:高|突出)|一[个种项](?:特别|很|超|非常)高|其[他它余][^，。？?]{0,4}(?:都|全)(?:很|特别|比较|挺)?低/u;

/** A few letters named ('前三个分数都差不多'): two or three level ones, read by the tie in result-uses, not all six. */
const NAMES_FEW = /前[两二三]|[两二三][个项种]/u;
const asksFlat = (question: string) => ASKS_FLAT.test(question) && !NAMES_FEW.test(question);

/** A question about the spread of the asker's scores: it is about their result, whatever else it names. */
export const asksShape = (question: string) => asksFlat(question) || ASKS_PEAK.test(question);

/** What a flat result means, said in place of a first interest it does not have. */
export const FLAT_MEANING =
  '分数平均说明你兴趣面宽、对哪类事都不排斥，测评能帮你排除的方向不多：选方向时，你擅长什么、更看重什么（收入、稳定、成长还是意义）和手上的专业经历分量更大。';

const pct = (r: ResultReading, i: number) => `${RiasecNames[r.order[i]!]}（${r.score(r.order[i]!)}%）`;

/** '分数都很平均': confirmed when the six are close, otherwise the letters that do stand out. */
function flatPart(r: ResultReading): Part {
  const [high, low] = [r.score(r.order[0]!), r.score(r.order.at(-1)!)];
  const lines =
    shapeOf(r) === 'flat'
      ? [
          `**你的六种得分都在 ${low}%–${high}% 之间，确实很平均；这不说明你没有适合的方向，只是测评没法替你挑。**`,
          '可以先挑能同时用上几种兴趣的综合岗位（项目、产品、运营、培训这类要和人、事、数据都打交道的）；再回想过去一年让你做得忘了时间的两三件事，看它们落在哪一类，隔几个月认真重测一次，看有没有字母拉开。',
        ]
      : [
          `**从分数看，你的结果并不平均：${pct(r, 0)}排第一，${pct(r, 5)}排最后，相差 ${high - low} 分，方向先从前三的${joinZh(r.strong.map((t) => RiasecNames[t]))}看。**`,
          '感觉“都差不多”，常是因为几种都还没真正试过：从前两种兴趣各挑一件具体的事做一做，体验会比分数拉得更开。',
        ];
  return { heading: '### 六种分数接近怎么看', lines, from: '你的测评得分' };
}

/** '只有一个特别高，其他都很低': a clear single interest is normal and easy to steer by; otherwise the real spread. */
function peakPart(kb: KnowledgeBase, r: ResultReading): Part {
  const lead = r.order[0]!;
  const gap = r.score(lead) - r.score(r.order[1]!);
  const lines =
    shapeOf(r) === 'peak'
      ? [
          `**很正常：${RiasecNames[lead]}远高于其余几种，说明你的兴趣很集中、很清楚，这比分数平均更好定方向。**`,
          `方向就围绕${RiasecNames[lead]}来选：${kb.types.get(lead)?.keywordsZh.slice(0, 3).join('、') ?? ''}这类事是你愿意长期做的；代码的后两个字母分数不高，只作参考，不必硬找三个字母都对上的工作。`,
          '要留意的是退路窄一些：选定前先用实习、兼职或跟岗确认做起来也喜欢；其余几种分数低，只说明那类事不太吸引你，不代表做不了。',
        ]
      : [
          `**从分数看，你不是只有一种兴趣高：${pct(r, 0)}和${pct(r, 1)}只差 ${gap} 分，前三的${joinZh(r.strong.map((t) => RiasecNames[t]))}都可以作为方向。**`,
          '可以先找能同时用上前两种兴趣的工作，再用实习或项目看哪一种更让你投入。',
        ];
  return { heading: '### 一种兴趣特别突出怎么看', lines, from: '你的测评得分' };
}

/** The part for a question about the spread of the scores; null for any other question. */
export function shapePart(kb: KnowledgeBase, question: string, r: ResultReading): Part | null {
  if (ASKS_PEAK.test(question)) return peakPart(kb, r);
  if (asksFlat(question)) return flatPart(r);
  return null;
}
