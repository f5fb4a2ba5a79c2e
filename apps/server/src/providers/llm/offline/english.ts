/**
 * Students mix English into Chinese questions ('找intern没经验', 'resume怎么写', '去startup还是大厂'). The planner
 * content is keyed by Chinese phrases, so the common English words are read as the Chinese they stand for before
 * the question is understood. Only whole Latin words are replaced ('international' stays), and only words whose
 * meaning in a career question is unambiguous (CV is left alone: it is also computer vision).
 */
const WORDS: Array<[RegExp, string]> = [
  [/internships?|interns?/giu, '实习'],
  [/resumes?|résumés?/giu, '简历'],
  [/interviews?/giu, '面试'],
  [/salary|salaries|paycheck/giu, '薪资'],
  [/start-?ups?/giu, '创业公司'],
  [/remote/giu, '远程'],
  [/layoffs?|laid off/giu, '裁员'],
  [/careers?/giu, '职业'],
  [/majors?/giu, '专业'],
  [/graduate school|grad school/giu, '读研'],
  [/portfolio/giu, '作品集'],
  [/work[- ]life balance|wlb/giu, '工作和生活平衡'],
  [/data analysts?/giu, '数据分析师'],
  [/business analysts?/giu, '商业分析'],
  [/product managers?/giu, '产品经理'],
  [/business development|BD/gu, '商务拓展'],
  [/consultants?|consulting/giu, '咨询顾问'],
  [/headhunters?/giu, '猎头'],
  [/referrals?/giu, '内推'],
  [/freelanc(?:e|er|ers|ing)/giu, '自由职业'],
  [/读ph\.?d/giu, '读博'],
  [/ph\.?d/giu, '博士'],
  [/campus recruit(?:ment|ing)/giu, '校招'],
];

/** The question with the English career words it uses read as Chinese. */
export function readEnglish(question: string): string {
  let text = question;
  for (const [re, zh] of WORDS)
    text = text.replace(new RegExp(`(?<![A-Za-z])(?:${re.source})(?![A-Za-z])`, re.flags), zh);
  return text;
}
