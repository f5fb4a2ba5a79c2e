import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InfoCollection } from '@lucina/contracts';
import { useAuthStore } from '@/stores/auth-store';
import { ambientApiData, jsonResponse, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const collection: InfoCollection = {
  id: 'col-7',
  questionnaireId: 1,
  answers: [
    { questionId: 1, title: '目前阶段', values: ['undergraduate'], display: '本科在读' },
    { questionId: 2, title: '所学专业', values: [], display: '' },
  ],
  createTime: '2026-03-02T08:00:00.000Z',
};

function serve(submittedId: string | null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const data = url.includes('getLucinaInfo')
      ? makeUser()
      : url.includes('/getLoginBootTest')
        ? { id: 1, title: '信息收集', description: '', confirm: true, questions: [], submittedId }
        : url.includes('/getInformationCollections/col-7')
          ? collection
          : ambientApiData(url);
    return jsonResponse({ code: 200, msg: 'ok', data });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('personal info: background', () => {
  it('shows what the user submitted to the profile collection, read through its submission id', async () => {
    serve('col-7');
    useAuthStore.getState().setToken('tok');
    renderApp('/personal/info');
    const heading = await screen.findByRole('heading', { name: '我的背景信息' });
    const card = heading.closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('本科在读')).toBeInTheDocument();
    expect(within(card).getByText('目前阶段')).toBeInTheDocument();
    expect(within(card).getByText('未填写')).toBeInTheDocument();
    expect(within(card).getByText('提交于 2026-03-02')).toBeInTheDocument();
  });

  it('shows nothing of it before the user has submitted', async () => {
    const fetchMock = serve(null);
    useAuthStore.getState().setToken('tok');
    renderApp('/personal/info');
    await screen.findByRole('heading', { name: '小路' });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('getLoginBootTest'))).toBe(true),
    );
    expect(screen.queryByRole('heading', { name: '我的背景信息' })).toBeNull();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('getInformationCollections'))).toBe(false);
  });
});
