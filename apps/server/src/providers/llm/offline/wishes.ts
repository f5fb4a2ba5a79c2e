import type { Choice } from './choice.js';
import type { Part } from './parts.js';
import { ownThenFamily } from './wish-after-own.js';

/*
 * '家里让我学医但我喜欢画画', '我妈想让我当老师，我自己想学计算机': the family's wish and the asker's own are the two
 * options, even without 还是. A counsellor weighs them rather than answering only one side, and says how to bring the
 * family along whichever way the asker goes.
 */

const WHO = '(?:父母|爸妈|我爸|我妈|爸爸|妈妈|家里人?|家人|亲戚)';
const FAMILY_WISH = new RegExp(
  `${WHO}(?:都|一直|总是?|非|非得|硬|偏)?(?:要|让|逼|希望|想让|想要|安排|叫|说)我?(?:去|以后)?([^，。,？?！!；;]{2,12}?)(?=[，。,？?！!；;]|但|可是|可我|而我|我|$)`,
  'u',
);
const OWN_WISH =
  /我(?:自己|本人)?(?:更|其实|还是|比较|真正|一直)?(?:想|喜欢|想要|爱|热爱|感兴趣的是|对)(?:去|学|读|做|当)?([^，。,？?！!；;]{2,12}?)(?=[，。,？?！!；;]|感兴趣|怎么|该|要不要|$)/u;

/** '学医', '当老师', '考公': kept as said; '学师范离家近' loses what follows the road ('离家近' is its reason). */
const road = (s: string) => s.replace(/(?:离家近|稳定|比较稳|有编制).*$/u, '').replace(/^(?:去|以后)/u, '');

/** The family's wish and the asker's own, when the question sets them against each other. */
export function familyChoice(question: string): (Choice & { family: string; own: string; said: string }) | null {
  const text = question.replace(/\s+/gu, '');
  const theirs = FAMILY_WISH.exec(text);
  // '我想创业，但家里让我先去打工': the asker's own road said first.
  const before = ownThenFamily(text);
  if (before && (!theirs || text.indexOf(before.said) < theirs.index)) {
    const [family, own] = [road(before.family), road(before.own)];
    if (Array.from(family).length >= 2 && Array.from(own).length >= 2 && family !== own)
      return { options: [family, own], family, own, said: before.said };
  }
  if (!theirs) return null;
  const after = text.slice(theirs.index + theirs[0].length);
  const mine = OWN_WISH.exec(after);
  const family = road(theirs[1] ?? '');
  const own = road(mine?.[1] ?? '');
  if (Array.from(family).length < 2 || Array.from(own).length < 2 || family === own) return null;
  return { options: [family, own], family, own, said: mine![0].replace(/^我(?:自己|本人)?/u, '') };
}

/** Roads whose entry has a gate of its own to check before choosing it over the family's. */
const GATES: Array<[RegExp, string]> = [
  [
    /画|美术|设计|动画|艺术|音乐|舞蹈|表演|播音/u,
    '艺术类专业大多要参加本省的艺术类专业统考（如美术与设计类统考），部分院校还有校考，时间在高考之前；先查本省教育考试院当年的艺术类招生办法，来不及参加的，可以报不考专业课的相近普通类专业（如数字媒体技术、工业设计）。',
  ],
  [
    /医|临床|护理|口腔/u,
    '临床医学本科学制一般五年，毕业后还要参加住院医师规范化培训、通过国家医师资格考试才能执业；这条路要自己愿意长期坚持，而不只是家里觉得稳定。',
  ],
  [
    /师范|老师|教师/u,
    '当老师要取得教师资格证，进公办学校还要考教师招聘（教编）；非师范专业毕业同样可以考教资，师范不是当老师的唯一入口。',
  ],
  [
    /考公|公务员|考编|编制/u,
    '考公不限本科专业的岗位也不少，大学里先学自己想学的，毕业时再决定考不考，两条路并不互相排斥。',
  ],
];

/**
 * How to weigh the family's wish against the asker's own: what each side rests on, the gate of each road, and how
 * to bring the family along. Null when the question sets no such two against each other.
 */
export function familyWishPart(question: string): Part | null {
  const wish = familyChoice(question);
  if (!wish) return null;
  const heading = `### 家里想让你${wish.family}，你想${wish.own}：怎么权衡`;
  const why = `- 先弄清家里为什么希望你${wish.family}：多半是看重稳定、好找工作或离家近；问清这一点，你才知道要回应的是哪个担心。`;
  const from = '家人意见与个人意愿的权衡';
  if (!choosingStudy(question)) return { heading, lines: [why, ...GROWN_UP], from };
  const gates = GATES.filter(([re]) => re.test(wish.family) || re.test(wish.own)).map(([, line]) => `- ${line}`);
  const money = /没钱|条件一般|条件不好|经济|学费|负担/u.test(question);
  return {
    heading,
    lines: [
      why,
      `- 再拿证据说明你想${wish.own}不是一时兴起：做过的作品、坚持了多久、相关的成绩，以及这条路毕业后具体能去哪些岗位。`,
      ...gates.slice(0, 2),
      money
        ? '- 家里经济紧张时，学费、读书年限和毕业后多快能自立要算在前面：这一点上家里的顾虑是实在的，可以选学费低、就业面宽的学校或专业来兼顾。'
        : '- 以后要做几十年的是你自己，家人的意见是重要的参考，但不该替你做决定；可以约定一个检验的节点（比如大一结束看成绩和兴趣），给家里一个安心的理由。',
    ],
    from,
  };
}

/**
 * Whether the two roads are a major or a school ('家里让我学医但我喜欢画画') rather than a job or a place
 * ('爸妈非让我回老家考编，我想留在上海做设计'): an art exam before the 高考 or '大一结束看成绩' answers only the first.
 */
const choosingStudy = (question: string) =>
  /专业|志愿|高考|选科|艺考|高[一二三]|大学|学(?!历|姐|长|妹|弟)|读(?!研|博)/u.test(question) &&
  !/工作|上班|毕业|入职|辞职|考编|考公|offer|留在|回老家|单位/iu.test(question);

/** How someone already choosing a job brings the family along: a plan with a deadline, facts, a way to talk. */
const GROWN_UP = [
  '- 把你的路说成一份有期限的计划：目标岗位、要做的准备、多久看到结果（比如一年内拿到稳定的 offer、收入能负担房租），约定一个期限和退路，家里更容易放心。',
  '- 用事实沟通而不是每次争吵：作品、offer、收入和上升路径，比“我喜欢”更能说服父母；吵得厉害时先停一停，换个时间，或请家里说得上话的亲戚一起谈。',
  '- 不一定非此即彼：可以先在外面工作，同时报一次家乡的考试了解难度；经济上先独立，最后的选择由你来做，后果也由你承担。',
];
