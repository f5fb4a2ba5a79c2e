import katex from 'katex';
import rehypeKatex from 'rehype-katex';
import 'katex/dist/katex.min.css';

/** KaTeX and its stylesheet: a chunk of its own, loaded with the first block that has maths (markdown-renderers). */
export default rehypeKatex;

/**
 * Typesets a formula once, in a task of its own before the blocks with maths render with KaTeX: KaTeX's first
 * formula runs code not compiled yet, and with the blocks' render made the first answer's longest task.
 */
export function warmUp() {
  katex.renderToString('W = \\frac{\\sum_{i=1}^{n} t_i}{h} \\times 1.2', { displayMode: true });
}
