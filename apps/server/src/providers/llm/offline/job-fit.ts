import { RiasecNames, type RiasecType } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import { jobAsked, type JobAsks } from './job-asks.js';
import type { KnowledgeBase } from './knowledge.js';
import { conditionSaid } from './condition-fit.js';
import { FIT_ASK, namedFitPart, STREAMS, TRAITS, traitLines } from './named-fit.js';
import { bullets, type Part } from './parts.js';
import type { Body } from './result-body.js';
import { readResult } from './result.js';
import type { Reading } from './understand.js';

/*
 * '二本能进投行吗', '非科班能做数据分析吗', '女生学土木好找工作吗', '30岁没经验能转UI吗': a job asked through the asker's
 * background, where the background is a school's level, a missing major, an age or being a woman, or a major the
 * profile states. The answer names what the job asks (skills, the proof that gets an interview, the filters),
 * where the background helps and where it strains, how to close the gap, and a position: 能, 难但可行 or 不建议直接冲.
 */

/** 0 能, 1 难但可行, 2 不建议直接冲. */
type Verdict = 0 | 1 | 2;
interface Said {
  /** The background as the answer names it ('二本', '心理学专业', '30岁'). */
  label: string;
  verdict: Verdict;
  helps?: string;
  strains?: string;
  close?: string;
  /** Said of someone already at work ('30岁'): the proof asked of them is none an intern gives. */
  atWork?: boolean;
}

const ASK = new RegExp(`${FIT_ASK.source}|能考[^，。？?]{0,8}[吗么]|好找工作|好就业|有机会|有戏|进得去`, 'u');

const JUNIOR = /专科|大专|高职/u;
const ORDINARY = /二本|三本|双非|普通本科|民办本科|普本|一般本科/u;
const CROSS =
  /非\p{Script=Han}{2,4}?(?:专业|生|出身)|非科班|跨专业|零基础|没(?:有)?[^，。？?]{0,4}(?:经验|基础)|不是(?:学)?(?:这个|相关|对口|[^，。]{1,6})专业/u;
const WOMAN = /女生|女孩|女性|妹子|女的/u;
const AGE = /(\d{2})\s*岁|三十岁|奔三/u;

function bySchool(text: string, job: JobAsks): Said | null {
  const label = (JUNIOR.exec(text) ?? ORDINARY.exec(text))?.[0];
  if (!label) return null;
  if (JUNIOR.test(label))
    return job.degree === 2
      ? {
          label,
          verdict: 2,
          strains: `${job.name}的简历关常卡本科和名校，头部机构还看硕士，${label}直接投几乎过不了第一关`,
          close: `先专升本、再考一个好学校的研究生把学历补上；或者${job.sideDoor}`,
        }
      : job.degree === 1
        ? {
            label,
            verdict: 1,
            strains: `${job.name}的多数岗位写着本科起`,
            close: `先专升本拿到本科，同时准备${job.proof}`,
          }
        : { label, verdict: 0, helps: `${job.name}看能力和作品多过学历，${label}不吃亏` };
  return job.degree === 2
    ? {
        label,
        verdict: 1,
        strains: `头部机构校招的名额多给名校和硕士，${label}的简历常在第一关被筛掉`,
        close: `用${job.proof}把简历顶上去；或者读一个好学校的硕士换背景；也可以${job.sideDoor}`,
      }
    : { label, verdict: 0, helps: `${job.name}看能力和经历多过学校，${label}照样有机会` };
}

function byMajor(text: string, job: JobAsks, major: string | undefined): Said | null {
  if (major && job.fields.test(major))
    return { label: `${major}专业`, verdict: 0, helps: `${major}是${job.name}的对口专业，基本功是现成的` };
  const cross = CROSS.exec(text)?.[0];
  if (!major && !cross) return null;
  const label = major ? `${major}专业` : cross!;
  if (job.licensedMajors && !job.licensedMajors.test(major ?? ''))
    return { label, verdict: 1, strains: `${job.licence}`, close: job.sideDoor };
  return job.degree === 2
    ? { label, verdict: 1, strains: `${job.name}更常招对口专业和名校的人，${label}要多证明一步`, close: job.proof }
    : {
        label,
        verdict: 0,
        helps: `${job.name}不设专业门槛，${label}也能进，看的是你拿不拿得出${job.proof.split('，')[0]}`,
      };
}

function byAge(text: string, job: JobAsks): Said | null {
  const m = AGE.exec(text);
  if (!m || (m[1] && Number(m[1]) < 28)) return null;
  return {
    label: m[0],
    atWork: true,
    verdict: job.degree === 0 ? 0 : 1,
    strains: `${m[0]}转行，校招和管培生通道已经不收，要走社招，招的人更看你马上能干什么`,
    close: `先看现在的公司能不能内部转岗、或先接手相关的活，这条路最顺；对外投的话，先备好${workerProof(job)}，再把原来工作里用得上的经验（沟通、项目、行业）写进简历`,
  };
}

