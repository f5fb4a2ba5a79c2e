import { twoAsks } from './clause-role.js';
import type { KnowledgeBase } from './knowledge.js';
import { topicBesideTold } from './told.js';
import { readTarget } from './triggers.js';
import { BOTH_RULED_OUT } from './said-no.js';

/*
 * Which entry the question's own ask reaches: the first of two asks, and not one reached only through what the asker
 * rules out.
 */

// '是不是适合当老师' asks; it does not rule 老师 out. What is ruled out ends where the asking words begin, though no
// comma comes between: '不想考公有没有别的稳定工作' rules out 考公, and still asks for 稳定工作.
export const RULED_OUT =
  /(?:不想|不愿意?|不要|不喜欢|不考虑|不打算|讨厌|除了|排除掉?|而不是|(?<!是)不是|不再|不当|不做)(?:再|去|做|当|走|在)?(?:(?!有没有|有什么|有哪些|有啥|还有|还能|什么|怎么|哪)[^，。,？?！!；;]){1,10}/gu;

const LEAVING = /转行|转出|不想|不愿|离开|辞职|跳出|放弃/u;

/**
 * The first ask's entry, unless it is a case or topic about what the asker rules out ('文科生不想当老师也不想考公，还能做什么'
 * reached 30 岁转行's case of turning to 考公 by its word): then the entry read with the ruled-out clauses taken out. A
 * decision stays: it weighs the option ruled out against the others, and the asker's no is one of its reasons.
 */
export function readOwnAsk(kb: KnowledgeBase, question: string, avoid: readonly string[]) {
  const read = readFirstAsk(kb, question);
  // '面试被问为什么离职，被PUA能说吗': how to answer the interview, not the matter the answer would tell.
  // An interview or résumé topic the told clause reaches itself ('能说被裁了吗' for being let go) stays.
  const told = !/interview|resume/.test(read.topic?.area ?? '') && topicBesideTold(kb, question);
  if (told) return { topic: told };
  const about = read.case?.title ?? read.topic?.name ?? '';
  // An entry about leaving what is ruled out ('护士想转行' for '不想当护士') is the asker's own road away from it.
  if (!avoid.some((a) => about.includes(a)) || LEAVING.test(about)) return read;
  const rest = question.replace(BOTH_RULED_OUT, '，').replace(RULED_OUT, '，');
  const again = readFirstAsk(kb, rest);
  // Reached again without the words ruled out: the entry is about more than them ('家里人都让我考公，但我不想考公').
  if ((read.case && again.case === read.case) || (read.topic && again.topic === read.topic)) return read;
  const againAbout = again.case?.title ?? again.topic?.name ?? '';
  return avoid.some((a) => againAbout.includes(a)) ? { decision: again.decision } : again;
}

/**
 * The entry a question is about: with a second ask on the first's outcome ('要不要考教资？考的话要准备多久'), the
 * first ask's, when it reaches one; the second is answered after it (second-ask.ts).
 */
function readFirstAsk(kb: KnowledgeBase, question: string) {
  const first = twoAsks(question)?.first;
  const read = first ? readTarget(kb, first) : null;
  return read && (read.decision || read.topic) ? read : readTarget(kb, question);
}
