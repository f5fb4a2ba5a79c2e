import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ambientApiData, jsonResponse } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

describe('home welcome outline', () => {
  it('has the greeting as the one h1, and the first questions and the slots as h2 below it (no skipped level)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        jsonResponse({ code: 200, msg: 'ok', data: ambientApiData(String(input)) }),
      ),
    );
    renderApp('/home');
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('你好');
    const slots = await screen.findByRole('region', { name: '从这里开始' });
    await within(slots).findAllByRole('heading', { level: 2 });
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual(expect.arrayContaining(['你可以这样问我', 'AI 职业测评', '服务广场']));
    expect(screen.queryAllByRole('heading', { level: 4 })).toHaveLength(0);
  });
});
