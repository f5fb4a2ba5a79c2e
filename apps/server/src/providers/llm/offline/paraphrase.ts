import { readRoads } from './road-words.js';

/**
 * Everyday ways of naming the roads a question weighs, read as the words the planner's phrases use: '再念三年书' is
 * 读研, '吃公家饭' is 考公, '换个行业' is 转行, '挪窝' is 跳槽, '录用通知' is an offer, '见习' is 实习, '履历' is 简历.
 * Read only where a question's own words reach no entry (triggers.ts) and for ranking entries (retrieve.ts): a
 * question a phrase already reads is read as it was.
 */
const PARAPHRASES: Array<[RegExp, string]> = [
  // Study on: '再念三年书', '读个研究生', '念研'; sitting its exam: '考研究生'.
  [/再(?:念|读)(?:[两三]年)?书|(?:读|念)(?:个)?研究生|念研/gu, '读研'],
  [/考(?:个)?研究生/gu, '考研'],
  // The state sector: '吃公家饭', '端铁饭碗', '进体制'.
  [/(?:吃|端|捧)(?:上)?(?:公家饭|铁饭碗)|公家饭|进体制(?!内)/gu, '考公'],
  // A change of field: '改行', '换个行业', '换赛道', '换条路', '换个活路'.
  [/改行|换(?:个|一个)?行业|(?:换|转)(?:个|条|一条)?赛道|换(?:个|条|一条)(?:路|活路|出路)|换(?:个)?行当/gu, '转行'],
  // A change of employer: '挪窝', '换东家', '换家公司', '换份工作'.
  [/挪窝|挪个窝|换(?:个|家)?东家|换(?:个|家|一家)公司|换(?:份|个|一份)工作/gu, '跳槽'],
  // Leaving: '辞了', '不干了', '走人'.
  [/(?:直接)?辞了|不干了|走人/gu, '辞职'],
  [/录用通知(?:书)?|录用函|录取通知(?=.{0,6}(?:公司|单位|薪资|入职))|意向书/gu, 'offer'],
  [/见习|实践(?=单位|机会|岗)/gu, '实习'],
  [/履历|(?<![A-Za-z])cv(?![A-Za-z])/giu, '简历'],
  // Two things weighed by which matters more: '学校和专业哪个更重要' is 学校还是专业. Not any 哪个 ('考研和法考哪个先'
  // puts two things in order, read by the choice reader).
  [/(\p{Script=Han}{2,4})(?:和|跟|与)(\p{Script=Han}{2,4})(?=(?:哪个|哪一个|谁)更?(?:重要|关键|要紧))/gu, '$1还是$2'],
  // Choosing a major to apply for: '报什么专业好', '填哪个专业'.
  [/(?:报|填|选)(?:考)?(?:什么|哪个|哪些|啥)专业/gu, '选专业'],
  [/上班/gu, '工作'],
  [/工钱|薪水/gu, '工资'],
  [/涨工资|加工资/gu, '涨薪'],
];

/** The question with its roads, named in parts or in everyday words, read as the content's words. */
export const readInContentWords = (text: string) => readParaphrased(readRoads(text).text);

/** The question with everyday names of its roads read as the content's words. */
export function readParaphrased(text: string): string {
  let out = text;
  for (const [re, written] of PARAPHRASES) out = out.replace(re, written);
  return out;
}
