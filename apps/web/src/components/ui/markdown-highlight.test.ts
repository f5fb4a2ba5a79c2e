import { beforeAll, describe, expect, it } from 'vitest';
import rehypeHighlightLazily, { ready } from './markdown-highlight';

type Node = { type: string; tagName?: string; value?: string; properties?: { className?: unknown }; children?: Node[] };

/** A fenced block as remark-rehype hands it over: `<pre><code class="language-…">text</code></pre>`. */
const fence = (className: string[] | undefined, text: string): Node => ({
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'pre',
      children: [
        { type: 'element', tagName: 'code', properties: { className }, children: [{ type: 'text', value: text }] },
      ],
    },
  ],
});

const codeOf = (tree: Node) => tree.children![0]!.children![0]!;
const classesIn = (node: Node): string[] => [
  ...(Array.isArray(node.properties?.className) ? (node.properties.className as string[]) : []),
  ...(node.children ?? []).flatMap(classesIn),
];
const highlight = (tree: Node) => {
  (rehypeHighlightLazily() as (tree: Node) => void)(tree);
  return codeOf(tree);
};

// jsdom has no workers: highlight.js is loaded into the page, and highlights at once once it has loaded.
beforeAll(() => ready);

describe('code highlighting with languages registered as they are needed', () => {
  it('highlights a language by its name (registering it alone) and by an alias (registering all)', () => {
    for (const name of ['python', 'py']) {
      const code = highlight(fence([`language-${name}`], 'import pandas as pd\n'));
      expect(classesIn(code)).toEqual([`hljs`, `language-${name}`, 'hljs-keyword', 'hljs-keyword']);
    }
  });

  it('highlights the languages a grammar embeds (JavaScript inside HTML)', () => {
    const code = highlight(fence(['language-html'], '<script>const a = 1;</script>\n'));
    expect(classesIn(code)).toContain('javascript');
    expect(classesIn(code)).toContain('hljs-keyword');
  });

  it('leaves an unknown language, a fence without one and no-highlight as plain text', () => {
    const unknown = highlight(fence(['language-klingon'], 'qapla\n'));
    expect(unknown.properties?.className).toEqual(['hljs', 'language-klingon']);
    expect(unknown.children).toEqual([{ type: 'text', value: 'qapla\n' }]);
    const bare = highlight(fence(undefined, 'import os\n'));
    expect(bare.properties?.className).toBeUndefined();
    expect(bare.children).toEqual([{ type: 'text', value: 'import os\n' }]);
    const off = highlight(fence(['language-python', 'no-highlight'], 'import os\n'));
    expect(off.properties?.className).toEqual(['language-python', 'no-highlight']);
  });
});
