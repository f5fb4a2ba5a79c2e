import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Markdown from './markdown';

// Each call is one block rendered by the markdown stack (remark, rehype, KaTeX, highlighting).
const rendered = vi.hoisted(() => [] as string[]);
vi.mock('react-markdown', () => ({
  default: ({ children }: { children: string }) => {
    rendered.push(children);
    // A block marked 慢 renders as slowly as a long block does on a slow phone.
    if (children.includes('慢')) {
      const until = performance.now() + 30;
      while (performance.now() < until);
    }
    return <p>{children}</p>;
  },
}));

// An answer's update runs in a task just after a frame: a frame, then the task after the update's.
const nextUpdate = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

describe('a streaming answer', () => {
  it('renders only its growing last block again, once per frame however many tokens arrive', async () => {
    const head = '## 结论\n\n先考虑稳定性。\n\n';
    const { rerender, container } = render(<Markdown text={`${head}第三段`} />);
    expect(rendered).toEqual(['## 结论\n\n', '先考虑稳定性。\n\n', '第三段']);

    rendered.length = 0;
    // Three tokens before the next frame: one render of the last block, with all three.
    rerender(<Markdown text={`${head}第三段，`} />);
    rerender(<Markdown text={`${head}第三段，继续`} />);
    rerender(<Markdown text={`${head}第三段，继续写`} />);
    await nextUpdate();
    expect(rendered).toEqual(['第三段，继续写']);
    expect(container.textContent).toContain('第三段，继续写');

    rendered.length = 0;
    rerender(<Markdown text={`${head}第三段，继续写。\n\n第四段`} />);
    // The third block is finished now: it renders once more with its final text, then never again. Awaited rather
    // than expected after one frame: on a loaded machine the update above can cost more than CHEAP_MS, and PACE then
    // holds this one back a few frames.
    await waitFor(() => expect(rendered).toEqual(['第三段，继续写。\n\n', '第四段']));
  });

  it("updates in a task of its own after the frame, not inside the frame's callback with its layout and paint", async () => {
    const { rerender, container } = render(<Markdown text="第一段" />);
    rerender(<Markdown text="第一段，还在写" />);
    const inFrame = await act(
      () => new Promise<string | null>((resolve) => requestAnimationFrame(() => resolve(container.textContent))),
    );
    expect(inFrame).toBe('第一段');
    await nextUpdate();
    expect(container.textContent).toBe('第一段，还在写');
  });

  it('shows a display formula as its source until it is closed', async () => {
    const { container, rerender } = render(<Markdown text={'公式：\n\n$$\na^2 + b^2'} />);
    expect(container.querySelector('pre')?.textContent).toBe('$$\na^2 + b^2');
    rerender(<Markdown text={'公式：\n\n$$\na^2 + b^2 = c^2\n$$'} />);
    await nextUpdate();
    expect(container.querySelector('pre')).toBeNull();
  });

  it('updates a block that is costly to render less often, and still shows the latest text', async () => {
    const { container, rerender } = render(<Markdown text="慢" />);
    rerender(<Markdown text="慢慢" />);
    await nextUpdate();
    // That update took ~30 ms: the next waits about eight times as long, however many tokens arrive meanwhile.
    expect(container.textContent).toBe('慢慢');
    rendered.length = 0;
    rerender(<Markdown text="慢慢慢" />);
    rerender(<Markdown text="慢慢慢慢" />);
    await nextUpdate();
    await nextUpdate();
    expect(container.textContent).toBe('慢慢');
    // The wait is eight times the measured cost, which a loaded machine stretches past a fixed 300 ms.
    await waitFor(() => expect(container.textContent).toBe('慢慢慢慢'), { timeout: 3000 });
    expect(rendered).toEqual(['慢慢慢慢']);
  });

  it('shows its whole text at once when the stream ends, even with an update held back', async () => {
    const { container, rerender } = render(<Markdown text="慢走" streaming />);
    rerender(<Markdown text="慢走吧" streaming />);
    await nextUpdate();
    // That update was costly (texts of its own: the blocks rendered above are cached, and cost nothing), so the
    // next one is held back; the stream ends meanwhile.
    rerender(<Markdown text="慢走吧。" streaming />);
    await nextUpdate();
    expect(container.textContent).toBe('慢走吧');
    rerender(<Markdown text="慢走吧。" />);
    expect(container.textContent).toBe('慢走吧。');
  });

  it('adds a few blocks an update to a live answer whose text ran far ahead, until it shows all of it', async () => {
    const { container, rerender } = render(<Markdown text="其一" streaming />);
    const paragraphs = () => container.querySelectorAll('p').length;
    const counts: number[] = [];
    new MutationObserver(() => counts.at(-1) !== paragraphs() && counts.push(paragraphs())).observe(container, {
      childList: true,
      subtree: true,
    });
    rendered.length = 0;
    // Eight blocks' worth of text arrive while the page was busy: not all rendered in one task.
    const blocks = ['其一。', '其二。', '其三。', '其四。', '其五。', '其六。', '其七。', '其八'];
    rerender(<Markdown text={blocks.join('\n\n')} streaming />);
    await nextUpdate();
    expect(paragraphs()).toBe(4);
    await waitFor(() => expect(paragraphs()).toBe(8));
    expect(counts).toEqual([4, 7, 8]);
    // Each block rendered once (a finished one's source is as it grew, so its render is reused).
    expect(rendered).toEqual(blocks.map((b, i) => (i < 7 ? `${b}\n\n` : b)));
  });

  it('shows a block or two more at once, as text arriving at a model’s pace brings them', async () => {
    const { container, rerender } = render(<Markdown text="开头" streaming />);
    rerender(<Markdown text={'开头。\n\n中间。\n\n结尾'} streaming />);
    await nextUpdate();
    expect(container.querySelectorAll('p')).toHaveLength(3);
  });

  it('keeps adding blocks after the stream ends, and a saved answer opened later shows all at once', async () => {
    const text = '甲。\n\n乙。\n\n丙。\n\n丁。\n\n戊。';
    const { container, rerender } = render(<Markdown text="甲" streaming />);
    rerender(<Markdown text={text} streaming />);
    rerender(<Markdown text={text} />);
    expect(container.querySelectorAll('p').length).toBeLessThan(5);
    await waitFor(() => expect(container.querySelectorAll('p')).toHaveLength(5));
    expect(container.textContent).toContain('戊。');

    const saved = render(<Markdown text={text} />);
    expect(saved.container.querySelectorAll('p')).toHaveLength(5);
  });
});
