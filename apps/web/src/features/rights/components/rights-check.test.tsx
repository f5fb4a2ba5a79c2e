import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { ambientApiData, jsonResponse, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

// Counts the loads of the gate's dialog module (with it antd). A file of its own: a module loads once per file.
const gateLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./rights-gate', async (importOriginal) => {
  gateLoads.count++;
  return importOriginal();
});

describe('the rights check on every logged-in page load', () => {
  it('loads no dialog code (nor antd) for an account with nothing to settle', async () => {
    const status = {
      cancellation: null,
      consent: { agreementVersion: '2026-11-28', privacyVersion: '2026-11-28', acceptedTime: null, required: false },
      dataExport: null,
    };
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/rights/status')) return jsonResponse({ code: 200, msg: 'ok', data: status });
      const data = url.includes('getLucinaInfo') ? makeUser() : ambientApiData(url);
      return jsonResponse({ code: 200, msg: 'ok', data });
    });
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore.getState().setToken('tok');
    renderApp('/home');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/rights/status'))).toBe(true),
    );
    // The status has been read and rendered: still nothing loaded.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(gateLoads.count).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