/**
 * The proof a worker changing jobs can make (a 30-year-old is no intern: '一两段产品实习，或者一份完整的产品分析' gives
 * the analysis): the first part of the job's proof that asks for no internship or campus hiring.
 */
function workerProof(job: JobAsks): string {
  const parts = job.proof.split('，').map((p) => p.replace(/^(?:或者|或是|或|还有|加上|最好|再|通过)/u, ''));
  return parts.find((p) => !/实习|校招|应届/u.test(p)) ?? '一两个能拿给面试官看的成果（作品、项目或证书）';
}

function byWoman(text: string, job: JobAsks): Said | null {
  const label = WOMAN.exec(text)?.[0];
  if (!label) return null;
  return job.site
    ? {
        label,
        verdict: 0,
        helps: `${job.name}没有性别门槛，细致和沟通在这一行同样吃香`,
        strains: `${job.site}；少数驻场岗位招人时会偏向男生`,
        close: `想少跑现场就挑${job.sideDoor}这类岗位，面试时问清驻场和出差安排`,
      }
    : { label, verdict: 0, helps: `${job.name}没有性别门槛，看的是能力和经历` };
}

/** What the asker's words and profile say of them, weighed against the job. */
function saidOf(text: string, job: JobAsks, reading: Reading): Said[] {
  // The major the question names as the asker's own (not one denied: '我不是法学专业的', '没有美术基础'), else the profile's.
  const named = [reading.slots.ownMajor, ...reading.majors].find(
    (m) =>
      m &&
      [m.name, ...m.aliases].some(
        (a) => a.length >= 2 && text.includes(a) && !new RegExp(`(?:不是|没有|没学过|没|非)${a}`, 'u').test(text),
      ),
  );
  const major = named?.name ?? /专业[：:]\s*([^，,。；;]{2,12})/u.exec(text)?.[1];
  const stream = STREAMS.find((s) => s.words.test(text));
  const label = stream && `${stream.name}生`;
  const streamSaid: Said | null = stream
    ? [...job.code.slice(0, 2)].some((l) => stream.fits.includes(l as RiasecType))
      ? { label: label!, verdict: 0, helps: `${label}的${stream.brings}正是${job.name}用得上的` }
      : {
          label: label!,
          verdict: job.degree === 2 ? 1 : 0,
          helps: `${label}带来的是${stream.brings}`,
          close: job.proof,
        }
    : null;
  // '学日语的能做外贸吗' names a major; the job's own words are not one ('学会计的能做审计吗' studies 会计).
  const own = major && !job.words.test(major) ? major : undefined;
  return [bySchool(text, job), byMajor(text, job, own), streamSaid, byAge(text, job), byWoman(text, job)].filter(
    (s): s is Said => !!s,
  );
}

/**
 * The asker's result against the job's usual code, read from the scores: the job's letters among the asker's strong
 * ones (ties with the third kept) are what fits, and a lead letter among the asker's three lowest is said with its
 * score, never passed over for a later letter that happens to match.
 */
function resultLine(profile: ChatProfile, job: JobAsks): string | null {
  if (!profile.riasec) return null;
  const r = readResult(profile.riasec);
  const letters = [...job.code.slice(0, 2)] as RiasecType[];
  const shared = letters.filter((l) => r.strong.includes(l));
  const names = (ls: RiasecType[]) => ls.map((l) => RiasecNames[l]).join('、');
  const lead = letters[0]!;
  const rank = r.order.indexOf(lead) + 1;
  const start = `你的兴趣代码是 ${r.code}，${job.name}常见的是 ${job.code}`;
  if (!r.strong.includes(lead) && rank >= 4) {
    const place = rank === 6 ? '是你六种里最低的' : `在你六种里排第 ${rank}`;
    return `${start}：它最看重的${RiasecNames[lead]}（${r.score(lead)}%）${place}${shared.length ? `，只有${names(shared)}对得上` : ''}。能做，但日常的主要活未必让你有劲：先用实习试一段，看你是不是愿意长期干。`;
  }
  return shared.length
    ? `${start}：${names(shared)}对得上，做起来更容易有劲。`
    : `${start}，前两位不在你的前三里：能做，但先用实习试一段，看日常的活你是不是愿意长期干。`;
}

