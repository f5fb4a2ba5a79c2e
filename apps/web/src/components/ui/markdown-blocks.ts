import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

/** An answer cut into its top-level markdown blocks (paragraph, list, table, code, formula…), in order. */
export interface Blocks {
  text: string;
  /** Each block's source, from its first character to the next block's (separating blank lines included). */
  sources: string[];
}

/** Top-level blocks of `text`, each from its start to the next one's start. */
function cut(text: string): string[] {
  const starts = parser
    .parse(text)
    .children.map((node) => node.position?.start.offset)
    .filter((offset): offset is number => offset !== undefined);
  if (starts.length === 0) return text ? [text] : [];
  // Leading blank lines belong to the first block, so the sources join back into the text.
  starts[0] = 0;
  return starts.map((start, i) => text.slice(start, starts[i + 1] ?? text.length));
}

/**
 * Splits an answer into blocks, reusing the previous split while the text only grows: every block but the last
 * is finished (a later block has begun after it), so only the last one is parsed again, and the cost of a new
 * token is that of the block it lands in, not of the whole answer.
 */
export function splitBlocks(text: string, previous?: Blocks): Blocks {
  if (!previous || previous.sources.length === 0 || !text.startsWith(previous.text))
    return { text, sources: cut(text) };
  // A block begins at the start of a line: text added within the last line only makes the last block longer, so
  // most tokens cost no parse here (the block's own render parses it once more).
  const added = text.slice(previous.text.length);
  if (!added.includes('\n') && !previous.text.endsWith('\n')) {
    return { text, sources: [...previous.sources.slice(0, -1), previous.sources.at(-1)! + added] };
  }
  if (previous.sources.length < 2) return { text, sources: cut(text) };
  const finished = previous.sources.slice(0, -1);
  const tailStart = finished.reduce((n, s) => n + s.length, 0);
  return { text, sources: [...finished, ...cut(text.slice(tailStart))] };
}

/**
 * A block that is still being written and would render badly half done: a display formula whose closing `$$`
 * has not arrived yet (KaTeX would show an error until it does).
 */
export function isOpenFormula(source: string): boolean {
  const trimmed = source.trimStart();
  if (!trimmed.startsWith('$$')) return false;
  return !/\n\s*\$\$\s*$/.test(trimmed.slice(2)) && !/^\$\$[^\n]*\$\$\s*$/.test(trimmed);
}

/** A line that could still become a table's delimiter row (`|---|:--:|`): pipes, dashes, colons and spaces only. */
const PARTIAL_DELIMITER = /^\|?[\s|:-]*$/;

/**
 * A growing table whose delimiter row (`|---|---|`) has not fully arrived would show as a line of pipes until it
 * does. While it grows it is given the delimiter it will have, so the header shows as the table it is becoming.
 * Anything else, and a finished table, is returned as it is.
 */
export function withPendingTableDelimiter(source: string): string {
  const lines = source.trim().split('\n');
  const header = lines[0]!;
  if (!header.startsWith('|') || header.replace(/[\s|]/g, '') === '') return source;
  if (lines.length > 2 || (lines.length === 2 && !PARTIAL_DELIMITER.test(lines[1]!))) return source;
  const columns = header
    .replace(/^\|/, '')
    .replace(/\|\s*$/, '')
    .split('|').length;
  return `${header}\n|${' --- |'.repeat(columns)}`;
}
