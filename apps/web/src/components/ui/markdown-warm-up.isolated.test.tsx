import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Markdown, { warmUp } from './markdown';
import { loadedRenderer } from './markdown-renderers';

// Its own module copies: no renderer has loaded before the warm-up.
describe('the warm-up while a question is typed', () => {
  // A generous timeout: loading KaTeX (and highlight.js) in jsdom takes seconds on a loaded machine.
  it('loads KaTeX and highlighting ahead of an answer that may use them, which then renders with them at once', async () => {
    expect(loadedRenderer('katex')).toBeUndefined();
    warmUp({ renderers: true });
    // Both are fetched side by side; either may be ready first.
    await waitFor(
      () => {
        expect(loadedRenderer('katex')).toBeDefined();
        expect(loadedRenderer('highlight')).toBeDefined();
      },
      { timeout: 25_000 },
    );
    // The first render already has the maths typeset and the code highlighted: no second render waits for them.
    const { container } = render(<Markdown text={'每周 $h$ 小时。\n\n```python\nimport pandas\n```'} />);
    expect(container.querySelector('.katex')).not.toBeNull();
    expect(container.querySelector('.hljs-keyword')?.textContent).toBe('import');
  }, 30_000);
});
