import type { KnowledgeBase } from './knowledge.js';
import { certificateNamed } from './thread-words.js';

/*
 * A bare pronoun resolves to the most recent thing said, not the thing the conversation started on. After '想当老师
 * 需要什么证' or '第二个需要考什么证', '那它好考吗' / '它每年考几次' asks about the certificate just discussed (教师资格证),
 * not the job or the listed item: only an exam is taken, passed or signed up for. The certificate is the exam entry
 * the previous answer named first (certificateNamed in thread-words.ts, which reads '那个证难考吗' the same way).
 */

/** 它 / 这个 / 那个 standing alone, not before a noun that says what it is ('这个职业', '那个证'). */
const BARE_PRONOUN = /(它|这个|那个)(?!证|考试|资格|职业|岗位|工作|专业|方向|行业|公司|单位|城市|学校|人)/u;
/** What is asked only of an exam or a certificate. */
const EXAM_ASK =
  /好考|难考|难不难考|好不好考|考几次|几次考|考几科|怎么考|怎么报|考哪些|通过率|报名|备考|考下来|有效期|几年考完|要考多久|考多久|多少分(?:能)?过|几月考/u;
/** The question before asked which certificate or exam a road needs. */
const ASKED_CERTIFICATE = /证|资格|执照|考什么|要考|考试/u;

/**
 * The follow-up with its pronoun put as the certificate the previous answer named ('那它好考吗' → '那教师资格证好考吗'),
 * or null when it asks nothing only an exam is asked, or the question before asked no certificate.
 */
export function pronounCertificate(
  kb: KnowledgeBase,
  question: string,
  before: { question: string; answer: string },
): string | null {
  if (!EXAM_ASK.test(question) || !ASKED_CERTIFICATE.test(before.question)) return null;
  const pronoun = BARE_PRONOUN.exec(question);
  if (!pronoun) return null;
  const pointed = question.slice(0, pronoun.index) + '这个证' + question.slice(pronoun.index + pronoun[1]!.length);
  return certificateNamed(kb, pointed, `${before.answer}\n${before.question}`);
}
