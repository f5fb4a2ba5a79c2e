import { agePart } from './age.js';
import { withoutAvoided, type Part } from './parts.js';
import { placesPart } from './places.js';
import { routesPart } from './routes.js';
import type { Reading } from './understand.js';

/**
 * What a counsellor adds for the asker's situation whatever the content entry answering the question: the entry
 * route of an occupation asked about (routes.ts), the place named (places.ts) and a worry about age (age.ts).
 * In the order they are said: age, place, route.
 */
export function situationParts(question: string, previousQuestions: readonly string[], reading: Reading): Part[] {
  // An item a follow-up points at is its subject; otherwise a follow-up ('它难考吗') continues the occupation its
  // conversation asked about before.
  const pointed = reading.followUp?.pointed;
  const route = routesPart(
    pointed ? `${question}，${pointed}` : question,
    reading.followUp && !pointed ? previousQuestions.join('，') : undefined,
  );
  return [agePart(question), placesPart(question), route].filter((p): p is Part => p !== null);
}

/**
 * Someone being asked to pay to get a job, or short of money and worn down, is not offered a paid service: it
 * would read as one more demand for money.
 */
const NO_SALE = /交钱|先交|培训费|押金|诈骗|骗局|骗子|收费|没钱|工资只有|坚持不下去|撑不下去|负债|欠债|网贷/u;

/** Whether a paid service may close this answer: not for the situations above, nor for what the asker ruled out. */
export function mayOffer(service: { label: string; description: string }, question: string, reading: Reading) {
  return (
    !NO_SALE.test(question) &&
    // '不想考公' and a 考公 course.
    withoutAvoided([`${service.label}${service.description}`], reading.slots.avoid).length > 0
  );
}
