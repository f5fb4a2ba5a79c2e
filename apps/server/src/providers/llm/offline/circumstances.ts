import type { Topic } from './content/schema.js';
import type { KnowledgeBase } from './knowledge.js';
import { bullets, relevance, situationOf, type Part } from './parts.js';
import { CJK_SPACE, negatedBefore } from './said-no.js';
import { readSpoken } from './typos.js';
import type { Reading } from './understand.js';

/*
 * A question often states more than one circumstance of the asker's ('本科有个处分，考研政审会不会有影响', '助学贷款还没
 * 还完，考上研究生了') or a circumstance beside the road it is asked against ('先天性心脏病做过手术，能考警校吗'). The entry
 * read answers one of them; a counsellor still speaks to the other, with what its own entry says of this question.
 */

/**
 * The roads a circumstance is weighed against, in the words the content writes them: '警校' and '辅警' are about
 * 警察 and 公安, '教资' about 教师, '当兵' about 参军 and 征兵. Added to the question where points are weighed, so
 * the point about the asker's road comes before the points about others.
 */
const PATH_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/警校|辅警|民警|招警|公安|警察/u, '警察，公安'],
  [/教资|教师编|教编|老师|教师/u, '教师，老师'],
  [/当兵|参军|入伍|军校|征兵/u, '参军，征兵，军校'],
  [/考公|公务员|考编|事业编|事业单位|选调|体制内/u, '公务员，考公'],
  [/飞行员|招飞|空乘|空姐|机长/u, '招飞，飞行'],
  [/银行|证券|券商|保险公司|金融/u, '金融，银行'],
  [/学医|医学|医生|医师/u, '医学，医生'],
  [/考研|读研|研究生|保研/u, '研究生，读研'],
];

/** The question with the content's words for the roads it names appended (for weighing points, never shown). */
export function withPathWords(question: string): string {
  const words = PATH_WORDS.filter(([re]) => re.test(question)).map(([, w]) => w);
  return words.length ? `${question}，${words.join('，')}` : question;
}

/** At most this many points of another circumstance: what bears on the question, not its whole entry. */
const MAX_POINTS = 3;

/**
 * What others press on the asker ('家里要我回去结婚生孩子', '催我考编'): their wish, not a circumstance the asker is in;
 * the pregnancy entry's rights at work would answer a question not asked.
 */
const PRESSED = /(?:要|让|催|逼|劝)(?:我|你)[^，。？！,?!]{0,8}$/u;

/** The longest phrase of a circumstance topic said in the question and not said no to; '' when none. */
function phraseSaid(topic: Topic, lower: string): string {
  let best = '';
  for (const t of topic.triggers) {
    if (Array.from(t).length < 2 || t.length <= best.length) continue;
    const at = lower.indexOf(t);
    if (at >= 0 && !negatedBefore(lower, at) && !PRESSED.test(lower.slice(Math.max(0, at - 10), at))) best = t;
  }
  return best;
}

/** The asker's own words for a circumstance ('乙肝小三阳', '警告处分'), to head its points with; '' when unsaid. */
export function circumstanceSaid(topic: Topic, question: string): string {
  return phraseSaid(topic, readSpoken(question).toLowerCase().replace(CJK_SPACE, ''));
}

/**
 * Circumstance topics the question states besides the entry that answers it, most said first: a phrase of two or
 * more characters found and not within a phrase of the answering entry found at the same place (乙肝 of 乙肝携带).
 */
export function otherCircumstances(kb: KnowledgeBase, question: string, reading: Reading): Topic[] {
  const lower = readSpoken(question).toLowerCase().replace(CJK_SPACE, '');
  const own = [reading.topic, reading.decision, reading.case].flatMap((e) => e?.triggers ?? []);
  const ownSaid = own.filter((t) => lower.includes(t));
  return kb.planner.topics
    .filter((t) => t.circumstance && t !== reading.topic)
    .map((topic) => ({ topic, said: phraseSaid(topic, lower) }))
    .filter(({ said }) => said && !ownSaid.some((o) => o.length > said.length && o.includes(said)))
    .sort((a, b) => b.said.length - a.said.length)
    .map(({ topic }) => topic);
}

/**
 * What the other circumstance's entry says of this question: its points the question touches (with the road it
 * names), at most three; when none touches it much, the two nearest, so a circumstance stated is never passed over.
 */
export function circumstancePart(kb: KnowledgeBase, question: string, reading: Reading): Part | null {
  if (reading.followUp) return null;
  const topic = otherCircumstances(kb, question, reading)[0];
  if (!topic) return null;
  const situation = situationOf(withPathWords(question), [topic.name]);
  const ranked = topic.points
    .map((x, i) => ({ x, i, s: relevance(x, situation) }))
    .sort((a, b) => b.s - a.s || a.i - b.i);
  const touched = ranked.filter((p) => p.s >= 2);
  const points = (touched.length ? touched.slice(0, MAX_POINTS) : ranked.slice(0, 2)).map(({ x }) => x);
  const lines = bullets(points);
  if (topic.sources?.length) lines.push(`【来源】${topic.sources.join('；')}`);
  return { heading: `### 还有一点：${topic.name}`, lines, from: `求职专题「${topic.name}」` };
}
