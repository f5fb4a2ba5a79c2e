import rehypeKatex from 'rehype-katex';
import 'katex/dist/katex.min.css';

/** KaTeX and its stylesheet: a chunk of its own, loaded with the first block that has maths (markdown-renderers). */
export default rehypeKatex;
