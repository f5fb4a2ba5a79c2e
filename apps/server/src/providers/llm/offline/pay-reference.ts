import type { Topic } from './content/schema.js';
import type { Role } from './knowledge.js';
import { PROVINCE } from './pay-places.js';
import { placesIn } from './places.js';
import type { Part } from './parts.js';
import type { Reading } from './understand.js';
import { questionSubjects } from './subject.js';

/*
 * '做销售一个月能拿多少', '应届生在成都做运营工资多少': the pay of a job the asker names. A counsellor answers with
 * what that job's pay is made of (the card's 收入 line), one sourced reference line for the asker's stage, and where
 * to find the going rate for that job in that city, not with the same list of national averages for every job. The
 * general reference topic stays for a question that names no job nor city ('工资一般多少').
 */

/** Asked of the first job or the first years ('应届', '起薪', '刚毕业'): the graduates' reference line answers it. */
const FRESH = /应届|毕业|起薪|校招|第一份|刚工作|刚入行|实习生|第一年|新人/u;
/** Asked of pay after some years ('工作三年', '五年经验'): the reference is the whole workforce. */
const YEARS = /(?:[一二两三四五六七八九十\d]+|几)年(?:经验|工龄)?|资深|老员工|干了|做了/u;

export interface PaySubject {
  /** What the pay is of: the jobs named, in the asker's order. */
  names: string[];
  /** The named jobs' cards: their 收入 lines say what the pay is made of. */
  roles: Role[];
}

/** The reference line for the asker's stage: the graduates' survey for a first job, the national averages otherwise. */
function referenceLine(what: string, question: string): string {
  if (FRESH.test(question) && !YEARS.test(question.replace(FRESH, '')))
    return `- **${what}的应届起薪拿什么对照**：公开数据里没有按这个岗位分的全国起薪；能对照的是据麦可思研究院《2024年中国本科生就业报告》，2023届本科毕业半年后平均月收入 6050 元（高职 4683 元），这是所有专业和岗位的平均，${what}的 offer 要再和同城同类公司的校招区间比。`;
  return `- **${what}和全国平均比**：据国家统计局公布，2023 年全国城镇私营单位就业人员年平均工资 68,340 元、非私营单位 120,698 元（含多年工龄者，按年算）；把${what}的月薪乘上一年实发月数再比，并记得平均数被少数高收入拉高。`;
}

/** Where the going rate for this job in this city is found, and the way to read it. */
function lookUpLine(what: string, cities: string[], question: string): string {
  const where = cities.length ? cities.join('、') : '你想去的城市';
  const bureaus = cities.filter((c) => PROVINCE[c]).map((c) => `${c}市人社局`);
  const stage = FRESH.test(question) ? '应届或经验不限' : '你的工作年限';
  return `- **去哪查${where}${what}的准数**：在 BOSS直聘、智联、前程无忧、猎聘按${where}和${what}搜索，按${stage}筛选，记下二三十条薪资区间看中间值；${bureaus.length ? bureaus.join('、') : '当地人社局'}每年发布的人力资源市场工资价位按职业列出低位数、中位数和高位数；再问一两位在${where}做${what}的学长学姐或在职的人，他们的工资条比网上晒的准。`;
}

/** What a job's figures are compared as: the whole year, with what the card says the pay is made of. */
function compareLine(what: string, roles: Role[]): string {
  // Pay opening on a commission ('底薪加提成') is weighed by how the commission is paid; a salary by its months.
  const parts = roles.some((r) => r.pay && /^[^，；]*(?:提成|佣金|分成)/u.test(r.pay))
    ? '底薪和提成分开问：提成比例、按签单还是回款发、有没有封顶，头半年的保底是多少'
    : '月薪、一年发几个月、年终奖和绩效的比例、加班是给加班费还是调休';
  return `- **比${what}的 offer 时**：${parts}；再把单位缴的公积金算进去，折成年收入比，加班多的折成时薪比。`;
}

/** The next step for the asker, said with their job and city. */
function nextStep(what: string, cities: string[]): string {
  const where = cities.length ? `${cities[0]}的` : '';
  return `- **下一步**：今天就按上面的办法查 20 条${where}${what}${what.endsWith('岗位') ? '' : '岗位'}的薪资区间，写下中间值和你能接受的最低数，面试谈薪时以它为依据。`;
}

/**
 * The part answering the pay of the jobs named, in place of the reference topic's general points; null when the
 * question names no job and no city, where the general points are the answer.
 */
export function payReferencePart(topic: Topic, question: string, subject: PaySubject): Part[] | null {
  const { cities } = placesIn(question);
  const names = subject.names.filter((n) => !cities.includes(n));
  if (!names.length && !cities.length) return null;
  const what = names.length ? names.slice(0, 2).join('和') : '这个岗位';
  // What the pay is made of is the card's 收入 line, shown with the card; the city's costs are the places part's.
  const lines = [
    referenceLine(what, question),
    lookUpLine(what, cities, question),
    compareLine(what, subject.roles),
    nextStep(what, cities),
  ];
  if (topic.sources?.length) lines.push(`【来源】${topic.sources.join('；')}`);
  return [{ heading: `### ${what}的薪资怎么看`, lines, from: `求职专题「${topic.name}」` }];
}

/** The job as the asker called it ('做会计' → 会计, not the card's '会计/财务'); the card's name otherwise. */
export function askersName(role: Role, question: string): string {
  const lower = question.toLowerCase();
  const said = [...role.aliases].sort((a, b) => b.length - a.length).find((a) => lower.includes(a.toLowerCase()));
  // '做嵌入式' is the asker doing the job: the job is 嵌入式.
  return said?.replace(/^(?:做|当|干)(?=\p{Script=Han}{2})/u, '') ?? role.name.replace(/（.*?）/gu, '');
}

/** The pay reference said of the jobs the question names (by the asker's own word for each) or of its city. */
export function namedPayPart(topic: Topic, question: string, reading: Reading): Part[] | null {
  const roles = reading.roles.slice(0, 2);
  const named = [
    ...roles.map((r) => askersName(r, question)),
    ...reading.occupations.slice(0, roles.length ? 0 : 2).map((o) => o.titleZh),
  ];
  // A job with no card or occupation of its own, asked of a city ('去深圳做嵌入式'): named as the asker named it, not
  // '这个岗位'. Asked of no city, the reference topic's general points (take-home pay among them) answer it.
  const names = named.length || !placesIn(question).cities.length ? named : saidJobs(question);
  return payReferencePart(topic, question, { names, roles });
}

/** The question's subjects that name a job: not the pay itself, a city, or the asker's stage. */
function saidJobs(question: string): string[] {
  const { cities } = placesIn(question);
  return questionSubjects(question)
    .filter((s) => !/工资|薪|收入|待遇|生活|压力|应届|毕业|多少/u.test(s) && !cities.some((c) => s.includes(c)))
    .slice(0, 2);
}
