import { listedItems } from './dialogue.js';
import type { Reading } from './understand.js';

/*
 * '我学的是电气', '会计', '大三，学自动化' after an answer that listed steps for finding a direction and asked about the
 * asker: the reply says only something of the asker, so it is read on its own (the major's outlets), yet it is the
 * answer to what was asked. The answer says so first, naming the step of the previous answer it carries on
 * ('挑两个方向做一次短期实践'), so the conversation reads as one thread rather than a new question.
 */

/** A reply that states something and asks nothing. */
const ASKS = /[？?]|吗|什么|怎么|哪|多少|几|呢|能不能|是否|要不要|该不该/u;
const MAX_CHARS = 14;
/** Steps of the previous answer that a fact about the asker feeds, the nearest first: picking directions, trying them. */
const FED = [/方向/u, /实践|试一试|试试/u, /专业|领域|行业/u];

/** The opening line for a short fact reply after an answer whose listed steps it feeds, or ''. */
export function factReplyLead(question: string, previousAnswer: string, reading: Reading, text: string): string {
  const said = question.trim();
  if (!previousAnswer || Array.from(said).length > MAX_CHARS || ASKS.test(said) || reading.followUp) return '';
  const major = reading.slots.ownMajor ?? reading.majors[0];
  const what = major ? '你的专业' : reading.slots.stage ? '你现在的阶段' : '';
  if (!what) return '';
  const items = listedItems(previousAnswer).filter((item) => !text.includes(item));
  const step = FED.map((re) => items.find((item) => re.test(item))).find(Boolean);
  return step ? `知道了${what}，上一轮说的“${step}”就能落到下面这些具体的路上：` : '';
}
