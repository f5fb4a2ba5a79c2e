import type { ChatProfile } from '../llm.provider.js';
import { listedItems } from './dialogue.js';
import { asksSwap, droppedItem } from './follow-drop.js';
import type { KnowledgeBase, Role } from './knowledge.js';
import { listLines } from './without.js';
import type { Reading } from './understand.js';

/*
 * '还有别的选择吗', '还有其他选项吗', '除了这些还有啥', '有没有其他出路，不当老师的那种': options the previous answer did not list.
 * Saying more about the ones listed (their certificates, the realities of the major) does not answer it. What is new:
 * the major's outlets not yet named, then jobs whose interest types are close to the major's (or the asker's own
 * result); what the asker rules out is left out, and the listed ones that escape it are named again in a line.
 */

export const ASKS_OTHER =
  /还有(?:没有)?(?:别的|其他|其它|啥|什么)(?:的)?(?:选择|选项|出路|去向|方向|工作|路子?|职业|可以做|能做|可选)|有没有(?:别的|其他|其它)(?:的)?(?:选择|选项|出路|去向|方向|工作|路子?|职业)|除了(?:这些|这几个|上面|你说的|刚才)|(?:别的|其他|其它)(?:选择|选项|出路|去向|方向)(?:吗|呢|有吗)|这些(?:我)?都不(?:太)?(?:想|喜欢|感兴趣|合适)/u;

/** '还有吗', '还有别的吗', '除了这些呢': asking for more with no word of what, which after a list means more of it. */
const BARE_MORE =
  /^(?:那|那么)?(?:还有(?:没有)?(?:别的|其他|其它|更多)?(?:的)?|除了(?:这些|这几个|上面这些)(?:以外|之外)?(?:还有)?)(?:吗|嘛|么|呢|没)?[？?。！!～~]*$/u;

/** Whether a follow-up asks for options the previous answer did not list (a bare '还有吗' only after a list). */
export function asksOther(question: string, previousAnswer: string): boolean {
  const text = question.trim();
  // '换一个', '第二个不想做': another pick, without the one turned down (follow-drop.ts).
  if (asksSwap(text) || droppedItem(text, previousAnswer)) return listedItems(previousAnswer).length >= 2;
  return ASKS_OTHER.test(text) || (BARE_MORE.test(text) && listedItems(previousAnswer).length >= 3);
}

/** '不当老师的那种', '不想做销售': what the asker rules out, in the words the content may use for it. */
const RULES_OUT = /(?:不想|不愿意?|不要|不|别)(?:当|做|去|干|进)([\p{Script=Han}]{2,4}?)(?:的|了|那种|这种|，|,|$)/u;
const SAME_AS: Array<[RegExp, string]> = [
  [/老师|教师|教书/u, '老师|教师|教育|教辅|教学'],
  [/销售/u, '销售|业务'],
  [/公务员|考公|体制/u, '考公|公务员|事业单位|体制'],
];

function ruledOut(question: string): RegExp | null {
  const said = RULES_OUT.exec(question)?.[1];
  if (!said) return null;
  return new RegExp(SAME_AS.find(([re]) => re.test(said))?.[1] ?? said, 'u');
}

/** How close a job's interest code is to a code wanted: the wanted letters it shares, the first counting most. */
function closeness(code: string, wanted: string): number {
  return Array.from(wanted).reduce((n, letter, i) => n + (code.includes(letter) ? 3 - i : 0), 0);
}

function roleCode(kb: KnowledgeBase, role: Role): string {
  return role.codes.map((c) => kb.occupations.get(c)?.hollandCode).find(Boolean) ?? '';
}

/** An entry that names a licence exam: the trade is open to the majors the licence is. */
const LICENSED = /执业|资格考试|法考|法律职业资格/u;
const opensTo = (kb: KnowledgeBase, role: Role, majorName: string) =>
  role.codes.some((c) => kb.occupations.get(c)?.majors.some((m) => m.includes(majorName) || majorName.includes(m)));

/**
 * The reply to a request for other options, or null when the question asks for none or the conversation is on no
 * major or job. When nothing new is left it says so, and asks what put the asker off the ones listed.
 */
