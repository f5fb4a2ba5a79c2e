import type { Major } from './content/schema.js';

/*
 * '学心理学的转做HR，有什么优势和劣势', '统计学背景做数据分析，短板会是什么': the sides of a major in a job are asked,
 * not only whether it fits. What the major trains that the job uses is the strength; what the job asks that the
 * major does not train is the gap, named from the two skill lists rather than said in general.
 */

/** Asking for a background's strengths or gaps in a job. */
export const ASKS_SIDES = /优势|劣势|短板|优缺点|优劣|不足|缺什么|欠缺|差什么/u;

/** Two-character runs of Chinese and whole Latin words ('SQL', 'Python'): what two skills can share. */
function tokensOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const run of text.match(/\p{Script=Han}+/gu) ?? [])
    for (let i = 0; i + 2 <= run.length; i++) out.add(run.slice(i, i + 2));
  for (const word of text.match(/[A-Za-z]{2,}/gu) ?? []) out.add(word.toLowerCase());
  return out;
}

const shares = (a: Set<string>, b: Set<string>) => [...a].some((t) => b.has(t));

/** The strength and gap lines of a major in a job, from the major's skills against the job's. */
export function sidesLines(jobName: string, jobSkills: readonly string[], major: Major): string[] {
  const asked = tokensOf(jobSkills.join('；'));
  const carried = major.skills.filter((s) => shares(tokensOf(s), asked));
  const trained = tokensOf(`${major.name}；${major.skills.join('；')}`);
  const gaps = jobSkills.filter((s) => !shares(tokensOf(s), trained)).slice(0, 3);
  const lines = [
    carried.length
      ? `**优势**：${major.name}练过的${carried.join('、')}，正是${jobName}要用的。`
      : `**优势**：${major.name}练过的${major.skills.slice(0, 2).join('、')}，和${jobName}的活不直接对口，要在简历和面试里讲成它用得上的本事。`,
  ];
  lines.push(
    gaps.length
      ? `**短板**：${jobName}要的${gaps.join('、')}，${major.name}的课程里练得少，要靠自学、实习或项目补上。`
      : `**短板**：不在技能上：${jobName}要的能力${major.name}大多练过，差的是实习和做成过的项目。`,
  );
  return lines;
}
