import type { KnowledgeBase } from './knowledge.js';
import { optionsWeighed } from './decision-options.js';
import { readTarget } from './triggers.js';
import type { Reading } from './understand.js';

/*
 * '想辞职和朋友一起创业', '想辞职开个工作室做摄影', '程序员能不能辞职做独立开发者，接外包': leaving a job for a
 * move of one's own is a different decision from quitting with nothing lined up (裸辞), and taking outsourced gigs
 * (接外包) is freelancing, not being employed by an outsourcing firm. The move the asker names is the decision.
 */

const MOVES: Array<{ decision: string; words: RegExp }> = [
  // Starting something of one's own: a company, a shop, a studio, with partners.
  {
    decision: 'startup-vs-job',
    words:
      /创业|(?<![离展召公])开(?:个|一个|一家|家)?\p{Script=Han}{0,4}?(?:店|公司|工作室)|合伙(?:做|开|干)|自己当老板|当老板/u,
  },
  // Working for oneself without an employer: gigs, content, independent products.
  {
    decision: 'freelance-quit',
    words:
      /自由职业|自由撰稿|撰稿人|接(?:私|点)?单|接(?:点)?(?:外包|私活|活)|单干|自媒体|博主|up主|独立开发|做副业|副业转全职/iu,
  },
];

/** Decisions a named move stands in for: quitting as such, and an outsourcing job when the gigs are one's own. */
function standsIn(reading: Reading, question: string): boolean {
  const id = reading.decision?.id;
  if (id === 'quit-without-offer') return true;
  return id === 'outsourcing-job' && /接(?:点)?外包|外包(?:单|活)/u.test(question);
}

/** Changing one's line of work: '想辞职转行', '辞掉工作换个行业'. */
const CHANGES_LINE = /转行|换(?:个)?行业|跨行/u;
/** The quitting and the tiredness said beside a change of line: how and why, not what is asked. */
const QUITTING_BESIDE = /实在|太累了?|好累|累了|身心俱疲|扛不住|(?:想|要|准备|打算)?(?:裸辞|辞职|辞掉工作|离职)/gu;

export function moveOverQuitting(kb: KnowledgeBase, reading: Reading, question: string): Reading {
  if (reading.followUp || !standsIn(reading, question)) return reading;
  // '当了四年老师，太累了想辞职转行，能转啥？又舍不得编制': the change of line is the move, read from the rest of
  // the question (the line left, the 编制 weighed), not 裸辞's burnout case.
  if (reading.decision?.id === 'quit-without-offer' && CHANGES_LINE.test(question)) {
    const rest = readTarget(kb, question.replace(QUITTING_BESIDE, '，'));
    if (rest.decision && rest.decision.id !== 'quit-without-offer')
      return { ...reading, decision: rest.decision, case: rest.case, options: optionsWeighed(rest.decision, question) };
  }
  const move = MOVES.find((m) => m.words.test(question));
  const decision = move && kb.planner.decisionById.get(move.decision);
  if (!decision) return reading;
  return { ...reading, decision, case: undefined, options: optionsWeighed(decision, question) };
}
