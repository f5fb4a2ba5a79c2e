import { jobAsked } from './job-asks.js';
import type { Part } from './parts.js';
import type { Reading } from './understand.js';

/*
 * '女生读机械好就业吗', '我是女生，找后端实习会不会因为性别不好找', '男生学护理有前途吗': the asker's sex is the point
 * of the question. A counsellor answers that first (what the law says, where the real preferences are, what to do
 * when turned away for it), then the major or job itself; the major's outlets alone pass the worry over.
 */

/** The asker saying she is a woman: '女生', '女孩子', '29岁女', '我女的'. Not '女儿' or a list of '男女'. */
const WOMAN = /女生|女孩|女性|妹子|女的|我是女|\d{2}\s*岁\s*女(?![儿士])/u;
const MAN = /男生|男孩|男的|我是男|\d{2}\s*岁\s*男(?!友|朋友)/u;
/** Asking about prospects or fit, or whether the sex itself will count against them. */
const PROSPECTS =
  /好就业|难就业|好找工作|不好找|找工作难|难找|难不难|很难|适合|合适|能做|能干|能当|可以做|前途|出路|被刷|吃亏|性别|歧视|不要女|不招女|有机会|坑|丢人|被笑|被人笑/u;
/** Marriage, children and pregnancy have entries of their own, which say the law on them. */
const FAMILY = /婚|孕|生孩子|生娃|宝妈|带娃|产假|哺乳|男朋友|女朋友|对象|老公|老婆/u;

/** Entries already written about sex at work: they answer it, and say the law themselves. */
const ABOUT_SEX = new Set([
  'gender-discrimination',
  'pref-gender',
  'interview-private-questions',
  'women-career-family',
  'lgbt-workplace',
]);

/** What the asker names: the major or job asked about, for every line to carry (the same line is never in two answers). */
function named(reading: Reading, question: string): string {
  return reading.majors[0]?.name ?? reading.roles[0]?.name ?? jobAsked(question)?.name ?? '';
}

function womanPart(question: string, reading: Reading): Part {
  const what = named(reading, question);
  const it = what || '这一行';
  const job = jobAsked(question);
  const where = job?.site
    ? `要分岗位看：${job.site}。偏向男生的多是长期驻现场的少数岗位，选方向时可以绕开，不是${it}整体的门槛。`
    : `偏向男生的多是长期驻工地、野外作业、产线夜班这类少数岗位；${it}的研发、设计、质量、数据、项目管理和职能岗男女都招，选方向时把驻现场的岗位问清楚就行。`;
  return {
    heading: `### 先说女生${what ? `和${what}` : '找工作'}这件事`,
    lines: [
      `- **法律上没有这道门槛**：${it}对女生没有性别限制。《就业促进法》第二十七条、《妇女权益保障法》第四十三条规定，除国家规定不适合妇女的工种或岗位（如矿山井下作业）外，用人单位不得以性别为由拒绝录用或提高录用标准，招聘也不得写“限男性”“男性优先”。`,
      `- **现实里的偏好**：${where}`,
      `- **真因为性别被拒时**：在${it}的招聘里遇到写明限男性、或面试时因为是女生被拒，截图招聘信息、保存聊天和录音，向当地人社部门（12333）或劳动保障监察投诉，也可以打妇联热线 12338，还能以“平等就业权纠纷”起诉。`,
      `- **拉开差距的是经历**：${it}的简历上有拿得出手的实习、项目或证书，面试官看的就是能力；下面再说${it}本身。`,
    ],
    from: '性别与就业的法律规定',
  };
}

/** Fields mostly women work in, where a man's place is asked about, with what a counsellor says of it. */
const MEN_IN: ReadonlyArray<{ name: string; words: RegExp; lines: string[] }> = [
  {
    name: '护理',
    words: /护理|护士|护工/u,
    lines: [
      '**男护士是抢手的**：急诊、ICU（重症监护）、手术室、精神科、骨科这些要体力、要应急处置的科室很需要男护士，不少医院招聘时会单独写明招男护士。',
      '**入行的关和女生一样**：护理专业毕业、完成临床实习，通过护士执业资格考试并注册，才能当护士。',
      '**往后的路**：专科护士（急危重症、手术室等）、护理管理，或者凭临床经验去医疗器械、医药企业做临床支持和培训。',
    ],
  },
  {
    name: '学前教育',
    words: /学前教育|幼师|幼儿园|幼教/u,
    lines: [
      '**男幼师是稀缺的**：幼儿园普遍缺男老师，体育、户外和科学探究活动里尤其需要，园长和家长多半是欢迎的。',
      '**入行的关和女生一样**：要考幼儿园教师资格证；想进公办园的有编制岗位，要参加当地的教师招聘考试。',
      '**往后的路**：公办或民办幼儿园、托育和早教机构、儿童体适能和体育培训、课程研发，也可以读研转小学教育或学前教育研究。',
    ],
  },
];

function manPart(question: string): Part | null {
  const field = MEN_IN.find((f) => f.words.test(question));
  if (!field) return null;
  return {
    heading: `### 先说男生学${field.name}这件事`,
    lines: [
      ...field.lines.map((l) => `- ${l}`),
      '- **不必觉得丢人**：职业没有性别，《就业促进法》第三条规定劳动者不因性别受歧视，男性同样受保护；招聘写明只招女性的，男生也可以投诉。',
    ],
    from: '性别与就业的法律规定',
  };
}

/** The part that answers the asker's sex, or null when it is not the point or an entry answering already says it. */
export function sexPart(question: string, reading: Reading): Part | null {
  if (reading.followUp || !PROSPECTS.test(question) || FAMILY.test(question)) return null;
  if ([reading.topic?.id, reading.decision?.id].some((id) => id && ABOUT_SEX.has(id))) return null;
  if (WOMAN.test(question) && !MAN.test(question)) return womanPart(question, reading);
  if (MAN.test(question) && !WOMAN.test(question)) return manPart(question);
  return null;
}

/**
 * The sex part first; after the entry when that entry is a case written for the asker's sex ('女生学土木要不要去施工
 * 单位'), which answers the practical side in its own terms and leaves the law to this part.
 */
export function placeSexPart(parts: Part[], question: string, reading: Reading): void {
  const sex = sexPart(question, reading);
  if (!sex) return;
  const own = [reading.topic?.name, reading.case?.title].find((t) => t && /女|男|性别/u.test(t));
  const at = own ? parts.findIndex((p) => p.heading?.includes(own)) : -1;
  parts.splice(at + 1, 0, sex);
}
