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

/**
 * Spoken words for the written ones the content is keyed by: '干啥' is '干什么', '咋办' is '怎么办', 'cs专业' is
 * '计算机专业'. Trigger phrases are read the same way when indexed (content/load.ts), so '文科能干嘛' written in the
 * content and '文科能干啥' typed by a student meet.
 */
const SPOKEN: Array<[RegExp, string]> = [
  [/啥/gu, '什么'],
  [/咋/gu, '怎么'],
  // Not 干什么 as 做什么: the content's '适合干什么' and a student's '适合做什么' are read by different entries.
  [/干嘛/gu, '干什么'],
  // '想读个研', '考个公', '考个编': the measure word of speech, not part of the road.
  [/([读考])个(?=研|公|编|博)/gu, '$1'],
  // '考复旦的研究生', '考211的研': sitting the graduate exam for a school, said around the school's name.
  [/考([\p{Script=Han}\d]{1,6}?)的研(?:究生)?/gu, '考研去$1'],
  // '什么都不想干', '想干点什么': 干 as the spoken 做 of work, not 干净 or 干杯.
  [/(?<=想)干(?![净杯])/gu, '做'],
  // 'cs专业', '学cs的', 'CS硕士': computer science as students say it, not '客服(CS)岗' without a major's word.
  [/(?<![A-Za-z])cs(?![A-Za-z])(?=专业|的|本科|硕士|研究生|方向|学生|出身|毕业|科班)/giu, '计算机'],
  [/(?<=学|读|转|是)cs(?![A-Za-z])/giu, '计算机'],
  // '没找到工作', '工作一直找不到', '实习找不着': failing to find one, read as the content's 找不到工作.
  [/(?:没有?找到|找不着)(?=工作|实习|offer)/giu, '找不到'],
  [
    /(工作|实习|offer)(?:都|也|一直|还|还是)?(?:找不到|没有?找到|找不着)(?=$|[，。,？?！!；;\s]|怎么|该|咋|吗|呢|了)/giu,
    '找不到$1',
  ],
  // '文科生适合学编程吗', '文科生要不要学python': the background learning a skill, as the content's 文科学编程.
  [
    /(文科|理科|工科)生?(?:真的)?(?:适合|适不适合|能|能不能|可以|可不可以|要不要|该不该|有必要)学(?=编程|代码|python|数据分析)/giu,
    '$1学',
  ],
  // '差了5分', '差三分', '差十几分': a score short by a number said, read as the content's 差几分.
  [/差了?(?:\d{1,3}|[一二两三四五六七八九十几]{1,3})(?:来)?分(?!钟|之|钱)/gu, '差几分'],
  // '学历史的', '学生物的': the major studied, whose first character makes another word with 学 (学历, 学生)
  // that would read a question about one's degree or one's being a student. Said as 读 it is that major.
  [/学(?=历史|生物)/gu, '读'],
];

export function readSpoken(text: string): string {
  let out = text;
  for (const [re, written] of SPOKEN) out = out.replace(re, written);
  return out;
}

/** The question with the common keyboard slips read as the words meant, and spoken words as written ones. */
export function readSlips(question: string): string {
  let text = question;
  for (const [slip, meant] of SLIPS) text = text.replaceAll(slip, meant);
  return readSpoken(text);
}
