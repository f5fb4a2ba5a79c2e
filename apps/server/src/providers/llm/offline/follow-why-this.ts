import { subjectName } from './follow-entry.js';
import type { KnowledgeBase } from './knowledge.js';
import { lineSaying } from './follow-why.js';
import type { Reading } from './understand.js';

/*
 * '为什么要学SQL', '为啥需要考CPA', '为什么要先做实习': a thing the previous answer told the asker to learn or do,
 * asked the reason for. A counsellor says where it was said, what it is used for in the work or the choice the
 * conversation is on (in the content's own sentences that name it), and how to check it for oneself; not the reasons
 * for the answer's position, nor more of the topic.
 */

const ASKS_WHY_THIS =
  /^(?:那|可是?|但是?)?\s*(?:为什么|为啥|干嘛|干吗)(?:一定)?(?:要|需要|得|必须|非得|还要|先)(?:先)?(?:学|会|考|做|去|选|练|掌握|懂|有|拿)?\s*([^，,。？?！!\s]{2,12}?)\s*(?:呢|啊|呀|吗)?\s*[？?！!。]*$/u;
/** '为什么说岗位内容比工资重要': a claim of the previous answer about a thing, asked the reason for. */
const ASKS_WHY_CLAIM =
  /^(?:那|可是?|但是?)?\s*(?:为什么|为啥)(?:你)?说\s*([^，,。？?！!\s]{2,8}?)(?:比|更|最|很|是|才|不|要|会)/u;

/** The thing asked the reason for, when the question asks why something must be learned or done, or matters. */
export function whyThisAsked(question: string): string | null {
  const text = question.trim();
  const thing = ASKS_WHY_THIS.exec(text)?.[1] ?? ASKS_WHY_CLAIM.exec(text)?.[1];
  return thing && !/^(?:这|那|它)/u.test(thing) ? thing : null;
}

/** The sentences of the entry the conversation is on, then of every decision and topic: each a thing said. */
function sentencesAbout(kb: KnowledgeBase, reading: Reading): string[] {
  const all = [
    ...kb.planner.decisions.flatMap((d) => [...d.considerations, ...d.steps]),
    ...kb.planner.topics.flatMap((t) => t.points),
  ];
  return [...entrySentences(reading), ...all.flatMap((s) => s.split(/(?<=[。；])/u).map((x) => x.trim()))];
}

/** The sentences of the entry the conversation is on, each a thing the content says. */
export function entrySentences(reading: Reading): string[] {
  const role = reading.roles[0];
  const major = reading.majors[0];
  const d = reading.decision;
  return [
    ...(role ? [role.summary, ...role.skills, role.entry, role.path] : []),
    ...(major ? [major.summary, ...major.skills, ...major.outlets.map((o) => o.detail)] : []),
    ...(d ? [...d.considerations, ...d.steps] : []),
    ...(reading.topic ? [...reading.topic.points, ...(reading.topic.pitfalls ?? [])] : []),
  ].flatMap((s) => s.split(/(?<=[。；])/u).map((x) => x.trim()));
}

/**
 * The reply, or null when the question asks no such why or the previous answer did not say the thing: the thing
 * then is no part of what was said, and is read as a question of its own.
 */
export function whyThisLines(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  previousAnswer: string,
): string[] | null {
  const thing = whyThisAsked(question);
  if (!thing || !previousAnswer) return null;
  // What the previous answer said is about what its question was about, whatever this question's words reach.
  const on = reading.followUp?.previous ?? reading;
  const lower = thing.toLowerCase();
  const said = lineSaying(previousAnswer, thing);
  if (!said) return null;
  const about = subjectName(on) ?? '这件事';
  const uses = [
    ...new Set(
      sentencesAbout(kb, on).filter(
        (s) => s.toLowerCase().includes(lower) && !previousAnswer.includes(s) && !said.includes(s),
      ),
    ),
  ];
  const work = on.roles[0]?.summary;
  // Nothing written on what it is for, and no job to tie it to: no reason to give but a made-up one.
  if (!uses.length && !work) return null;
  const claim = ASKS_WHY_CLAIM.test(question.trim());
  const reason = uses.length
    ? `${claim ? '这样说的理由' : '它用在哪'}：${uses.slice(0, 2).join('')}`
    : `它用在哪：${about}每天的事是“${work!.replace(/[。]$/u, '')}”，${thing}是把其中一环做出来、做得快的工具；缺了它，这一环就得靠别人帮忙，面试时也说不出自己独立做过什么。`;
  return [
    `上一轮说到${thing}，原话是：“${Array.from(said).slice(0, 70).join('')}${Array.from(said).length > 70 ? '…' : ''}”`,
    reason,
    claim
      ? `放到你身上验证一下：把手上的选项按${thing}各打一个分，再和你原来心里的排序比一比，两种排法不一样的地方，就是你要多想想的地方。`
      : `自己验证一下：去招聘软件搜十条${about}相关的岗位描述，数一数有几条写了${thing}、写的是“熟练”还是“了解”，就知道它对你有多要紧、学到什么程度够用。`,
    claim
      ? `你手上具体是哪几个选项，把它们的${thing}说给我听，我帮你一起比。`
      : `如果你已经会一些${thing}，告诉我会到哪一步；还没开始的话，我可以按${about}最常用的那部分给你排个先学什么。`,
  ];
}
