import { subjectName } from './follow-entry.js';
import type { Reading } from './understand.js';

/*
 * '为什么要学SQL', '为啥需要考CPA', '为什么要先做实习': a thing the previous answer told the asker to learn or do,
 * asked the reason for. A counsellor says where it was said, what it is used for in the work or the choice the
 * conversation is on (in the content's own sentences that name it), and how to check it for oneself; not the reasons
 * for the answer's position, nor more of the topic.
 */

const ASKS_WHY_THIS =
  /^(?:那|可是?|但是?)?\s*(?:为什么|为啥|干嘛|干吗)(?:一定)?(?:要|需要|得|必须|非得|还要|先)(?:先)?(?:学|会|考|做|去|选|练|掌握|懂|有|拿)?\s*([^，,。？?！!\s]{2,12}?)\s*(?:呢|啊|呀|吗)?\s*[？?！!。]*$/u;

/** The thing asked the reason for, when the question asks why something must be learned or done. */
export function whyThisAsked(question: string): string | null {
  const thing = ASKS_WHY_THIS.exec(question.trim())?.[1];
  return thing && !/^(?:这|那|它)/u.test(thing) ? thing : null;
}

const plain = (line: string) =>
  line
    .replace(/\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(/^\s*(?:[-*+]|\d+[.、)])\s*/u, '')
    .replace(/[*_`#]/gu, '')
    .trim();

/** The sentences of the entry the conversation is on, each a thing the content says. */
function entrySentences(reading: Reading): string[] {
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
export function whyThisLines(reading: Reading, question: string, previousAnswer: string): string[] | null {
  const thing = whyThisAsked(question);
  if (!thing || !previousAnswer) return null;
  const lower = thing.toLowerCase();
  const line = previousAnswer.split('\n').find((l) => l.toLowerCase().includes(lower) && !/^#/u.test(l.trim()));
  if (!line) return null;
  const about = subjectName(reading) ?? '这件事';
  const said = plain(line);
  const uses = entrySentences(reading).filter(
    (s) => s.toLowerCase().includes(lower) && !previousAnswer.includes(s) && !said.includes(s),
  );
  const work = reading.roles[0]?.summary;
  return [
    `上一轮说到${thing}，原话是：“${Array.from(said).slice(0, 70).join('')}${Array.from(said).length > 70 ? '…' : ''}”`,
    uses.length
      ? `它用在哪：${uses.slice(0, 2).join('')}`
      : work
        ? `它用在哪：${about}每天的事是“${work.replace(/[。]$/u, '')}”，${thing}是把其中一环做出来、做得快的工具；缺了它，这一环就得靠别人帮忙，面试时也说不出自己独立做过什么。`
        : `它在${about}里是一道门槛：用人方拿它判断你能不能上手，没有它，后面的事要么做不了，要么要花更多时间向别人证明。`,
    `自己验证一下：去招聘软件搜十条${about}相关的岗位描述，数一数有几条写了${thing}、写的是“熟练”还是“了解”，就知道它对你有多要紧、学到什么程度够用。`,
    `如果你已经会一些${thing}，告诉我会到哪一步；还没开始的话，我可以按${about}最常用的那部分给你排个先学什么。`,
  ];
}
