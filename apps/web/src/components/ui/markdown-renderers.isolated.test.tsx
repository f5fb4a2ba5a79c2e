import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Markdown from './markdown';

// Its own module copies: KaTeX must not have loaded yet when the answer renders.
describe('a renderer arriving after the blocks that need it', () => {
  // A generous timeout: loading KaTeX (and highlight.js) in jsdom takes seconds on a loaded machine.
  it('renders those blocks again one per task, not all in one', async () => {
    // What each commit of the answer showed: the formulas typeset once the DOM has changed (a MutationObserver's
    // callback runs after the task's, or microtask's, commit is complete).
    const typesetAtEachChange: number[] = [];
    const { container } = render(<Markdown text={'每周 $h$ 小时。\n\n共 $n$ 项。\n\n每项 $t_i$ 小时。'} />);
    expect(container.querySelector('.katex')).toBeNull();
    const observer = new MutationObserver(() => typesetAtEachChange.push(container.querySelectorAll('.katex').length));
    observer.observe(container, { childList: true, subtree: true });
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(3), { timeout: 25_000 });
    observer.disconnect();
    expect(typesetAtEachChange.filter((count) => count > 0)).toEqual([1, 2, 3]);
  }, 30_000);
});
