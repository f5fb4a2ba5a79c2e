import type { Body } from './result-body.js';
import type { Part } from './parts.js';
import { certAskedPart } from './cert-asked.js';
import { KNOWN_CERTS, type KnownCert } from './cert-facts.js';
import { listedItems } from './dialogue.js';

/*
 * One certificate asked about ('证券从业好考吗', 'FRM考了能干嘛', '心理咨询师证还能考吗'), alone or as a follow-up
 * pointing at one a list or an answer named ('第一个难考吗' after 金融专业可以考哪些证书, '它对找工作有用吗' after 软考):
 * answered from that certificate's facts (cert-facts.ts), the side asked first, rather than from which certificates to
 * take in general, which only repeats the list.
 */

type Aspect = 'hard' | 'use' | 'when' | 'still';

/** The side of a certificate asked, by the words askers use. */
const ASPECTS: ReadonlyArray<[Aspect, RegExp]> = [
  ['still', /还能考|还有用吗|还有没有用|取消了|还承认|还认吗|还在吗|停考/u],
  [
    'hard',
    /通过率|合格率|难考|好考|难不难|好不好考|难吗|难度|容易考|好过|难过吗|考多久|准备多久|要学多久|怎么备考|怎么准备/u,
  ],
  ['when', /什么时候考|几月考|哪个月考|一年考几次|一年几次|考几次|什么时候报名|几月报名|考试时间|报名时间|多久考一次/u],
  [
    'use',
    /有用吗|有没有用|有什么用|什么用|用处|含金量|值得考|值不值得|值不值|能干嘛|能干什么|能做什么|能找什么|找工作|好找工作|加分|认可/u,
  ],
];

/** Two things weighed ('CPA和ACCA哪个好', '先考教资还是考研'): exam-order.ts answers. */
const WEIGHS = /还是|哪个|先考|后考|对比|区别|比较/u;

/** The certificates a text names, in the order it names them, each once. */
export function certsNamed(text: string): KnownCert[] {
  const found = KNOWN_CERTS.map((c) => ({ c, at: text.search(c.match) })).filter((x) => x.at >= 0);
  return found.sort((a, b) => a.at - b.at).map((x) => x.c);
}

function aspectAsked(question: string): Aspect | null {
  return ASPECTS.find(([, re]) => re.test(question))?.[0] ?? null;
}

/**
 * The certificate's facts, the side asked answered first and in full, the others after it in a line each; no pass
 * rate or pay, which no issuer publishes one way. The side asked is worded apart from its short line, so a follow-up
 * asking it after the certificate's answer says something new.
 */
export function certFactPart(cert: KnownCert, aspect: Aspect): Part {
  const short = cert.name.replace(/（.*$/u, '');
  const lead: Record<Aspect, string[]> = {
    hard: [
      `- **难不难**：官方不按难易分级，各年通过情况也不一样，能比的是考什么、要准备多久：${cert.prep}。`,
      `- **复习怎么排**：${cert.when}，按考试日期往前倒排复习时间，先过教材再刷题。`,
    ],
    use: [
      cert.gate
        ? `- **哪些岗位非它不可（门槛）**：${cert.gate}。`
        : `- **哪些岗位非它不可（门槛）**：没有，法律上没有哪个岗位要求持有${short}。`,
      `- **哪些岗位拿它加分**：${cert.plus}。`,
    ],
    when: [`- **什么时候考**：${cert.when}；报名和考试的具体日期，以当年的官方公告为准。`],
    still: [cert.note ? `- **现在还考不考**：${cert.note}。` : `- **现在还考不考**：仍在正常考试，${cert.when}。`],
  };
  const brief: Record<Aspect, string | null> = {
    hard: `- **考什么**：${cert.prep}。`,
    use: `- **用在哪**：${cert.gate ? `${cert.gate}；` : ''}${cert.plus}。`,
    when: `- **考试安排**：${cert.when}。`,
    still: cert.note ? `- **要注意**：${cert.note}。` : null,
  };
  // The lead on preparing already says when it is held.
  const others = (['still', 'use', 'hard', 'when'] as Aspect[])
    .filter((a) => a !== aspect && !(aspect === 'hard' && a === 'when'))
    .map((a) => brief[a]);
  return {
    heading: `### ${cert.name}`,
    lines: [
      ...lead[aspect],
      ...others.filter((l): l is string => !!l),
      `- **谁组织、谁发证**：${cert.issuer}。`,
      `【来源】${cert.source}`,
    ],
    from: '证书资料',
  };
}

/**
 * One stage of a certificate's exam ('教资面试的试讲怎么准备', '教资面试难吗'): how to get through that stage is a topic
 * of its own, and the certificate's whole difficulty would lead with what was not asked.
 */
const EXAM_STAGE = /面试|试讲|说课|结构化|答辩|实操|技能考核/u;

/** The one certificate the question asks a side of, or null (none, two weighed, or a job's need: cert-asked.ts). */
export function certAsked(question: string): { cert: KnownCert; aspect: Aspect } | null {
  const aspect = aspectAsked(question);
  if (!aspect || WEIGHS.test(question)) return null;
  if (aspect === 'hard' && EXAM_STAGE.test(question)) return null;
  const named = certsNamed(question);
  if (named.length !== 1 || certAskedPart(question)) return null;
  return { cert: named[0]!, aspect };
}

