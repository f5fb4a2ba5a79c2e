import type { SlotChange } from './follow-slot.js';

/*
 * '那35岁呢' after '27岁想转行做程序员还来得及吗': the same question at another age. The content is written once for
 * all ages, so what it says was said in the previous answer; what the asker wants is what the years change. A
 * counsellor names that: the time there is to try, how employers see the move, the buffer it needs, and, for the
 * civil service, where the age line falls.
 */

/** Teaching posts in the public system ('考教师编'), whose age lines are set locally, not by the national exam. */
const TEACHING_POST = /教师编|教编|教招|教师招聘|考编.{0,4}老师|老师.{0,4}编制/u;
const GRAD = /考研|读研/u;
const PUBLIC = /考公|公务员|国考|省考|考编|编制|事业单位|选调/u;
/** The civil service's age line from the 2026 national exam (38; 43 for new master's and doctoral graduates). */
const PUBLIC_LINE = 38;

const years = (age: string | undefined) => (age ? Number(/\d+/u.exec(age)?.[0]) : NaN);

/** What the change of age changes, as lines; null when the slot is no age or no age can be read from it. */
export function ageChanged(slot: SlotChange): string[] | null {
  if (slot.kind !== 'age') return null;
  const to = years(slot.to);
  if (!Number.isFinite(to)) return null;
  const from = years(slot.from);
  const older = Number.isFinite(from) ? to > from : to >= 30;
  const span = Number.isFinite(from) ? `从${from}岁到${to}岁` : `放到${to}岁来看`;
  // A teaching post in the public system: its age line is each locality's, said in its own announcement.
  if (TEACHING_POST.test(slot.restated))
    return [
      `**${span}，考教师编看的主要是当地公告的年龄线**：`,
      `- **年龄线**：教师招聘由各地教育局或学校组织，年龄上限写在当地每年的招聘公告里，各地不同，不少地方对研究生学历放宽；${to}岁先把目标地区近两年的教招公告翻出来，看自己还在不在线内。`,
      `- **过线或临近线的话**：民办学校、国际学校和培训机构不设编制年龄线，也可以先拿到教师资格证、在这些学校积累教龄，再看有没有对有经验教师放宽的招聘。`,
      `- **在职备考**：${to}岁多半在工作，教招笔试考教育综合和学科知识，每天固定一两个小时，比辞职全职备考稳妥。`,
    ];
  // A master's: no age line at all, so what the years change is how to fit the preparing around work.
  if (GRAD.test(slot.restated) && older)
    return [
      `**${span}，考研变的主要是怎么准备，而不是能不能考**：`,
      `- **没有年龄线**：硕士研究生报考不设年龄上限（教育部《全国硕士研究生招生工作管理规定》的报考条件里没有年龄限制），${to}岁照样能报。`,
      `- **先别辞职**：${to}岁多半有收入和家庭要顾，非全日制研究生可以边工作边读；考全日制的，也先在职备考一轮，看分数再决定要不要全职二战。`,
      `- **读完的回报要算清**：读完${to + 2}到${to + 3}岁，先确认目标岗位真的要这个学历，再投入两三年。`,
    ];
  // The civil service: the age line and the attempts left, not a career change's trying and buffer.
  if (PUBLIC.test(slot.restated)) {
    const left = PUBLIC_LINE - to;
    return [
      `**${span}，考公看的主要是年龄线和剩下的机会**：`,
      left < 0
        ? `- **年龄线**：国考从 2026 年度起年龄上限放宽到 ${PUBLIC_LINE} 周岁（应届硕博 43 周岁），${to}岁已经过线，能走的主要是少数对年龄放宽的岗位、部分事业单位和国企社招，以当年公告为准。`
        : `- **年龄线**：国考从 2026 年度起年龄上限放宽到 ${PUBLIC_LINE} 周岁（应届硕博 43 周岁），${to}岁${left === 0 ? '正好在线上，今年的考试就是最后的机会' : `离线还有 ${left} 年左右`}；不少省考和事业单位的线不同，以当年公告为准。`,
      left < 0
        ? `- **换个方向用力**：把准备考试的时间转到能用上你现有经验的国企、事业单位社招或单位的合同制岗位上。`
        : `- **剩下的机会**：国考、省考大约一年各一次，${to}岁还能考的次数${left <= 1 ? '只有一两次' : '有限'}，按剩下的次数倒排复习计划，先保笔试进面。`,
      `- **在职备考**：${to}岁多半在工作，每天固定一两个小时刷行测、每周写一篇申论，比辞职全职备考稳妥。`,
    ];
  }
  const lines = older
    ? [
        `**${span}，变的主要是三件事**：`,
        `- **试错的时间**：${to}岁再从头学，能全职投入的时间通常更少（收入、家庭、房租都在），更适合边工作边准备，先用两三个月业余时间验证自己学得进去、做得出东西，再决定要不要辞职。`,
        `- **用人方怎么看你**：${to}岁去应聘纯入门岗位，会被拿来和应届生比薪资和精力；更容易被接受的是“原来的行业经验 + 新技能”的组合，先找能用上你过去经验的岗位。`,
        `- **缓冲要更厚**：换方向前存够 6–12 个月的生活费，保留回原行业的可能，不要一次把后路切断。`,
      ]
    : [
        `**${span}，变的主要是这几件事**：`,
        `- **试错的余地更大**：${to}岁可以从实习、初级岗位或一段全职学习起步，走错了几年后还有调整的空间。`,
        `- **拼的东西不同**：${to}岁的对手是应届生和工作一两年的人，比的是学习速度和能拿出来的作品，而不是经验。`,
        `- **别因为还早就拖**：给自己定一个半年的检验点，到时候看有没有做出东西、有没有拿到面试，再决定加码还是换方向。`,
      ];
  lines.push(`- **不变的是**：能拿出可展示的成果（做过的项目、作品、证书或业绩），比年龄本身更决定结果。`);
  return lines;
}
