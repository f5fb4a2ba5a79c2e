import { RiasecNames, type RiasecType } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { Part } from './parts.js';
import { readResult, statedInterests, type ResultReading } from './result.js';

/*
 * What the asker says of themselves held against their scores ('我讨厌和人打交道，测评也这么说吗', '我很喜欢动手，测评
 * 对得上吗'): for each liking or dislike said, where that type stands in their result, whether the two agree, and
 * what a disagreement may mean. A liking said of a low type is never called a strength.
 */

/**
 * Asks whether the result agrees, or why it says what it says ('也这么说吗', '对得上吗', '为什么测评说', '为什么测出来
 * 我的企业型这么低').
 */
const ASKS_AGREE =
  /(?:测评|结果|测出来|分数|得分)[^。？?]{0,12}(?:也|对得上|对不上|符合|一致|准|吗|呢|不是这样|这样|说)|为什么[^。？?]{0,8}(?:测评|结果)|(?:为什么|为啥|怎么)[^。？?]{0,12}型[^。？?]{0,2}(?:这么|那么|太|会|才|最)(?:低|高)/u;

/** What each type does, in a phrase, to say where else the asker's top three points. */
const DOES: Record<RiasecType, string> = {
  R: '动手操作、摆弄工具和实物',
  I: '分析问题、查资料弄清原因',
  A: '创作和表达',
  S: '和人打交道、帮助别人',
  E: '说服别人、带着大家把事做成',
  C: '按规则把事情整理清楚',
};

const place = (r: ResultReading, t: RiasecType) => {
  const rank = r.order.indexOf(t) + 1;
  const where = rank === 1 ? '是你六种里最高的' : rank === 6 ? '是你六种里最低的' : `在六种里排第 ${rank}`;
  return `${RiasecNames[t]}是 ${r.score(t)}%，${where}`;
};

/** The line for one liking or dislike said, against the result. */
function lineFor(r: ResultReading, t: RiasecType, liked: boolean): string {
  const high = r.strong.includes(t);
  const agrees = liked === high;
  if (agrees)
    return liked
      ? `**测评和你的感觉一致：${place(r, t)}，在你的前三里。**`
      : `**测评也这么说：${place(r, t)}，不在你的前三里，这类事确实不是你的主要兴趣。**`;
  if (liked)
    return `**测评和你的感觉不太一样：${place(r, t)}，不在你的前三里。**可能是你喜欢的是这类事里很具体的一部分（比如只喜欢其中一件事），也可能是做题时按“应该怎样”而不是“平时会怎样”作答；找一件这类的具体事做上几周，比分数更能说明你是不是真的喜欢。`;
  return `**测评的看法和你说的不一样：${place(r, t)}，在你的前三里。**常见的原因是你讨厌的是某种具体情境（比如应付陌生人、被迫表现、做得很累），而测评问的是这类活动本身；想想你反感的是哪一部分，选岗位时避开那一部分，不必把这类兴趣整个排除。`;
}

/**
 * An objection to the answer before ('可是我不喜欢跟人打交道' after jobs picked for a high 社会型): the asker's feeling
 * set against the result that answer rested on, which it is whether or not they ask if the result agrees.
 */
export const OBJECTS =
  /^(?:可是|但是?|不过|可)\s*我?(?:其实|真的|本身|本来)?(?:不(?:太)?喜欢|不想|讨厌|怕|不擅长|受不了|更喜欢|喜欢)/u;

/**
 * The part that holds what the asker says they like or dislike against their scores; null when none is said.
 * `objecting`: a follow-up objecting to the answer before, which needs no question about the result.
 */
export function saidAgainstResult(question: string, profile: ChatProfile, objecting = false): Part | null {
  if (!profile.riasec || !(ASKS_AGREE.test(question) || (objecting && OBJECTS.test(question.trim())))) return null;
  const { like, dislike } = statedInterests(question);
  if (!like.length && !dislike.length) return null;
  const r = readResult(profile.riasec);
  const lines = [...like.map((t) => lineFor(r, t, true)), ...dislike.map((t) => lineFor(r, t, false))];
  // An objection to jobs picked for the strongest type: where else in the top three to look, so the answer turns
  // with the asker instead of only telling them the result disagrees.
  const other = objecting ? r.strong.filter((t) => !dislike.includes(t) && !like.includes(t)) : [];
  if (objecting && dislike.some((t) => r.strong.includes(t)) && other.length)
    lines.push(
      `你前三里还有${other.map((t) => `${RiasecNames[t]}（${DOES[t]}）`).join('、')}，不想${dislike.map((t) => DOES[t]).join('、')}为主的话，可以先从这一类的工作看起，告诉我你更愿意做哪一种，我按它重新列。`,
    );
  lines.push(`你的兴趣代码是 ${r.code}：兴趣测评说的是你愿意做哪类事，不等于能力，两者都值得参考。`);
  return { heading: '### 你说的和测评结果对一对', lines, from: '你的测评得分' };
}
