import ReactMarkdown from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import 'katex/dist/katex.min.css';
import styles from './markdown.module.css';

const remarkPlugins = [remarkGfm, remarkMath];
// Unknown fence languages stay plain text instead of throwing.
const rehypePlugins = [rehypeKatex, [rehypeHighlight, { detect: false, ignoreMissing: true }]] as const;

/** An answer as markdown: GFM tables and lists, highlighted code, LaTeX. Raw HTML is never rendered. */
export default function Markdown({ text }: { text: string }) {
  return (
    <div className={styles.markdown}>
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins as never}
        components={{ a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noreferrer noopener" /> }}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}
