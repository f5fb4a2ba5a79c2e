import type { KnowledgeBase } from './knowledge.js';
import type { Reading } from './understand.js';

/*
 * Stable work asked for with the exams set aside: '不想考公有没有别的稳定工作', '除了考编还有什么铁饭碗', '不考公务员的
 * 话什么工作稳定', '考公太卷了，还有什么稳定的出路'. The asker wants the kinds of stable employer (国企, 事业单位, banks,
 * public hospitals and schools) and what each costs: the stable-work topic, with the exam they set aside left out by its
 * own reading (太卷 is read as 竞争激烈 before this, slang.ts). Neither 考公 nor 考编 is weighed, though their words are the only entries the question names; nor is
 * it a direction found from nothing. Any punctuation, or none, between the exam set aside and the ask.
 * A choice between two named kinds ('国企和事业单位哪个稳') keeps its decision, and a field's future asked
 * ('银行还是铁饭碗吗') its outlook: neither asks for a list.
 */

/** Stability as what is sought: 稳定的工作, 工作稳定, 铁饭碗, 旱涝保收, 有编制的. */
const STABLE = /稳定|铁饭碗|旱涝保收|有编制的(?:工作|岗位)|饿不死/u;
/** Asking for kinds of work: 有没有, 还有什么, 哪些, 推荐, 什么工作, 出路. */
const ASKS_KINDS =
  /有没有|有什么|还有|有哪些|哪些|推荐|什么(?:工作|职业|行业|单位|岗位|出路|路)|有啥|啥工作|出路|别的路/u;
/** The exam roads, named only as set aside: 不想考公, 除了考编, 不考公务员的话, 考公太卷, 考不上编. */
const EXAM = '考公|考编|公务员|事业编|编制|体制内|上岸';
const SET_ASIDE = new RegExp(
  `(?:不想|不愿意?|不要|不打算|不考虑|不考|除了|排除|放弃|没考上|考不上)(?:再|去)?(?:${EXAM})|(?:${EXAM})\\p{Script=Han}{0,3}?(?:太卷|竞争(?:太|很)?激烈|太难|考不上|没戏|不想考|算了|放弃了)`,
  'u',
);
/** An exam road asked about for itself, not set aside: 考公还是, 要不要考公, 考公难吗. */
const EXAM_ASKED = new RegExp(`(?:要不要|该不该|能不能|怎么|如何)(?:${EXAM})|(?:${EXAM})(?:还是|难吗|怎么|好吗)`, 'u');
/** Readings the ask stands in for: the exams' own decisions, a direction found from nothing, nothing. */
const STANDS_IN = new Set(['civil-service-soe-private', 'teacher-bianzhi', 'find-direction']);

/**
 * '考公太卷了我不想考了' then '那还有什么工作比较稳定': the follow-up asks stable work in its own words, a subject the
 * turn before did not ask, so it is no request for more of the previous answer's items; the exam set aside is read
 * from the whole thread.
 */
function newInThread(reading: Reading, question: string, before: readonly string[]): boolean {
  return Boolean(reading.followUp) && before.length > 0 && !before.some((q) => STABLE.test(q)) && STABLE.test(question);
}

export function stableAsked(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  before: readonly string[] = [],
): Reading {
  const inThread = newInThread(reading, question, before);
  if ((reading.followUp && !inThread) || reading.options.length >= 2 || (reading.topic && !inThread)) return reading;
  if (reading.decision && !STANDS_IN.has(reading.decision.id) && !inThread) return reading;
  if (!STABLE.test(question) || !ASKS_KINDS.test(question)) return reading;
  const said = inThread ? [...before, question].join('，') : question;
  const exams = new RegExp(EXAM, 'u');
  if (exams.test(said) && (!SET_ASIDE.test(said) || EXAM_ASKED.test(said))) return reading;
  const topic = kb.planner.topics.find((t) => t.id === 'pref-stable');
  if (!topic) return reading;
  // The exam set aside, in this turn or one before ('考公太卷了'), is left out of the list like one said no to.
  const thread = [...before, question].join('，');
  const aside = [...thread.matchAll(new RegExp(SET_ASIDE.source, 'gu'))].flatMap((m) => m[0].match(exams) ?? []);
  const avoid = [...new Set([...reading.slots.avoid, ...aside])];
  return {
    ...reading,
    decision: undefined,
    case: undefined,
    topic,
    options: [],
    followUp: null,
    slots: { ...reading.slots, avoid },
  };
}
