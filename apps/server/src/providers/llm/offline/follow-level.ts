import type { KnowledgeBase } from './knowledge.js';
import type { Part } from './parts.js';
import type { Reading } from './understand.js';

/*
 * '如果我是专科呢', '我是研究生的话呢' after a job's answer: the asker's schooling set against what the job usually
 * asks. The job's card says its usual schooling ('大多需要本科学历'), which the asker already read; what they ask is
 * what their own level means for it: a threshold to get past (below), the usual one (equal), or an edge (above).
 */

type Said = 'vocational' | 'undergrad' | 'master' | 'phd';

/** The level a follow-up says of the asker, in the words people use; the longer words first. */
const SAID: Array<[Said, RegExp]> = [
  ['vocational', /专科|大专|高职/u],
  ['master', /研究生|硕士|读了研|研究生学历/u],
  ['phd', /博士/u],
  ['undergrad', /本科/u],
];
/** Said of oneself or as a supposition ('我是专科', '如果是大专', '只有本科学历'), not asked of the job ('要本科吗'). */
const OF_SELF = /我|如果|要是|假如|假设|换成|只有|只是|的话|呢/u;
const ASKS_JOB = /要求|需要|要不要|得要|必须/u;
const MAX_CHARS = 20;

/** The job zone a level reaches (the zones' schooling: 3 大专, 4 本科, 5 研究生). */
const ZONE: Record<Said, number> = { vocational: 3, undergrad: 4, master: 5, phd: 5 };
const NAME: Record<Said, string> = { vocational: '专科', undergrad: '本科', master: '研究生', phd: '博士' };
const ZONE_NAME: Record<number, string> = { 1: '高中', 2: '高中或中专', 3: '专科', 4: '本科', 5: '研究生' };

/** The asker's level a short follow-up says, or null. */
export function levelSaid(question: string): Said | null {
  const text = question.trim();
  if (Array.from(text).length > MAX_CHARS || !OF_SELF.test(text) || ASKS_JOB.test(text)) return null;
  return SAID.find(([, re]) => re.test(text))?.[0] ?? null;
}

/** The job the conversation is on and the zone of schooling it usually asks. */
function jobOf(kb: KnowledgeBase, reading: Reading): { name: string; zone: number } | null {
  const role = reading.roles[0];
  if (role) {
    const zone = role.codes.map((c) => kb.occupations.get(c)?.jobZone).find((z) => z !== undefined);
    return zone ? { name: role.name, zone } : null;
  }
  const o = reading.occupations[0];
  return o ? { name: o.titleZh, zone: o.jobZone } : null;
}

function below(name: string, level: Said, needed: string): string[] {
  const lines = [
    `${name}的招聘多写“${needed}及以上”，${NAME[level]}的简历在大公司网申筛选时容易先被挡掉：这是要正视的第一道门槛，但不是走不通。`,
  ];
  lines.push(
    level === 'vocational'
      ? `想在${name}这条路上走远，在校时争取专升本（多数省份只在专科最后一年有一次统招机会，以本省当年政策为准）；已经毕业的，读自考或成人本科，边工作边把学历补上。`
      : `${name}的核心岗位多数人会读研；也可以先在相近的、${NAME[level]}就能做的岗位干一两年，再决定读全日制还是在职研究生。`,
  );
  lines.push(
    `先从学历卡得松的入口进：中小公司、地方企业，或${name}身边的助理、专员岗，做满一两年后，做过的事会比第一学历更受看重。`,
    `用看得见的东西补学历：和${name}直接相关的证书、作品或项目，面试时拿得出来，比一句“能力强”有用。`,
  );
  return lines;
}

/**
 * The asker's level set against the job's usual schooling, for a follow-up that says it. Null when the question
 * says no level of the asker or the conversation is on no job whose schooling is known.
 */
export function levelPart(kb: KnowledgeBase, reading: Reading, question: string): Part | null {
  if (!reading.followUp) return null;
  const level = levelSaid(question);
  const job = level && jobOf(kb, reading);
  if (!level || !job) return null;
  const needed = ZONE_NAME[job.zone] ?? '本科';
  const own = NAME[level];
  const lines =
    ZONE[level] < job.zone
      ? below(job.name, level, needed)
      : ZONE[level] === job.zone
        ? [
            `${own}正好是${job.name}常见的学历门槛，学历这一关算是过了，拉开差距的是实习、作品和证书。`,
            `找五份${job.name}的招聘启事，把它们要求的技能和经历逐条列出来，对照自己缺哪几项，先补最常出现的那一项。`,
          ]
        : [
            `${job.name}多数岗位${needed}就能进，${own}学历在大公司、研究类岗位和管培生的筛选、起薪定级上更占优。`,
            `但学历不会替你拿到${job.name}的offer：面试看的还是实习和项目，${level === 'phd' ? '读博期间' : '读研期间'}至少要有一段对口实习。`,
          ];
  return {
    heading: `### 按${own}学历看${job.name}`,
    lines: lines.map((l) => `- ${l}`),
    from: `职业卡片「${job.name}」的学历要求`,
  };
}
