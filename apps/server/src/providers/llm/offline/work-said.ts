import { optionsWeighed } from './decision-options.js';
import type { KnowledgeBase } from './knowledge.js';
import { readTarget } from './triggers.js';
import type { Reading } from './understand.js';

/*
 * What the asker says of the work they have now decides the matter over the ask's own words:
 * - wages held back by the employer ('老板画饼，工资经常拖，要不要走') are a matter of rights with a lawful way out
 *   (resigning under the contract law and claiming compensation), not a question of when to hop for a raise;
 * - their own field said in decline with a stay-or-go asked ('房地产干了七年，现在地产不行了，我该留还是转') is the
 *   downturn's decision, though the field is named without 行业;
 * - a trade or skill to learn wanted after years in a job ('27岁在工厂干了五年普工，想学点技术，来得及吗') is a change
 *   of line from that job, read as if 转行 were said, though the asker never says it.
 */

/** Wages held back: 工资经常拖, 工资拖了三个月, 拖了两个月工资, 欠我工资, 工资一直不发. */
const WAGES_HELD =
  /(?:工资|薪水|薪资|工钱)\p{Script=Han}{0,4}?(?:拖|欠|不发|没发|迟发|晚发|发不出|压着)|(?:拖|欠|压)(?:了)?(?:[一二两三四五六七八九十几\d]+个?月)?(?:的)?(?:工资|薪水|工钱)/u;
/** Readings the wages stand in for: when to hop, quitting as such, a startup weighed. */
const WAGES_STAND_IN = new Set(['job-hop-timing', 'quit-without-offer', 'bigtech-vs-startup', 'low-pay-stable']);

function wagesHeld(kb: KnowledgeBase, reading: Reading, question: string): Reading {
  const id = reading.decision?.id;
  if (id === undefined ? reading.topic !== undefined : !WAGES_STAND_IN.has(id)) return reading;
  if (!WAGES_HELD.test(question)) return reading;
  const topic = kb.planner.topics.find((t) => t.id === 'wage-arrears');
  return topic ? { ...reading, decision: undefined, case: undefined, topic, options: [] } : reading;
}

/** Years in the field said: 干了七年, 做了五年, 入行三年. */
const IN_FIELD =
  /(?:干|做|待|呆|入行)了?(?:快|有|近)?(?:\d+|[一二两三四五六七八九十]+)年|(?:在|做)\p{Script=Han}{1,4}行业/u;
/** The field said in decline. */
const DECLINING = /不行了|凉了|不景气|走下坡路?|下滑|萎缩|越来越差|没落|不好做|很难做|寒冬|暴雷|爆雷/u;
/** Staying or going asked. */
const STAY_OR_GO = /留还是转|还是转|要不要转|该不该转|转什么|转哪|往哪转|坚持还是|熬还是|继续干还是|怎么办|出路/u;
const DOWNTURN_STANDS_IN = new Set(['career-change-30', 'quit-without-offer', 'job-hop-timing']);

function fieldDeclining(kb: KnowledgeBase, reading: Reading, question: string): Reading {
  const id = reading.decision?.id;
  if (id === undefined ? reading.topic !== undefined : !DOWNTURN_STANDS_IN.has(id)) return reading;
  if (!IN_FIELD.test(question) || !DECLINING.test(question) || !STAY_OR_GO.test(question)) return reading;
  const decision = kb.planner.decisionById.get('industry-downturn-stay-or-switch');
  if (!decision) return reading;
  return { ...reading, decision, case: undefined, topic: undefined, options: optionsWeighed(decision, question) };
}

/** A trade or skill to learn: 想学点技术, 学门手艺, 想学个技能. */
const LEARN_TRADE = /(?:想|要|打算|准备)?学(?:点|门|个|一门|一个|一点)(?:技术|手艺|技能)|想学(?:技术|手艺)/u;

/** Readings a trade to learn stands in for: hopping or quitting as such. */
const TRADE_STANDS_IN = new Set(['job-hop-timing', 'quit-without-offer']);

function tradeToLearn(kb: KnowledgeBase, reading: Reading, question: string): Reading {
  const id = reading.decision?.id;
  if (id === undefined ? reading.topic !== undefined : !TRADE_STANDS_IN.has(id)) return reading;
  if (!IN_FIELD.test(question) || !LEARN_TRADE.test(question)) return reading;
  const read = readTarget(kb, question.replace(LEARN_TRADE, '想转行'));
  if (read.decision?.id !== 'career-change-30') return reading;
  return { ...reading, decision: read.decision, case: read.case, options: optionsWeighed(read.decision, question) };
}

export function readWorkSaid(kb: KnowledgeBase, reading: Reading, question: string): Reading {
  if (reading.followUp) return reading;
  return tradeToLearn(kb, fieldDeclining(kb, wagesHeld(kb, reading, question), question), question);
}