/** The certificate a text says most, the first of those said as often: the one an answer dwells on, not an example. */
function mostNamed(text: string): KnownCert | undefined {
  const times = (c: KnownCert) => text.match(new RegExp(c.match.source, `${c.match.flags}g`))?.length ?? 0;
  return certsNamed(text).reduce<KnownCert | undefined>(
    (best, c) => (!best || times(c) > times(best) ? c : best),
    undefined,
  );
}

/** '第一个', '第2个', '最后一个', pointing at a listed item. */
const ORDINAL = /第\s*([一二三四五六七八九十\d])\s*(?:个|项|种|本)|最后(?:一个|那个)/u;
const NUMERALS = '一二三四五六七八九';
/** 它 / 这个 / 那个证 standing for a certificate, not before a noun saying what else it is. */
const POINTER = /它|这个|那个|该证|这证|此证/u;
/** The question before was about certificates or exams: only then is a bare 它 one. */
const ABOUT_CERTS = /证|资格|考什么|要考|考试|考了/u;

/** The items of the first list in the answer that names a certificate, in order. */
function firstCertList(answer: string): string[] {
  const runs: string[][] = [[]];
  for (const line of answer.split('\n')) {
    const item = /^\s*(?:[-*+]|\d+[.、)])\s+(.+)$/u.exec(line)?.[1];
    if (item) runs.at(-1)!.push(item.replace(/\*\*/gu, ''));
    else if (line.trim()) runs.push([]);
  }
  const listed = runs.find((r) => r.some((item) => certsNamed(item.split(/[：:]/u)[0]!).length));
  if (listed) return listed;
  // '门槛型证书：教师资格证、法律职业资格、执业医师等' said inline by an answer that lists nothing else: the
  // certificates in the order it names them. An answer listing outlets or jobs counts those instead.
  if (listedItems(answer).length >= 2) return [];
  return certsNamed(answer).map((c) => answer.match(c.match)![0]);
}

/**
 * A follow-up pointing at one certificate, put as the question about it ('第一个难考吗' → '证券从业资格难考吗'), with
 * the name it had in the list; null when it points at none.
 */
export function certFollowRestated(
  question: string,
  previousQuestion: string,
  previousAnswer: string,
): { question: string; pointed: string } | null {
  const aspect = aspectAsked(question);
  if (!aspect || WEIGHS.test(question) || certsNamed(question).length) return null;
  const ordinal = ORDINAL.exec(question);
  if (ordinal) {
    const items = firstCertList(previousAnswer);
    const said = ordinal[1];
    const n = said === undefined ? items.length : /\d/u.test(said) ? Number(said) : NUMERALS.indexOf(said) + 1;
    const item = items[n - 1]?.split(/[：:]/u)[0]?.trim();
    const cert = item ? certsNamed(item)[0] : undefined;
    return item && cert ? { question: question.replace(ordinal[0], item), pointed: item } : null;
  }
  const pointer = POINTER.exec(question);
  if (!pointer || !(certsNamed(previousQuestion).length || ABOUT_CERTS.test(previousQuestion))) return null;
  const cert = certsNamed(previousQuestion)[0] ?? mostNamed(previousAnswer);
  if (!cert) return null;
  const said = previousQuestion.match(cert.match)?.[0] ?? cert.name.replace(/（.*$/u, '');
  return { question: question.replace(/(?:那个|这个|该|这|此)证书?|它|这个|那个/u, said), pointed: said };
}

/**
 * An entry headed with other certificates ('软考、PMP、CFA 值不值得考' when CMA is asked) keeps its lines on the one
 * asked and its general ones; a line on another certificate only answers what was not asked, and the same lines
 * would follow every certificate the entry reaches. Nothing of it left but its source, it goes.
 */
function aboutAsked(part: Part, cert: KnownCert): Part | null {
  if (!certsNamed(part.heading ?? '').some((c) => c !== cert)) return part;
  const other = (l: string) => certsNamed(l).some((c) => c !== cert) && !cert.match.test(l);
  const lines = part.lines.filter((l) => l.startsWith('【来源】') || !other(l));
  return lines.some((l) => !l.startsWith('【来源】')) ? { ...part, lines } : null;
}

/**
 * Leads the answer with the certificate's facts; the general decision on which certificates to take and its lean are
 * dropped, as the asker named the one they mean. Entries about that certificate itself stay after it.
 */
export function leadWithCertFact(b: Body, question: string): boolean {
  const asked = certAsked(question);
  if (!asked) return false;
  b.parts = b.parts
    .filter((p) => !p.from.startsWith('决策资料') && !p.lines.some((l) => l.startsWith('**我的倾向**')))
    .map((p) => aboutAsked(p, asked.cert))
    .filter((p): p is Part => !!p);
  b.parts.unshift(certFactPart(asked.cert, asked.aspect));
  b.position = null;
  b.picked = null;
  const side = { hard: '难不难考', use: '有什么用', when: '什么时候考', still: '现在还考不考' }[asked.aspect];
  b.readAs = `${asked.cert.name.replace(/（.*$/u, '')}${side}`;
  return true;
}
