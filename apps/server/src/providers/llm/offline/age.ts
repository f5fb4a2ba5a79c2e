import type { Part } from './parts.js';

/**
 * Worries about age ('31岁还来得及吗', '到35岁就会被裁'): a counsellor names the real age limits where they exist
 * (the civil service's long-standing 35, raised to 38 from the 2026 national exam) and what actually protects
 * someone past 35 elsewhere, instead of leaving the worry unanswered.
 */

/**
 * A question that raises age: an age, the word itself, '来得及', '太晚', the 35 the worry is named after, or a fear of
 * being laid off some day ('干这行迟早被裁吧'). A layoff that has happened ('被裁了失业金怎么领') is about money and
 * papers, not age. '这个行业现在进去晚不晚' asks whether the field has passed its best years (outlook.ts), not age.
 */
const ASKS_AGE =
  /\d{2}\s*岁|(?:今年|已经|都|快)\s*[2-5]\d\s*了|年龄|来得及|太晚了?|(?<!(?:行业|赛道|进去|进入|入行)[^，。？?！!]{0,6})晚不晚|(?<![\d.])35(?![\d.%万千kKwW元块])|三十五|中年危机|(?:怕|担心|会不会|迟早|早晚|总会)被裁|青春饭/u;
const PUBLIC = /考公|公务员|国考|省考|考编|编制|事业单位|选调/u;

/** Openings varied by question, so the same advice never repeats word for word across answers. */
const NOW = ['与其担心年龄，不如', '把焦虑换成行动：', '真正有用的是'];
const hash = (s: string) => Array.from(s).reduce((h, c) => (h * 31 + c.codePointAt(0)!) % 997, 0);

/** A student's '来得及吗' asks about the calendar (this year's exam, this autumn's recruiting), not about age. */
const STUDENT = /大[一二三四]|研[一二三]|高[一二三]|应届|在校|保研|考研|毕业设计/u;
const AGE_ITSELF =
  /\d{2}\s*岁|(?:今年|已经|都|快)\s*[2-5]\d\s*了|年龄|(?<![\d.])35(?![\d.%万千kKwW元块])|三十五|中年危机|青春饭/u;

/** Technical work, whose usual next steps (架构, 测试开发) the example may name; other work gets the general ones. */
const TECH = /程序员|码农|开发|工程师|测试|前端|后端|算法|运维|技术|\bIT\b/iu;

/** Below this age an age said in passing raises no worry of its own, even before an exam with an age limit. */
const YOUNG_UNTIL = 28;
/**
 * Asking whether it is still possible at that age ('31岁了还能转行吗'), or an age as a horizon ('到35岁就会被裁'):
 * the age is the worry.
 */
const STILL_POSSIBLE =
  /还能(?:转|学|换|做|干|找|考|去)|还有(?:没有)?(?:机会|希望|必要)|还值得|算晚|晚了吗|晚吗|还行吗|被裁|裁员|(?:到了?|过了?|超过|满了?)\s*\d{2}\s*岁/u;

/** An age said as the asker's own: '我35岁', '今年36了' (without 岁, as people type it). */
const STATED_AGE =
  /(?:(?:今年|已经|都|快|马上|我|年龄|年纪)\s*(?:(\d{2})\s*周?岁|([2-5]\d)\s*了))|(?<=^|[，,。；;\s])([2-5]\d)\s*了(?=[，,。；;！？?!\s]|$)/u;
/** An age with 岁 that is no horizon looked to ('35岁以后', '到35岁', '35岁危机'). */
const AGE_NOT_HORIZON = /(?<![到过满]|[到过满]了)(\d{2})\s*周?岁(?!以后|之后|以前|之前|前|后|以上|以下|的人|危机)/u;

/**
 * The age the asker is ('今年34了，35岁以后怎么办' is 34), not the one a worry looks to, which is no age of theirs:
 * '程序员35岁以后怎么办' states none.
 */
export function askerAge(question: string): string | undefined {
  const stated = STATED_AGE.exec(question);
  return stated ? (stated[1] ?? stated[2] ?? stated[3]) : AGE_NOT_HORIZON.exec(question)?.[1];
}

export function agePart(question: string): Part | null {
  if (!ASKS_AGE.test(question)) return null;
  if (STUDENT.test(question) && !AGE_ITSELF.test(question)) return null;
  const age = askerAge(question);
  // '我26岁研究生刚毕业，拿了两个offer': a young age said in passing is background, not a worry about age.
  const worried = ASKS_AGE.test(question.replace(/\d{2}\s*岁/gu, '')) || STILL_POSSIBLE.test(question);
  if (age && Number(age) < YOUNG_UNTIL && !worried) return null;
  // '30岁宝妈，想重新工作，以前做会计': an age said as background, with no road that has an age limit, is not a worry
  // about age; the 35-year talk would answer a question not asked.
  if (age && !worried && !PUBLIC.test(question)) return null;
  const you = age ? `你现在 ${age} 岁，` : '';
  const lines: string[] = [];
  if (PUBLIC.test(question))
    lines.push(
      `- **考公的年龄线**：${you}考公的年龄上限多年来是 35 周岁（应届硕士、博士研究生放宽到 40 周岁），2026 年度国考起放宽到 38 周岁（应届硕博 43 周岁），不少省考和事业单位也在跟进调整，一定以当年招考公告为准；离年龄线还有几年，就按剩下的报考次数倒排复习计划。`,
    );
  else
    lines.push(
      `- **关于年龄**：${you}“35 岁”的说法来自部分企业招聘偏好年轻人、裁员时先动性价比低的岗位，但被淘汰的多是多年重复同样工作、没有积累的人；技术深度、带团队的经验或对一个行业的熟悉程度，都会让年龄从劣势变成资历。`,
      `- **现在能做的**：${NOW[hash(question) % NOW.length]}每一两年给自己盘点一次：手上有没有能讲出来的成果、有没有升级的技能（${TECH.test(question) ? '比如从开发走向架构、测试开发、数据或产品' : '比如从执行走向带人、从单一技能走向懂业务和管理'}），再决定是深耕还是换方向。`,
    );
  return { heading: '### 年龄这件事', lines, from: '年龄与招录规定' };
}