export function jobFitPart(
  reading: Reading,
  question: string,
  profile: ChatProfile,
): { part: Part; position: string; job: JobAsks } | null {
  // '还能干什么' asks what else, not whether ('什么' ends in 么).
  if (reading.followUp || !ASK.test(question.replace(/什么/gu, '，'))) return null;
  const job = jobAsked(question);
  // A job the asker rules out ('除了当客服还能干什么') is not the one asked about.
  if (!job || reading.slots.avoid.some((a) => job.words.test(a))) return null;
  const text = [question, ...(profile.facts ?? [])].join('，');
  const trait = TRAITS.find((t) => t.words.test(question));
  const said = saidOf(text, job, reading);
  const fromResult = resultLine(profile, job);
  if (!said.length && !trait && !fromResult) return null;
  const verdict = Math.max(0, ...said.map((s) => s.verdict)) as Verdict;
  const helps = said.flatMap((s) => s.helps ?? []);
  const strains = said.flatMap((s) => s.strains ?? []);
  const close = [...new Set(said.flatMap((s) => s.close ?? []))];
  const traitRead = trait
    ? traitLines({ name: job.name, aliases: [], code: job.code, majors: [], skills: [], from: '' }, trait)
    : null;
  const position =
    verdict === 2
      ? `很难，不建议直接冲：${strains[0]}。`
      : verdict === 1
        ? `难但可行：${strains[0]}。`
        : (traitRead?.position ??
          (helps.length
            ? `能：${helps[0]}；准备好${job.proof.split('，')[0]}就可以去投。`
            : `能，关键看你准备得怎么样。`));
  // What the position already said is not said again below it.
  const strained = verdict > 0 ? strains.slice(1) : strains;
  // Each line carries who is asking, so one job's facts read for this background rather than as its card.
  const named = [...new Set([...said.map((s) => s.label), ...(trait ? [trait.name] : [])])].join('、');
  const who = named || '你的兴趣';
  const lines = [
    `**我的看法**：${position}`,
    `${job.name}${named ? `对${named}的你同样` : '招人'}看两样：会不会${job.asks}；拿不拿得出${said.some((s) => s.atWork) ? workerProof(job) : job.proof}。${job.licence ? `${job.licence}。` : ''}`,
    ...(fromResult ? [fromResult] : []),
    ...(helps.length ? [`你的背景帮得上的：${helps.join('；')}。`] : []),
    ...(strained.length ? [`吃力的地方：${strained.join('；')}。`] : []),
    ...(traitRead ? traitRead.lines.slice(1, 3) : []),
    ...(close.length ? [`怎么补：${close.join('；')}。`] : []),
    ...(verdict > 0 && !close.some((c) => c.includes(job.sideDoor))
      ? [`正门太挤时，${named || '同样背景'}的人常走的路：${job.sideDoor}。`]
      : []),
  ];
  return {
    part: {
      heading: `### 从${who}看${job.name}`,
      lines: bullets(lines),
      from: `职业要求「${job.name}」`,
    },
    position,
    job,
  };
}

/** Leads the answer with the fit, dropping positions taken for other questions and entries not about the job. */
export function leadWithJobFit(
  kb: KnowledgeBase,
  b: Body,
  reading: Reading,
  question: string,
  profile: ChatProfile,
): boolean {
  // A trait or major said of a job with a card, and nothing more, is read by named-fit.ts: this reads what it does
  // not (a school's level, a missing major, an age, a sex, the profile) and the jobs without a card.
  const beyond =
    [JUNIOR, ORDINARY, CROSS, AGE, WOMAN].some((re) => re.test(question)) ||
    !!profile.riasec ||
    !!profile.facts?.some((f) => f.startsWith('专业'));
  // A condition of the body said ('不能熬夜', '腰椎不好') is what the asker asks the job through, before the profile.
  if ((!beyond || conditionSaid(question)) && namedFitPart(kb, reading, question)) return false;
  // An entry written for this very background answers it more closely than the table: a topic or a case
  // ('双非能进大厂吗', '女生学土木要不要去施工单位'), or a decision about changing careers at an age ('30 岁转行') asked
  // by someone changing careers. A decision on the background in general ('大专生就业') says less than the table.
  const entry = [
    reading.topic?.name,
    reading.case?.title,
    /转行/u.test(reading.decision?.title ?? '') && /转行|转到|转去|转做|转互联网/u.test(question)
      ? reading.decision?.title
      : undefined,
  ]
    .filter(Boolean)
    .join('，');
  if ([JUNIOR, ORDINARY, CROSS, AGE, WOMAN].some((re) => re.test(question) && re.test(entry))) return false;
  const fit = jobFitPart(reading, question, profile);
  if (!fit) return false;
  const about = (p: Part) => fit.job.words.test(`${p.heading ?? ''}${p.from}`);
  b.parts = b.parts.filter(
    (p) =>
      !p.lines.some((l) => /^\*\*(?:在.+?和.+?之间，)?我更建议你选|^\*\*我的倾向\*\*|^\*\*我的看法\*\*/u.test(l)) &&
      !(p.from.startsWith('决策资料') && !about(p)),
  );
  b.parts.unshift(fit.part);
  b.position = fit.position;
  b.picked = null;
  b.readAs = `${fit.job.name}适不适合你的背景`;
  return true;
}
