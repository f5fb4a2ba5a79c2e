import type { ComponentProps } from 'react';
import ReactMarkdown, { type ExtraProps } from 'react-markdown';
import { Link } from 'react-router';
import { API_PREFIX } from '@lucina/contracts';
import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import 'katex/dist/katex.min.css';
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

/** An answer as markdown: GFM tables and lists, highlighted code, LaTeX. Raw HTML is never rendered. */
export default function Markdown({ text }: { text: string }) {
  return (
    <div className={styles.markdown}>
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins as never} components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
