import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findLoginDialog, mockApi, renderModals } from '@/testing/mock-api';
import { useModalStore } from '@/stores/modal-store';

describe('global dialogs', () => {
  it('renders no dialog until one is asked for', () => {
    mockApi({});
    renderModals('/home');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.ant-modal-root')).toBeNull();
  });

  it('loads the login dialog when asked, and keeps it mounted after it closes so it can be reopened', async () => {
    mockApi({});
    renderModals('/home');
    act(() => useModalStore.getState().openLoginModal({ surveyRequired: false }));
    await findLoginDialog();
    act(() => useModalStore.getState().closeLoginModal());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /你好，很高兴认识你/ })).toBeNull());
    act(() => useModalStore.getState().openLoginModal({ surveyRequired: false }));
    expect(await findLoginDialog()).toBeInTheDocument();
  });

  it('loads the customer-service dialog on its flag', async () => {
    mockApi({});
    renderModals('/home');
    act(() => useModalStore.getState().openModal('customerService'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
