/*
 * What the asker ruled out, as a family of work rather than a word: '不考虑体制内' drops 事业编 and 选调 as well as
 * 公务员, and '不想做销售' drops 外贸业务员 and 电销, whose lines need not say 销售.
 */

/** A word ruled out and the words of every kind of work in its family. */
const FAMILIES: Array<[RegExp, string[]]> = [
  [/考公|公务员/, ['考公', '公务员', '行测', '申论', '选调', '国考', '省考']],
  // 体制内 is the state sector as a whole: the civil service and the posts with 编制 alike.
  [
    /体制/,
    [
      '考公',
      '公务员',
      '体制内',
      '行测',
      '申论',
      '选调',
      '国考',
      '省考',
      '考编',
      '编制',
      '事业单位',
      '事业编',
      '三支一扶',
    ],
  ],
  [/考编|编制|事业/, ['考编', '编制', '事业单位', '事业编']],
  [/考研|读研/, ['考研', '读研', '保研']],
  [/老师|教师|教书|幼师/, ['教师', '老师', '教编', '幼师', '幼儿园']],
  // Selling by another name: a business clerk, a phone seller, street promotion, a bank's account manager.
  [/销售|推销/, ['销售', '推销', '业务员', '电销', '地推', '客户经理']],
  [/外贸|贸易/, ['外贸', '贸易']],
  [/翻译|口译|笔译/, ['翻译', '口译', '笔译']],
  // '不想进实验室': the bench work of research, testing and synthesis.
  [/实验室|做实验/, ['实验室', '实验员', '研发', '检验', '合成']],
  [/加班/, ['加班']],
  // '不想画图了': drawing work by its drawings and the offices that make them.
  [/画图|出图|画施工图|画cad/i, ['画图', '出图', '施工图', '制图', '设计院', '绘图']],
  // '不想坐办公室', '不想天天对着电脑': desk work by its setting and its paperwork.
  [/坐办公室|坐班|天天坐着|对着电脑/, ['办公室', '文员', '数据录入', '文字和法规', '案头']],
];

/** The words whose lines an answer leaves out for what the asker ruled out. */
export function avoidedWords(avoid: readonly string[]): string[] {
  return avoid
    .flatMap((a) => [a, ...FAMILIES.filter(([re]) => re.test(a)).flatMap(([, words]) => words)])
    .filter((a) => Array.from(a).length >= 2);
}

/** A word said as not done right before a mention ('即使不当老师', '除了考公', '不站讲台'): the mention is no offer of it. */
const NEGATED_BEFORE = /(?:不(?:想|再|用|必|愿)?|没有?|别|除了|并非|而非)(?:当|做|去|考|进|站|走|干|从事)?$/u;

/** Whether the line offers the word as something to do: a mention of it not said as not done. */
function offers(line: string, word: string): boolean {
  for (let at = line.indexOf(word); at >= 0; at = line.indexOf(word, at + 1))
    if (!NEGATED_BEFORE.test(line.slice(Math.max(0, at - 5), at))) return true;
  return false;
}

/**
 * Leaves out what the asker ruled out ('不想考公' drops lines about 考公); a line that names it only as not done
 * ('教资：即使不当老师，也能在培训机构用上') speaks to the asker's very situation and stays.
 */
export function withoutAvoided(items: readonly string[], avoid: readonly string[]): string[] {
  const keys = avoidedWords(avoid);
  return items.filter((s) => !keys.some((k) => offers(s, k)));
}

/**
 * Whether the state sector is ruled out ('不想考公', '不考虑体制内', '不想考编'): a major's posts in it are of that
 * family whatever their words (审计局、税务局的岗位), so the whole line goes.
 */
export const rulesOutStateSector = (avoid: readonly string[]) =>
  avoid.some((a) => /考公|公务员|体制|考编|编制/.test(a));
