import type { Topic } from './content/schema.js';
import type { KnowledgeBase } from './knowledge.js';
import { questionSubjects } from './subject.js';
import { namedJobs, namedMajors, namesIn } from './named.js';
import { CITY, hasSubject, readAlone, type Reading, type UnderstandInput } from './understand.js';

/*
 * What a follow-up's own words say, for thread.ts to read it in its conversation: a circumstance added, one thing put
 * in place of another ('那成都呢'), a certificate or subject pointed at, words that point back, an area of the job
 * search named on its own.
 */

/** '如果我家里条件一般呢', '那我是女生的话呢', '要是我已经有offer了呢': a circumstance of the asker's, added. */
const ADDS_CONDITION =
  /^(?:那|那么|可是|但是?|不过)?\s*(?:如果|要是|假如|假设|万一)?\s*((?:我|家里|家人|父母|爸妈)[^？?]{1,20}?)\s*(?:的话)?\s*呢\s*[？?]?$/u;

/** '那我这种情况呢，我是双非二本的，成绩中等': the asker's own case pointed at, and said after it. */
export const OWN_CASE =
  /^(?:那|那么|可是|但是?)?\s*(?:像)?我(?:这种|这样的?|的)(?:情况|条件|背景)\s*(?:呢|怎么办|怎么选|适合哪个)?\s*[，,。？?！!\s]+(.{4,60})$/u;

export function conditionAdded(question: string): string | null {
  const text = question.trim();
  return ADDS_CONDITION.exec(text)?.[1] ?? OWN_CASE.exec(text)?.[1]?.replace(/[。？?！!\s]+$/u, '') ?? null;
}

/** '那成都呢？', '会计呢', '换成杭州的话呢': one thing put in place of one the previous question named. */
export const ASKS_SAME_OF =
  /^(?:那|那么|换成|如果是|要是|那如果是)?\s*([^，,。？?！!\s]{2,10}?)\s*(?:的话)?\s*呢\s*[？?]?$/u;

/**
 * The previous question asked again about the thing this one names, when the previous question named one of the
 * same kind (a city for a city, a major for a major, a job for a job); null otherwise ('那面试呢' names no such thing).
 */
export function askedAgainOf(kb: KnowledgeBase, question: string, previousQuestion: string): string | null {
  const thing = ASKS_SAME_OF.exec(question.trim())?.[1];
  if (!thing) return null;
  const swap = (before: string | undefined) =>
    before && before !== thing && previousQuestion.includes(before) ? previousQuestion.replace(before, thing) : null;
  const city = (text: string) => text.match(CITY)?.[0];
  if (city(thing) === thing) return swap(city(previousQuestion));
  const majorNamed = namesIn(thing, kb.planner.majorNames, (n: { key: string }) => n.key)[0];
  if (majorNamed) return swap(namesIn(previousQuestion, kb.planner.majorNames, (n: { key: string }) => n.key)[0]);
  const jobNamed = namesIn(thing, kb.names, (n: { key: string }) => n.key)[0];
  if (jobNamed) return swap(namesIn(previousQuestion, kb.names, (n: { key: string }) => n.key)[0]);
  return null;
}

/** '那个证难考吗', '你刚说的那个考试要准备多久': a certificate or exam of the conversation, pointed at. */
const POINTS_AT_EXAM = /(?:那个|这个|该|这|那)\s*(?:证书?|考试|资格证?)/u;

/**
 * A topic about a certificate or an exam, by its name ('法律职业资格考试（法考）', '教师资格证'), or one named by its
 * letters ('注册会计师（CPA）').
 */
const IS_EXAM = /证|考试|资格|考研|考公|[（(][A-Z]{2,6}[)）]|职称|软考/u;

/**
 * The question with the certificate or exam it points at named ('那个证难考吗' → '那法考难考吗'): the exam topic
 * the conversation says most, then first. Null when the question points at none or the conversation named none.
 */
export function certificateNamed(kb: KnowledgeBase, question: string, said: string): string | null {
  if (!POINTS_AT_EXAM.test(question)) return null;
  const lower = said.toLowerCase();
  const found = kb.planner.triggers
    .filter((t) => t.target.kind === 'topic' && IS_EXAM.test(t.target.topic.name) && Array.from(t.key).length >= 2)
    .map((t) => ({
      key: t.key,
      topic: t.target.kind === 'topic' ? t.target.topic : null,
      at: lower.indexOf(t.key),
      times: lower.split(t.key).length - 1,
    }))
    .filter((x) => x.at >= 0);
  // A short name inside a longer one said there ('资格证' in '执业医师资格证') is not the exam named.
  const inside = (x: (typeof found)[number]) =>
    found.some(
      (y) => y !== x && y.key.length > x.key.length && y.at <= x.at && x.at + x.key.length <= y.at + y.key.length,
    );
  // The exam the conversation dwells on ('执业医师' through a doctor's answer), not one named in a general line of
  // examples ('教师资格证、法律职业资格、执业医师等'): the most said, then the first.
  const times = new Map<unknown, number>();
  // Names of three characters or more: a two-character one ('笔试') is said of many exams.
  for (const x of found) if (Array.from(x.key).length >= 3) times.set(x.topic, (times.get(x.topic) ?? 0) + x.times);
  const first = found
    .filter((x) => !inside(x))
    .sort(
      (a, b) => (times.get(b.topic) ?? 0) - (times.get(a.topic) ?? 0) || a.at - b.at || b.key.length - a.key.length,
    )[0];
  return first ? question.replace(POINTS_AT_EXAM, first.key) : null;
}

