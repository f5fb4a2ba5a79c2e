import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { highlightText } from './markdown-highlight-core';

type Request = { id: number; name: string; text: string } | { prepare: string };

/**
 * A worker as the page sees one: what it was sent, and an answer in a later task. It answers from the same
 * highlighting the real worker runs (markdown-highlight-core); `fails` makes it fail to start instead.
 */
class FakeWorker {
  static sent: Request[] = [];
  static fails = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: URL) {
    if (FakeWorker.fails) setTimeout(() => this.onerror?.());
  }
  postMessage(data: Request) {
    FakeWorker.sent.push(data);
    if ('id' in data)
      setTimeout(() => this.onmessage?.({ data: { id: data.id, children: highlightText(data.name, data.text) } }));
  }
  terminate() {}
}

async function freshMarkdown() {
  vi.resetModules();
  vi.stubGlobal('Worker', FakeWorker);
  return (await import('./markdown')).default;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.sent = [];
  FakeWorker.fails = false;
});

const ANSWER = '用 pandas 读表：\n\n```python\nimport pandas as pd\n```';

describe('code highlighted in a worker', () => {
  it('shows the code plain, asks the worker once, and renders it highlighted when the answer comes back', async () => {
    const Markdown = await freshMarkdown();
    const { container } = render(<Markdown text={ANSWER} />);
    await waitFor(() => expect(container.querySelector('.hljs-keyword')?.textContent).toBe('import'), {
      timeout: 10_000,
    });
    expect(FakeWorker.sent).toEqual([{ id: 1, name: 'python', text: 'import pandas as pd\n' }]);
    // Shown again (the saved answer, a conversation opened again): highlighted at once, without asking again.
    const again = render(<Markdown text={ANSWER} />).container;
    expect(again.querySelector('.hljs-keyword')?.textContent).toBe('import');
    expect(FakeWorker.sent).toHaveLength(1);
  }, 15_000);

  it('highlights on the page when the worker cannot start', async () => {
    FakeWorker.fails = true;
    const Markdown = await freshMarkdown();
    const { container } = render(<Markdown text={ANSWER} />);
    await waitFor(() => expect(container.querySelector('.hljs-keyword')?.textContent).toBe('import'), {
      timeout: 10_000,
    });
  }, 15_000);
});

describe('the worker itself', () => {
  it('answers a request with the code highlighted, and an unknown language with null', async () => {
    const posted: unknown[] = [];
    const scope: { onmessage: ((event: { data: Request }) => void) | null; postMessage: (m: unknown) => void } = {
      onmessage: null,
      postMessage: (message) => posted.push(message),
    };
    vi.resetModules();
    vi.stubGlobal('self', scope);
    await import('./markdown-highlight.worker');
    scope.onmessage!({ data: { id: 7, name: 'python', text: 'import os\n' } });
    scope.onmessage!({ data: { id: 8, name: 'klingon', text: 'qapla\n' } });
    expect(posted).toEqual([
      { id: 7, children: highlightText('python', 'import os\n') },
      { id: 8, children: null },
    ]);
    expect(JSON.stringify(posted[0])).toContain('hljs-keyword');
  });
});
