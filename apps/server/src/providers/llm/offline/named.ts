import type { Major } from './content/schema.js';
import type { KnowledgeBase, Occupation } from './knowledge.js';
import { withoutHeldNames } from './held-names.js';
import { tokenize } from './tokenize.js';

/*
 * The jobs and majors a text names: by their names in the content (longest first, never overlapping), or, for jobs,
 * by words that reach a catalogue title. Used on a question, on the conversation before it, and on a follow-up.
 */

const LATIN = /[a-z]/;
const escaped = (key: string) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Where a name may stand: a name starting or ending in a Latin letter never inside a longer English word. */
const boundaries = new Map<string, RegExp>();
function nameAt(key: string): RegExp {
  let re = boundaries.get(key);
  if (!re) {
    const before = LATIN.test(key[0]!) ? '(?<![a-z])' : '';
    const after = LATIN.test(key.at(-1)!) ? '(?![a-z])' : '';
    re = new RegExp(`${before}${escaped(key)}${after}`, 'g');
    boundaries.set(key, re);
  }
  return re;
}

/**
 * Names in a text, longest first and never overlapping ('软件测试工程师' hides '测试'). A Latin name is a word of its
 * own: 'linux' names no UX designer, 'logistics' no GIS.
 */
export function namesIn<T>(text: string, names: ReadonlyArray<{ key: string }>, value: (n: never) => T): T[] {
  let rest = text.toLowerCase();
  const found: T[] = [];
  for (const entry of names) {
    if (!rest.includes(entry.key)) continue;
    const re = nameAt(entry.key);
    const left = rest.replace(re, '\u0000');
    if (left === rest) continue;
    rest = left;
    const v = value(entry as never);
    if (!found.includes(v)) found.push(v);
  }
  return found;
}

/** Words about the asker or the test, never a job's ('兴趣代码' is no 兴趣培训教师). */
// Workplaces are not jobs: '工资会比医院低吗' after a nurse's question is not about 医院护送员.
const NOT_JOB_WORDS = new Set([
  '兴趣',
  '爱好',
  '测评',
  '结果',
  '代码',
  '性格',
  '专业',
  '医院',
  '学校',
  '公司',
  '工厂',
  '单位',
  '机构',
  // What is asked of a job ('以后能往哪里发展', '前景怎么样') is no part of its name: not 可持续发展专员.
  '发展',
  '前景',
  '晋升',
  '出路',
  '方向',
  '未来',
  // How far along the asker is ('零基础要学多久', '没基础能入门吗') is no part of a job's name: not 基础护理.
  '基础',
  '入门',
  '小白',
  '新手',
]);

/**
 * A Holland type's name ('研究型和艺术型都很高') is the asker's result, not a job's word: 艺术型 reaches no 艺术总监.
 */
export const TYPE_NAMES = /(?:现实|实际|研究|艺术|社会|企业|管理|常规|传统|事务)型/gu;

/** Occupations found by the words of a text, only where a word reaches the title or a major of one. */
export function searchJobs(kb: KnowledgeBase, text: string): Occupation[] {
  const terms = [...new Set(tokenize(text.replace(TYPE_NAMES, '，')))]
    .filter((term) => !NOT_JOB_WORDS.has(term))
    .map((term) => ({ term, weight: 1 }));
  const hits = kb.indexes.occupation.search(terms, 6);
  const best = hits[0]?.score ?? 0;
  return hits
    .filter((h) => h.score >= Math.max(1, best * 0.5))
    .map((h) => ({ h, o: kb.occupations.get(h.id)! }))
    .filter(({ h, o }) => h.matched.some((t) => o.titleZh.includes(t)))
    .slice(0, 4)
    .map(({ o }) => o);
}

/** Job names in a text: hand-written roles and catalogue occupations. */
/**
 * A bank named as where the asker's paperwork is kept ('HR要看我银行流水', '工资打到银行卡'): not the finance work
 * they might enter.
 */
export const BANK_PAPERWORK = /银行(?=流水|卡|账户|账号|转账|app)/giu;

/** '学心理学的想当咨询师': beside 心理, a bare 咨询师 is the psychological counsellor, not a management consultant. */
export const counsellorInField = (text: string) =>
  /心理/u.test(text) ? text.replace(/(?<!心理)咨询师/gu, '心理咨询师') : text;