export function otherOptions(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  previousAnswer: string,
  profile: ChatProfile,
): string[] | null {
  if (!asksOther(question, previousAnswer)) return null;
  const on = reading.followUp?.previous ?? reading;
  const major = on.majors[0] ?? on.slots.ownMajor;
  const role = on.roles[0];
  if (!major && !role && !on.topic && !on.decision) return null;
  // A bare '还有吗' after a topic's or decision's points asks for more of them, which the thread answers.
  if (!ASKS_OTHER.test(question) && !major && !role) return null;
  const dropped = droppedItem(question, previousAnswer);
  const listed = listedItems(previousAnswer).filter((i) => i !== dropped);
  const fresh = (name: string) => !previousAnswer.includes(name.replace(/[（(].*$/u, ''));
  const out = ruledOut(question);
  // What is like the item turned down ('中学生物教师' → 老师, 教师, 教育) is left out with it.
  const like = dropped ? SAME_AS.find(([re]) => re.test(dropped)) : undefined;
  const alike = like ? new RegExp(like[1], 'u') : null;
  const allowed = (text: string) => (!out || !out.test(text)) && (!alike || !alike.test(text));
  const lines: string[] = [];
  if (major)
    for (const o of major.outlets.filter((o) => fresh(o.name) && allowed(`${o.name}${o.detail}`)))
      lines.push(`- **${o.name}**：${o.detail}`);
  // The moves the major's graduates commonly make ('审计', '财务分析' from 会计学), by their job's card when there is one.
  if (major)
    for (const to of (major.switchTo ?? []).filter((t) => fresh(t) && allowed(t))) {
      if (lines.length >= 4) break;
      const card = kb.roles.find((r) => r.name === to || r.aliases.includes(to));
      if (card && !fresh(card.name)) continue;
      lines.push(`- **${to}**：${card ? card.summary : `${major.name}毕业生常转去的方向，专业课里的底子用得上。`}`);
    }
  // Jobs of a close interest code, by the asker's own result when they have one, else by the major's or job's.
  const wanted = profile.riasec?.hollandCode ?? major?.riasec ?? (role ? roleCode(kb, role) : '');
  if (wanted && lines.length < 4) {
    const jobs = kb.roles
      .filter((r) => r !== role && fresh(r.name) && !r.aliases.some((a) => a.length >= 2 && previousAnswer.includes(a)))
      .filter((r) => allowed(`${r.name}${r.summary}`))
      // A licensed trade (医生, 护士, 律师) is no option for a major its licence is not open to.
      .filter((r) => !major || !LICENSED.test(r.entry) || opensTo(kb, r, major.name))
      // Picked by the major's code (no result of the asker's), a job is only a neighbour when its cards take that
      // major: 后端开发 shares 药学's letters but is no other option for it.
      .filter((r) => !major || profile.riasec || opensTo(kb, r, major.name))
      .map((r) => ({ r, n: closeness(roleCode(kb, r), wanted) }))
      .filter((x) => x.n >= 4)
      .sort((a, b) => b.n - a.n)
      .slice(0, 4 - lines.length);
    for (const { r } of jobs)
      lines.push(
        `- **${r.name}**（兴趣类型 ${roleCode(kb, r)}，和${profile.riasec ? '你的测评' : ''}${wanted}相近）：${r.summary}`,
      );
  }
  const kept = out
    ? listed.filter((i) => listLines(previousAnswer, i).every((l) => allowed(l)))
    : dropped
      ? listed.slice(0, 3)
      : [];
  const named = dropped ? `“${dropped}”` : listed.slice(0, 3).join('、');
  if (!lines.length)
    return [
      `上一轮说的${named || '这些'}，已经是站内资料里${major ? `${major.name}` : '这个方向'}能说的主要选择了，再往下列就没有资料依据了。`,
      `想请你说一句：上面这些你不想做，主要是因为什么（工作内容、收入、城市，还是要考的证）？知道了这一点，我可以从相邻的专业或职业里帮你找。`,
    ];
  return [
    dropped
      ? `不考虑上一轮的${named}，换成还没说过的，可以看看下面这些：`
      : `除了上一轮说的${named}${listed.length > 3 ? '等' : ''}，还可以看看下面这些：`,
    lines.join('\n'),
    ...(kept.length
      ? [
          dropped
            ? `上一轮说的里，${kept.join('、')}也还可以留着比较；${dropped}哪一点让你不想做，告诉我，我按它避开同类的。`
            : `上一轮说的里，和${RULES_OUT.exec(question)?.[1]}无关的还有：${kept.join('、')}，也可以留着比较。`,
        ]
      : []),
    ...(lines.some((l) => l.includes('（兴趣类型'))
      ? [
          `按兴趣类型挑出来的这几个，做事的方式和${major?.name ?? role?.name ?? '你现在的方向'}相近，但多数要另补它自己的技能，入行前先看看它的招聘要求。`,
        ]
      : []),
    `这些里哪一个想多了解，直接说第几个，我接着讲它和${major?.name ?? role?.name ?? '上一轮说的'}的衔接、每天做什么、怎么入行。`,
  ];
}
