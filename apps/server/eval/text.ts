/** Reading an answer as lines and clauses, the way the checks compare and quote it. */

export const cjkCount = (text: string) => text.match(/\p{Script=Han}/gu)?.length ?? 0;

/** A line's words without markdown: headings, list markers, emphasis, link targets and code marks gone. */
export function plainLine(line: string): string {
  return line
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(#{1,6}\s+|>\s*|[-*+]\s+|\d+[.、)]\s*)+/, '')
    .replace(/[*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A notice such as 【离线助手】… says how the answer was made, not what it says: no line check counts it. */
const isNotice = (plain: string) => /^【[^】]{1,12}】/.test(plain);

const SERVICES_HEADING = /服务\s*$|(了解|推荐|相关|站内)的?服务/;

export interface AnswerLine {
  raw: string;
  plain: string;
  heading: boolean;
  /** Inside a section that lists the product's services. */
  inServices: boolean;
}

export function answerLines(answer: string): AnswerLine[] {
  let inServices = false;
  return answer.split('\n').map((raw) => {
    const heading = /^#{1,6}\s/.test(raw);
    if (heading) inServices = SERVICES_HEADING.test(raw);
    return { raw, plain: plainLine(raw), heading, inServices: inServices && !heading };
  });
}

/** Lines long enough that two answers sharing one word for word did not write it independently. */
export const SIGNIFICANT_CJK = 12;

/**
 * The answer's substantial lines, normalized: the ones a canned block repeats. Services sections are left to
 * the services check, which already limits them; notices are left out.
 */
export function significantLines(answer: string, { withServices = false } = {}): string[] {
  return [
    ...new Set(
      answerLines(answer)
        .filter((l) => (withServices || !l.inServices) && !isNotice(l.plain) && cjkCount(l.plain) >= SIGNIFICANT_CJK)
        .map((l) => l.plain),
    ),
  ];
}

/** Sentences: what a reader takes as one statement. */
export const sentences = (text: string) =>
  text
    .split(/[。！？!?\n；;]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Clauses: a sentence cut at its commas too, so each predicate stays with its own subject. */
export const clauses = (text: string) =>
  sentences(text)
    .flatMap((s) => s.split(/[，,：:]/))
    .map((s) => s.trim())
    .filter(Boolean);

export const ECHO_CHARS = 8;

/** Every run of ECHO_CHARS characters of a text: what counts as copying it. */
export function echoRuns(text: string): string[] {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  if (chars.length < ECHO_CHARS) return chars.length ? [chars.join('')] : [];
  const runs: string[] = [];
  for (let i = 0; i + ECHO_CHARS <= chars.length; i++) runs.push(chars.slice(i, i + ECHO_CHARS).join(''));
  return runs;
}
