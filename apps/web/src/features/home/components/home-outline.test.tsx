import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 20_000 });

describe('home welcome outline', () => {
  it('has the greeting as the one h1 and the entry cards as h2 below it (no skipped level)', async () => {
    renderApp('/home');
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('你好');
    const cards = await screen.findAllByRole('heading', { level: 2 });
    expect(cards.map((h) => h.textContent)).toEqual(expect.arrayContaining(['AI职业测评', '服务广场']));
    expect(screen.queryAllByRole('heading', { level: 4 })).toHaveLength(0);
  });
});
