import { subjectName } from './follow-entry.js';
import { entrySentences } from './follow-why-this.js';
import type { Reading } from './understand.js';

/*
 * '为什么要学这些', '这些都要学吗，为什么' after a list of skills: the asker wants each one tied to the work, not the
 * list again nor a note on where it came from. A counsellor goes item by item: what it does in the job (the content's
 * own sentence naming it when there is one, else what kind of skill it is), which to learn first, and how to check
 * the list against real postings.
 */

/** Asking the reason for the things just listed ('这些', '这几样', '它们'), not for one named thing. */
const ASKS_WHY_THESE =
  /(?:为什么|为啥|干嘛|干吗|有什么用|有啥用|有必要)[^，,。？?]{0,8}(?:这些|这几[样个项门种]|它们)|(?:这些|这几[样个项门种]|它们)[^，,。？?]{0,8}(?:为什么|为啥|有什么用|有啥用|都要学吗|都得学吗|都要会吗)/u;

/** The skills the previous answer listed: its '**核心技能**：a；b；c' line, each item without its bracketed aside. */
function skillsListed(previousAnswer: string): string[] {
  const line = /\*\*(?:核心技能|技能要求|需要的技能|要学的|必备技能)\*\*：([^\n]+)/u.exec(previousAnswer)?.[1] ?? '';
  return line
    .replace(/（职业资料.*$/u, '')
    .split(/[；;]/u)
    .map((s) => s.trim().replace(/[。]$/u, ''))
    .filter((s) => Array.from(s).length >= 2)
    .slice(0, 5);
}

/** The word an item is found by in other sentences: its leading Latin name ('SQL 取数' → SQL); Chinese ones are too loose. */
function keyOf(item: string): string | undefined {
  return /^[A-Za-z][A-Za-z+#.]+/u.exec(item)?.[0];
}

/** What a skill of this kind does in the work, when no written sentence says it of the item itself. */
const KINDS: Array<[RegExp, (job: string) => string]> = [
  [
    /基础|原理|统计|数学|网络|算法/u,
    (job) => `它是底子：${job}遇到的问题要靠它判断对不对、为什么这样做，缺了它只能照着别人的做法套`,
  ],
  [
    /沟通|表达|协调|理解|洞察|敏感|推进|维护/u,
    (job) => `它决定做出来的东西有没有人用：${job}的成果要讲给别人听、让别人采纳，光会工具升不上去`,
  ],
  [
    /框架|工程化|构建|测试|调试|流程|规则/u,
    () => '公司里的项目都按它来做，招聘要求里常直接点名；会了才能接手团队已有的工作，而不是只能写练习',
  ],
  [/可视化|报表|图表|原型|排版/u, () => '它把结论或想法变成别人一眼看懂的东西，汇报、评审和面试作品都靠它'],
  [
    /文案|内容|写作|策划|活动/u,
    (job) => `它就是${job}的产出本身：用户和老板看到的就是它，作品集里最能证明能力的也是它`,
  ],
];
function kindOf(item: string, job: string): string {
  const kind = KINDS.find(([re]) => re.test(item));
  return kind ? kind[1](job) : `${job}每天的活要用${keyOf(item) ?? '它'}实际做出来，招聘要求里点名最多，面试常当场考`;
}

/** The reply, or null when the question asks no why of the listed things or the previous answer listed no skills. */
export function whyTheseLines(
  reading: Reading,
  question: string,
  previousAnswer: string,
  earlierAnswers: readonly string[] = [],
): string[] | null {
  if (!ASKS_WHY_THESE.test(question)) return null;
  // The list may be two turns back when the last turn only said it had nothing to add.
  const items = [previousAnswer, ...[...earlierAnswers].reverse()].map(skillsListed).find((l) => l.length >= 2) ?? [];
  if (items.length < 2) return null;
  const on = reading.followUp?.previous ?? reading;
  const job = on.roles[0]?.name ?? subjectName(on) ?? '这份工作';
  // Sentences saying more than the skill's own name: not the skills themselves, not what was said already.
  const written = entrySentences(on).filter(
    (s) => Array.from(s).length >= 15 && !previousAnswer.includes(s) && !(on.roles[0]?.skills ?? []).includes(s),
  );
  const lines = items.map((item) => {
    const key = keyOf(item)?.toLowerCase();
    const said = key ? written.find((s) => s.toLowerCase().includes(key)) : undefined;
    return `- **${item}**：${said ?? `${kindOf(item, job)}。`}`;
  });
  return [
    `前面列的是${job}的核心技能，它们不是随便凑的，每一项都对应工作里的一件事，因为缺了哪一项，那件事就得靠别人：`,
    lines.join('\n'),
    `先后顺序：先学${items[0]}，它最快能让你做出一个能拿给别人看的东西；其余的边做项目边补。不必每项都学到精通，够用的程度以招聘要求为准。`,
    `自己验证一下：在招聘软件上搜十条${job}的岗位描述，数数每一项出现几次、写的是“熟练”还是“了解”，出现最多的先学。你已经会哪几项，告诉我，我帮你排剩下的。`,
  ];
}
