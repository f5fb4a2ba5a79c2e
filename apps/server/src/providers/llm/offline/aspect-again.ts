import type { KnowledgeBase } from './knowledge.js';
import { bullets, type Part } from './parts.js';
import type { Reading } from './understand.js';

/*
 * '它需要什么学历', '那要读研吗', '累不累' about the job or major the previous answer described in full: the asker
 * did not find the answer in it, so the line that answers is said again as the direct answer, with how to check it
 * for this job or major. Saying 'all was said before' leaves the question unanswered.
 */

type Asked = 'education' | 'further' | 'prospects' | 'load' | 'plan' | 'gender';

/** The side of the subject a follow-up asks about, in the words people use for it. */
const ASKED: Array<[Asked, RegExp]> = [
  ['gender', /女生|女孩|女性|男生|男孩|性别/u],
  ['education', /学历|本科(?:就)?(?:够|行|能|可以)|专科|大专|文凭|硕士才|要求.{0,4}(?:本科|硕士)/u],
  ['further', /读研|考研|深造|读博|研究生/u],
  ['load', /累不累|累吗|辛苦|加班|出差|强度|压力大|轻松/u],
  ['prospects', /前景|前途|发展|以后|未来|晋升|饱和|好找工作|好就业/u],
  // '具体要做些什么', '平时要干啥' of a job ask what its work holds (the daily aspect), not what to do to get there.
  [
    'plan',
    /(?<!具体|平时|每天|日常)(?:应该|该|要|可以|需要)(?:做|学|准备)(?:些)?(?:什么|啥|哪些)|怎么准备|从哪开始|怎么入门/u,
  ],
];

const LABEL: Record<Asked, string> = {
  education: '学历要求',
  further: '要不要读研',
  load: '工作强度',
  prospects: '发展前景',
  plan: '现在该做什么',
  gender: '性别',
};

/** Sides no aspect of the reading covers: asked of a subject, they come first even when other lines are new. */
export const OWN_SIDES = new Set<Asked>(['education', 'load', 'gender', 'plan']);

/** The law on it (《中华人民共和国就业促进法》第二十七条), said once for any job. */
const EQUAL_HIRING =
  '按《就业促进法》第二十七条，除国家规定不适合妇女的工种或岗位外，用人单位不得以性别为由拒绝录用女性或提高录用标准。';

/** What the subject's own entry says on that side, and its name. */
function written(
  kb: KnowledgeBase,
  reading: Reading,
  asked: Asked,
): { name: string; lines: string[]; from: string } | null {
  const role = reading.roles[0];
  if (role) {
    const zone = role.codes.map((c) => kb.occupations.get(c)).find(Boolean);
    const level = zone && kb.jobZones.get(zone.jobZone);
    const by: Record<Asked, string[]> = {
      education: [...(level ? [`${role.name}通常的学历要求：${level.educationZh}`] : []), role.entry],
      gender: [EQUAL_HIRING, `这份工作本身是：${role.summary}`],
      further: [role.entry, role.path],
      load: [`${role.name}累在哪里，要从它每天的事看：${role.summary}`],
      prospects: [role.path],
      plan: [`${role.skills.slice(0, 3).join('、')}，这几项先补起来。`, role.entry],
    };
    return { name: role.name, lines: by[asked], from: `职业卡片「${role.name}」` };
  }
  const major = reading.majors[0] ?? reading.outlet?.major;
  if (major) {
    const by: Record<Asked, string[]> = {
      gender: [EQUAL_HIRING, ...major.realities.slice(0, 1)],
      education: [major.further],
      further: [major.further],
      load: major.realities.slice(0, 2),
      prospects: major.realities.slice(0, 2),
      plan: [`用人单位看重${major.skills.slice(0, 4).join('、')}，从这几项里挑一两项先学。`],
    };
    // A listed outlet pointed at ('第三个累不累') is what the lines are about; the major still answers for it.
    const name = reading.outlet?.outlet.name ?? major.name;
    return { name, lines: by[asked], from: `专业资料「${major.name}」` };
  }
  const o = reading.occupations[0];
  const zone = o && kb.jobZones.get(o.jobZone);
  if (o && zone && (asked === 'education' || asked === 'further' || asked === 'plan' || asked === 'gender'))
    return {
      name: o.titleZh,
      lines: [
        ...(asked === 'gender' ? [EQUAL_HIRING] : []),
        `${o.titleZh}属于${zone.nameZh}的职业，${zone.educationZh}`,
      ],
      from: `职业资料「${o.titleZh}」`,
    };
  return null;
}