export function namedJobs(kb: KnowledgeBase, text: string) {
  const named = namesIn(
    withoutHeldNames(counsellorInField(text.replace(BANK_PAPERWORK, '，'))),
    kb.names,
    (n: { kind: 'role' | 'occupation'; id: string }) => `${n.kind}:${n.id}`,
  );
  const roles = named.filter((n) => n.startsWith('role:')).map((n) => kb.roles.find((r) => `role:${r.id}` === n)!);
  const occupations = named
    .filter((n) => n.startsWith('occupation:'))
    .map((n) => kb.occupations.get(n.slice('occupation:'.length))!);
  return { roles, occupations };
}

/**
 * '英语不好', '数学很差', '我英语一般，…': a subject the asker is weak in, not a major they study or ask about. A bare
 * '一般' counts only where the clause ends on it: '计算机专业一般找什么工作' uses it as 'usually'.
 */
const WEAK_SUBJECT =
  /\p{Script=Han}{2,4}(?=(?:很|太|比较|特别|非常|有点)?(?:不太好|不怎么好|不好|不太行|不行|差|烂|薄弱|弱|一般般|一般(?=[，,。？?！!；;\s]|$)))/gu;

/** Job words that hold a major's short alias ('学前端' is learning front-end, not 学前教育). */
const JOB_WORDS_OVER_MAJORS = /前端|后端/gu;

/**
 * A field named only as part of a credential or profession's title: '税务师和CPA先考哪个' says what the asker asks
 * about, not that they study 税收学.
 */
const TITLE_FIELD = /\p{Script=Han}{2}(?=师(?!范|兄|姐|弟|妹|傅))/gu;

/** The majors a question may name as the asker's own: not a field inside a title it asks about. */
export const studiedMajors = (kb: KnowledgeBase, text: string): Major[] =>
  namedMajors(kb, text.replace(TITLE_FIELD, '，'));

export function namedMajors(kb: KnowledgeBase, text: string): Major[] {
  let rest = text.replace(WEAK_SUBJECT, '，').replace(JOB_WORDS_OVER_MAJORS, '，').toLowerCase();
  for (const title of titlesOverMajors(kb)) if (rest.includes(title)) rest = rest.split(title).join('，');
  return namesIn(rest, kb.planner.majorNames, (n: { major: Major }) => n.major);
}

const overMajors = new WeakMap<KnowledgeBase, string[]>();
/**
 * Job titles that hold a major's short name ('临床数据管理员', '临床监查员' hold 临床): a job asked about, not the
 * major. Longest first, as the names are. A title inside a major's name ('市场营销', '机械设计'), or the field and one
 * character for who practises it ('土木工程师', '数据科学家'), names the major too.
 */
function titlesOverMajors(kb: KnowledgeBase): string[] {
  let titles = overMajors.get(kb);
  if (!titles) {
    const majorKeys = kb.planner.majorNames.map((m) => m.key);
    const masks = (title: string) => {
      const held = majorKeys.filter((k) => title.includes(k)).map((k) => k.length);
      return held.length > 0 && !majorKeys.some((k) => k.includes(title)) && Math.max(...held) + 1 < title.length;
    };
    titles = kb.names.filter((n) => masks(n.key)).map((n) => n.key);
    overMajors.set(kb, titles);
  }
  return titles;
}

/**
 * The text without the Latin names of jobs ('想做CRA', 'HRBP'): three capitals there are a job, not a Holland code
 * the asker states ('我是CRA' with no such job would still be one).
 */
/** Letters said as the asker's result ('我测出来是CRA', '代码是CRA') are the code whatever job they also name. */
const SAID_RESULT = '(?:测出来?|代码|结果|类型)[是为]?|我是';

export function withoutJobLetters(kb: KnowledgeBase, text: string): string {
  let rest = text;
  for (const n of kb.names)
    if (/^[a-z]+$/u.test(n.key))
      rest = rest.replace(new RegExp(`(?<![A-Za-z]|${SAID_RESULT})${n.key}(?![A-Za-z])`, 'giu'), '，');
  return rest;
}
