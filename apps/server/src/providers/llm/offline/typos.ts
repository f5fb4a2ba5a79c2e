/**
 * Students type on phone keyboards that pick the first candidate of a pinyin: '考妍', '简力', '秋召'. The planner
 * content is keyed by the right words, so the common slips are read as them before the question is understood.
 * Only slips that are no word of their own are listed (考验 and 内退 are real words and stay as typed).
 */
const SLIPS: Array<[string, string]> = [
  ['考妍', '考研'],
  ['保妍', '保研'],
  ['读妍', '读研'],
  ['研究声', '研究生'],
  ['应界生', '应届生'],
  ['应届声', '应届生'],
  ['毕业声', '毕业生'],
  ['实习声', '实习生'],
  ['面式', '面试'],
  ['简力', '简历'],
  ['薪姿', '薪资'],
  ['工姿', '工资'],
  ['专生本', '专升本'],
  ['就叶', '就业'],
  ['秋召', '秋招'],
  ['春召', '春招'],
  ['校召', '校招'],
  ['三放协议', '三方协议'],
  ['违约今', '违约金'],
  ['五险一今', '五险一金'],
  ['公积今', '公积金'],
  ['社宝', '社保'],
  ['劳动合通', '劳动合同'],
  ['试用其', '试用期'],
  ['跳巢', '跳槽'],
  ['辞值', '辞职'],
  ['离值', '离职'],
  ['公务猿', '公务员'],
];

/** The question with the common keyboard slips read as the words meant. */
export function readSlips(question: string): string {
  let text = question;
  for (const [slip, meant] of SLIPS) text = text.replaceAll(slip, meant);
  return text;
}
