import type { Major } from './content/schema.js';
import type { KnowledgeBase, Role } from './knowledge.js';
import { bullets } from './parts.js';
import type { Body } from './result-body.js';
import { occupationLink } from './sections.js';
import type { Reading } from './understand.js';

/*
 * '建筑设计院的结构工程师怎么样': a job title one card holds as an alias (机械工程师's 结构工程师) named in the setting
 * of another field, where it is another job. The neighbour's card does not stand in: the answer says there is no
 * card for it, answers from the field whose usual outlets name that job in that setting, and links only its pages.
 */

/** What a title names apart from the word for an engineer or worker: '结构工程师' → 结构. */
const core = (title: string) => title.replace(/(?:工程师|设计师|师|员)$/u, '');

/** The name the question uses for the role, longest first ('软件测试工程师' over '测试'). */
function titleUsed(role: Role, question: string): string | undefined {
  const q = question.toLowerCase();
  return [role.name, ...role.aliases].sort((a, b) => b.length - a.length).find((n) => q.includes(n.toLowerCase()));
}

/** Pieces of the setting three characters long: '建筑设计院' is matched by 设计院 as well. */
function pieces(setting: string): string[] {
  const chars = Array.from(setting);
  if (chars.length <= 3) return [setting];
  return chars.slice(0, -2).map((_, i) => chars.slice(i, i + 3).join(''));
}

interface Elsewhere {
  role: Role;
  title: string;
  setting: string;
  outlets: Array<{ major: Major; outlet: Major['outlets'][number] }>;
}

export function cardElsewhere(kb: KnowledgeBase, reading: Reading, question: string): Elsewhere | null {
  const role = reading.roles[0];
  if (!role || reading.followUp) return null;
  const title = titleUsed(role, question);
  // Only a title of a trade ('结构工程师'), not a short field word ('前端', '测试') nor a word as wide as 老师.
  if (!title || title === role.name || !/(?:工程师|设计师)$/u.test(title)) return null;
  const before = question.slice(0, question.toLowerCase().indexOf(title.toLowerCase()));
  const setting = (/[^，。,？?！!；;\s]{2,10}$/u.exec(before.replace(/的$/u, ''))?.[0] ?? '').replace(
    /^(?:在|去|进|想去|想进)/u,
    '',
  );
  // '学建筑的做结构工程师' says the asker's background, not where the job is.
  if (Array.from(setting).length < 2 || /学|读|专业|毕业/u.test(before)) return null;
  const own = (codes: readonly string[] | undefined) => codes?.some((c) => role.codes.includes(c));
  const keys = pieces(setting);
  const outlets = kb.planner.majors.flatMap((major) =>
    major.outlets
      .filter((o) => {
        const text = `${o.name}${o.detail}`;
        return text.includes(core(title)) && keys.some((k) => text.includes(k)) && !own(o.occupations);
      })
      .map((outlet) => ({ major, outlet })),
  );
  return outlets.length ? { role, title, setting, outlets } : null;
}

/** Answers the job from its field in place of the neighbour's card; false when the card is this job's. */
export function answerElsewhere(kb: KnowledgeBase, b: Body, reading: Reading, question: string): boolean {
  const found = cardElsewhere(kb, reading, question);
  if (!found) return false;
  const { role, title, setting, outlets } = found;
  const fields = [...new Set(outlets.map((o) => o.major.name))];
  const lines = [
    `站内没有“${setting}的${title}”这张职业卡片。站内叫${title}的卡片写的是${role.name}（${role.summary.split(/[：:，,。；]/u)[0]}），和${setting}的${title}不是一回事，我不拿它来回答。`,
    ...outlets.slice(0, 3).map(({ major, outlet }) => {
      const links = (outlet.occupations ?? []).map((c) => kb.occupations.get(c)).filter((o) => !!o);
      return `它属于${major.name}的出路：**${outlet.name}**：${outlet.detail}${links.length ? `（职业资料：${links.map((o) => occupationLink(o!)).join('、')}）` : ''}`;
    }),
    `下面按${fields.join('、')}这一行的情况来说；要看工作内容、门槛和收入，也可以直接问${fields[0]}的出路。`,
  ];
  b.parts = b.parts.filter((p) => p.from !== `职业卡片「${role.name}」` && !p.from.includes(`「${role.name}」`));
  b.parts.unshift({
    heading: `### ${setting}的${title}`,
    lines: bullets(lines),
    from: `专业资料「${fields[0]}」的出路`,
  });
  b.readAs = `${setting}的${title}（站内没有它的职业卡片，按${fields.join('、')}的方向回答）`;
  return true;
}
