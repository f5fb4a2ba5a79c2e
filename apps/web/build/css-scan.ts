/**
 * The top-level blocks of a stylesheet, `prelude{body}`, found by one scan that skips strings and comments:
 * `start` is where the block's statement begins (after the previous block or `;`), `open` its `{`, `end` its `}`.
 * The build cuts antd's sheet into parts at these ends and picks the shell's rules out of them.
 */
export function topLevelBlocks(css: string): { start: number; open: number; end: number }[] {
  const found: { start: number; open: number; end: number }[] = [];
  let start = 0;
  let open = -1;
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) + 1 || css.length;
    else if (c === ';' && depth === 0) start = i + 1;
    else if (c === '{' && depth++ === 0) open = i;
    else if (c === '}' && --depth === 0) {
      found.push({ start, open, end: i });
      start = i + 1;
    }
  }
  return found;
}