/** Words a follow-up adds that no trigger phrase holds ('大概要花多少钱' → '要花多少钱'). */
const FILLER = /大概|大约|一般|差不多|到底|具体|究竟|真的|啊|呀|呢|吗|[？?。！!，,\s]/gu;

/**
 * '难不难考' after asking about CPA → '注册会计师CPA难不难考': the previous question's subject put in front of this
 * one, when a phrase of the content runs across the two (so this question's words pick the entry, not the subject's
 * name alone): that entry, read with the joined words.
 */
export function subjectNamed(
  kb: KnowledgeBase,
  input: UnderstandInput,
  previousQuestion: string,
  previous: Reading,
): { reading: Reading; text: string } | null {
  const subject = questionSubjects(previousQuestion)[0];
  if (!subject || input.question.includes(subject)) return null;
  const text = `${subject}${input.question.replace(/^(?:那|那么|所以|然后)/u, '').replace(FILLER, '')}`;
  const lower = text.toLowerCase();
  const head = subject.length;
  const hit = kb.planner.triggers.find((t) => {
    const at = lower.indexOf(t.key);
    return t.option === undefined && at >= 0 && at < head && at + t.key.length > head;
  });
  if (!hit) return null;
  const reading = readAlone(kb, text, input.profile);
  const target = hit.target;
  const entry =
    target.kind === 'topic'
      ? { topic: target.topic, decision: undefined, case: undefined }
      : { decision: target.decision, case: target.kind === 'case' ? target.case : undefined, topic: undefined };
  const before = [previous.topic, previous.decision].filter(Boolean);
  if (before.includes(entry.topic ?? entry.decision)) return null;
  return { reading: { ...reading, ...entry }, text };
}

/** '不考研直接工作的话呢': an option said with 不 in front is the one left, not one asked about. */
export const RULED_OUT_OPTION = /(?:不|不想|不去|不打算|别)[\p{Script=Han}]{1,3}?(?=直接|了|的话|，|,|$)/gu;

/** Words said between the parts of a phrase ('出国读研大概多少钱'), which no trigger phrase holds. */
const SPOKEN_FILLER = /大概|大约|差不多|一般|到底|究竟/gu;

/**
 * '那出国读研大概多少钱': a topic whose phrase the question holds once the filler words are left out, when the
 * question as typed reached only a decision in general or nothing: that topic, as precise as the asker meant.
 */
export function withoutFiller(kb: KnowledgeBase, input: UnderstandInput, own: Reading): Reading {
  const plain = input.question.replace(SPOKEN_FILLER, '');
  // A case already reached ('跳槽薪资涨幅一般多少' → its raise case) is as precise as a topic: kept.
  if (plain === input.question || own.topic || own.case) return own;
  const lower = plain.toLowerCase();
  const hit = kb.planner.triggers.find(
    (t) => t.target.kind === 'topic' && lower.includes(t.key) && !input.question.toLowerCase().includes(t.key),
  );
  if (!hit || hit.target.kind !== 'topic') return own;
  return { ...own, topic: hit.target.topic, decision: undefined, case: undefined, options: [] };
}

/** '那考公呢，待遇怎么样': another thing named, then what is asked of it. */
export const TURNS_WITH_ASPECT = /^(?:那|那么)\s*([^，,。？?！!\s]{2,10}?)\s*呢\s*[，,]\s*([^，,]{2,16})$/u;

/** The thing and its aspect as one question ('考公待遇怎么样'), when that reaches an entry, a job or a major. */
export function turnedWithAspect(kb: KnowledgeBase, input: UnderstandInput): string | null {
  const m = TURNS_WITH_ASPECT.exec(input.question.trim());
  if (!m) return null;
  const text = `${m[1]}${m[2]}`;
  return hasSubject(readAlone(kb, text, input.profile)) ? text : null;
}

/** An item's name as the answer listed it, against the name it was written with ('医疗器械与临床监查（CRA）'). */
export const samePlace = (written: string, listed: string) => written.replace(/[（(].*$/, '').trim() === listed;

/** Words that point back at the subject of the conversation rather than name one. */
export const POINTS_BACK =
  /它|这个(?:职业|工作|岗位|方向|专业|行业|证)|这(?:一)?行|那个(?:职业|工作|岗位|方向|专业|行业|证)|这条路|这方面/;

/** Whether a question names a job or major of its own (not one that its words only happen to reach). */
export function namesOwn(kb: KnowledgeBase, question: string): boolean {
  const jobs = namedJobs(kb, question);
  return Boolean(jobs.roles.length || jobs.occupations.length || namedMajors(kb, question).length);
}

/**
 * A part of the job search named on its own ('那面试呢？', '笔试呢'), with the topic that opens it. The topic the
 * conversation was already on is not a turn to another one.
 */
const AREA_OPENERS: Array<[RegExp, string]> = [
  [/面试/, 'interview-prep'],
  [/笔试|测评题|oa/i, 'written-test-oa'],
  [/简历/, 'resume-structure'],
  [/作品集/, 'portfolio'],
  [/实习/, 'find-internship'],
  [/网申/, 'online-application'],
  [/谈薪|薪资|工资|待遇/, 'salary-negotiation'],
];

export function areaTopic(kb: KnowledgeBase, question: string, before: Topic | undefined): Topic | undefined {
  const id = AREA_OPENERS.find(([re]) => re.test(question))?.[1];
  const topic = id ? kb.planner.topics.find((t) => t.id === id) : undefined;
  return topic && topic.area !== before?.area ? topic : undefined;
}

export function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== undefined && !(Array.isArray(v) && !v.length)),
  ) as Partial<T>;
}
