import { memo, useEffect, useRef, useState, type ComponentProps } from 'react';
import ReactMarkdown, { type ExtraProps } from 'react-markdown';
import { Link } from 'react-router';
import { API_PREFIX } from '@lucina/contracts';
import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import 'katex/dist/katex.min.css';
import { isOpenFormula, splitBlocks, type Blocks } from './markdown-blocks';
import styles from './markdown.module.css';

const remarkPlugins = [remarkGfm, remarkMath];
// Unknown fence languages stay plain text instead of throwing.
const rehypePlugins = [rehypeKatex, [rehypeHighlight, { detect: false, ignoreMissing: true }]] as const;

/**
 * The in-app path of a link target, or null. Same-origin targets (relative paths included) are the app's own
 * pages, except the API, whose pages the server renders itself.
 */
function inAppPath(href: string | undefined): string | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin || url.pathname.startsWith(`${API_PREFIX}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** In-app links navigate inside the app (same tab, no reload); others open a new tab without the opener. */
function AnswerLink({ node: _node, href, ...props }: ComponentProps<'a'> & ExtraProps) {
  const to = inAppPath(href);
  if (to) return <Link to={to} {...props} />;
  return <a href={href} {...props} target="_blank" rel="noopener noreferrer" />;
}

const components = { a: AnswerLink };

/** One block, rendered again only when its own source changes (maths and highlighting run once per block). */
const Block = memo(function Block({ source }: { source: string }) {
  // A display formula still being written shows as its source until its closing `$$` arrives.
  if (isOpenFormula(source)) return <pre className={styles.pendingFormula}>{source.trim()}</pre>;
  return (
    <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins as never} components={components}>
      {source}
    </ReactMarkdown>
  );
});

/**
 * The answer's blocks, cut again at most once per animation frame: however fast tokens arrive, the growing
 * block renders once per frame. The first text is cut at once, so a saved answer shows in its first paint.
 */
function useBlocks(text: string): Blocks {
  const [blocks, setBlocks] = useState(() => splitBlocks(text));
  const latest = useRef(text);
  const frame = useRef(0);
  useEffect(() => {
    latest.current = text;
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      setBlocks((previous) => (previous.text === latest.current ? previous : splitBlocks(latest.current, previous)));
    });
  }, [text]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  return blocks;
}

/**
 * An answer as markdown: GFM tables and lists, highlighted code, LaTeX. Raw HTML is never rendered. The text is
 * cut into top-level blocks, each rendered on its own, so while an answer streams only its last block renders
 * again: the cost of a token is that of its block, not of the whole answer.
 */
function Markdown({ text }: { text: string }) {
  const { sources } = useBlocks(text);
  return (
    <div className={styles.markdown}>
      {sources.map((source, i) => (
        <Block key={i} source={source} />
      ))}
    </div>
  );
}

export default memo(Markdown);
