import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RightsText, type DataExport, type RightsStatus } from '@lucina/contracts';
import { useAuthStore } from '@/stores/auth-store';
import { mockApi, refuse } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { AccountRightsCard } from './account-rights-card';

const consent = {
  agreementVersion: '1',
  privacyVersion: '1',
  acceptedTime: '2026-11-28T00:00:00.000Z',
  required: false,
};
const preparing: DataExport = {
  id: '6f1c7c0e-1111-4a3b-9c1d-2b9f6a0e0001',
  status: 'preparing',
  sizeBytes: null,
  createTime: '2026-11-28T08:00:00.000Z',
  readyTime: null,
  expireTime: null,
};
const ready: DataExport = {
  ...preparing,
  status: 'ready',
  sizeBytes: 20_480,
  readyTime: '2026-11-28T08:00:05.000Z',
  expireTime: '2026-12-05T08:00:05.000Z',
};

afterEach(() => vi.restoreAllMocks());

describe('the data copy on the rights card', () => {
  it('asks for a copy, shows 准备中 while it is prepared, then downloads the file the server named', async () => {
    let polls = 0;
    let copy: DataExport | null = null;
    const { callsTo } = mockApi({
      '/user/rights/status': (): RightsStatus => {
        // Ready on the second look after the request: the card must have asked again by itself.
        if (copy?.status === 'preparing' && ++polls >= 2) copy = ready;
        return { cancellation: null, consent, dataExport: copy };
      },
      '/user/rights/export': () => (copy = preparing),
      '/user/rights/export/download': () =>
        new Response(new Blob(['PK']), {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="lucina-data-2026-11-28.zip"',
          },
        }),
    });
    const created = vi.fn(() => 'blob:copy');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('lucina-data-2026-11-28.zip');
    });
    useAuthStore.getState().setToken('tok');
    renderWithRouter(<AccountRightsCard />, '/personal/info');

    await userEvent.click(await screen.findByRole('button', { name: '申请数据副本' }));
    expect(await screen.findByRole('button', { name: /准备中/ })).toHaveClass('ant-btn-loading');
    const download = await screen.findByRole('button', { name: '下 载' }, { timeout: 6000 });
    expect(screen.getByText(/20 KB/)).toBeInTheDocument();
    await userEvent.click(download);
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(callsTo('/user/rights/export/download')[0]!.url.searchParams.get('id')).toBe(ready.id);
    expect(created).toHaveBeenCalledTimes(1);
  }, 15_000);

  it("shows the server's Chinese refusal when the copy expired", async () => {
    mockApi({
      '/user/rights/status': (): RightsStatus => ({ cancellation: null, consent, dataExport: ready }),
      '/user/rights/export/download': () => refuse(RightsText.exportExpired, 404),
    });
    useAuthStore.getState().setToken('tok');
    renderWithRouter(<AccountRightsCard />, '/personal/info');
    await userEvent.click(await screen.findByRole('button', { name: '下 载' }));
    expect(await screen.findByText(RightsText.exportExpired)).toBeInTheDocument();
  });
});