/** How to check that side for this subject oneself: each line names the subject, so no two answers share it. */
function checks(asked: Asked, name: string, stage: string | undefined): string[] {
  switch (asked) {
    case 'education':
      return [
        `最准的办法：在招聘平台搜“${name}”，把在招岗位按学历要求筛一遍，看本科、硕士各占多少。`,
        `同样是${name}，大公司和研究类岗位卡学历更严，中小公司和业务岗更看实习与作品，先想清楚想去哪一类单位。`,
      ];
    case 'further':
      return [
        `判断${name}要不要读研，看你想去的岗位：研发、研究、高校和设计院多要硕士，业务、运营和一线岗位本科就能进。`,
        `读研多花两到三年，问问已经在${name}这一行工作的学长学姐：硕士换来的是更高的起点，还是只是推迟两年就业。`,
      ];
    case 'load':
      return [
        `${name}累不累，主要看行业和公司：同一个岗位，甲方和乙方、大公司和小公司的加班、出差差别很大。`,
        `面试时可以直接问“一般几点下班、一个月出差几天”，再在脉脉、看准网上搜目标公司的员工评价核实。`,
      ];
    case 'prospects':
      return [
        `看${name}的前景，看三样：近一两年招聘平台上的在招岗位多不多，所在行业是不是在扩张，做了五年的人现在在做什么。`,
        `前景好不等于人人好找：${name}的门槛越低，新人越多，手里有实习和作品的人才拿得到好机会。`,
      ];
    case 'gender':
      return [
        `${name}看的是能力和经历，女生男生都有做得很好的；真正要问的是你喜不喜欢它每天要做的事。`,
        `担心性别影响时，去找几位在${name}这一行的女性前辈聊聊，问她们的团队构成、出差和晋升情况，比泛泛的说法可靠。`,
        `应聘${name}时被问婚育计划、被按性别设门槛，都可以向当地人社部门的劳动保障监察机构反映。`,
      ];
    case 'plan':
      return [
        `${stage ? `${stage}的你` : '现在'}就能做的：从上面挑一两项${name}要用的技能先学起来，做一个能写进简历的小项目。`,
        `找一段和${name}相关的实习，小公司也行；还没有实习机会时，用课程设计、竞赛或自己做的作品先补上。`,
      ];
  }
}

/**
 * The side asked about, answered again from the subject's entry with how to check it, for a follow-up whose answer
 * would otherwise be empty because the previous answer already said every line. Null when the question asks no
 * side this knows or the conversation is on no job or major.
 */
export function aspectAgainPart(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  sides?: ReadonlySet<Asked>,
): Part | null {
  const asked = ASKED.find(([, re]) => re.test(question))?.[0];
  if (!asked || (sides && !sides.has(asked))) return null;
  const found = written(kb, reading, asked);
  if (!found) return null;
  const [first, ...rest] = found.lines.filter(Boolean);
  if (!first) return null;
  return {
    heading: `### ${found.name}：${LABEL[asked]}`,
    lines: [
      `直接回答你问的${LABEL[asked]}：${first}`,
      ...bullets([...rest, ...checks(asked, found.name, reading.slots.stage)]),
    ],
    from: found.from,
  };
}
