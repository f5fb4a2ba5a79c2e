import type { KnowledgeBase, Occupation, Role } from './knowledge.js';
import type { Part } from './parts.js';

/*
 * A job title the asker typed ('招投标专员', '信贷客户经理', '猎头顾问'): whether the content has an entry of that name,
 * or only a family whose word the title holds ('客户经理' in '信贷客户经理'). A family's card is said as the nearest one,
 * with the title named and one question back, never as the job's own.
 */

/** The words a job's name ends in. */
const TITLE_END = '工程师|业务员|专员|经理|主管|代表|干部|顾问|助理|经纪人|中介|管理员|员|师';

/**
 * A typed title and its core before the ending ('数据标注员' → 数据标注), followed by what is asked of it. A title
 * never holds 的, 和, 跟 or 它: in 'SaaS公司的客户成功经理' the title is 客户成功经理, in '它和项目经理' 项目经理; nor
 * the verb that takes it up: in '去高校当辅导员', '在银行做柜员' the title is 辅导员, 柜员.
 */
const TYPED_TITLE = new RegExp(
  `(([^\\P{Script=Han}的和跟它去当做在]{2,6}?)(?:${TITLE_END}))(?=是|的|怎么|这|要|需要|有|吗|每天|日常|平时|主要|累|辛苦|前景|门槛|工作|[，。？?！!]|$)`,
  'u',
);

/** The title the question asks about, with its core; undefined when it types none. */
export function typedTitle(question: string): { title: string; core: string } | undefined {
  const m = TYPED_TITLE.exec(question);
  return m ? { title: m[1]!, core: m[2]! } : undefined;
}

/**
 * Occupations found by words, kept only when they are the job the asker named: a typed title the catalogue lacks
 * ('数据标注员') is not answered with one that shares a word ('数据仓库工程师', '博彩场经理' for '理财经理').
 */
export function nearTitle(found: Occupation[], question: string): Occupation[] {
  const core = typedTitle(question)?.core;
  return core ? found.filter((o) => o.titleZh.includes(core)) : found;
}

/**
 * The typed title when no job of the content bears it and every job found is only its family: a role whose name
 * the title holds ('销售' in '信贷客户经理') or an occupation found by its core. Undefined when a job is named as
 * it is ('医药代表'), or when the jobs found are others the question names beside it.
 */
export function unlistedTitle(
  kb: KnowledgeBase,
  question: string,
  jobs: { roles: Role[]; occupations: Occupation[] },
): string | undefined {
  const typed = typedTitle(question);
  if (!typed || (!jobs.roles.length && !jobs.occupations.length)) return undefined;
  // '法务专员', '审计助理': the job's own name with a rank after it is the job.
  const key = typed.title.toLowerCase();
  const core = typed.core.toLowerCase();
  if (kb.names.some((n) => n.key === key || n.key === core)) return undefined;
  const inTitle = (names: string[]) => names.some((n) => key.includes(n.toLowerCase()));
  const family =
    jobs.roles.every((r) => inTitle([r.name, ...r.aliases])) &&
    jobs.occupations.every((o) => o.titleZh.includes(typed.core));
  return family ? typed.title : undefined;
}

/** Said before a family's card: the title has no entry of its own, this is the nearest one. */
export function nearestFamilyPart(title: string, family: readonly string[]): Part {
  return {
    lines: [
      `站内资料里没有“${title}”的专门条目，它和${family.map((f) => `“${f}”`).join('、')}最接近，下面先按这一类说，具体职责以招聘描述为准。`,
    ],
    from: `职业资料（与「${title}」最接近的一类）`,
  };
}

/** One question back, so the next answer can be about the title itself. */
export const titleQuestion = (title: string) => ({
  lines: [`你看到的“${title}”是在哪类公司、招聘描述里写了哪些职责？发给我，我帮你对照着说具体。`],
  from: `职业资料（与「${title}」最接近的一类）`,
});
