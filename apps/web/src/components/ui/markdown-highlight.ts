import rehypeHighlight from 'rehype-highlight';

/**
 * highlight.js with its common languages: a chunk of its own, loaded with the first block that has a code fence
 * (markdown-renderers). Set up once here, not per block: rehype-highlight's setup registers every language again
 * and drops the grammars it compiled, work that every render of a block (a growing one each frame) paid again.
 * Fences without a language, or with one it does not know, stay plain text.
 */
const highlight = rehypeHighlight();

/** The plugin: every block's processor gets the one transformer set up above. */
export default function rehypeHighlightOnce() {
  return highlight;
}
