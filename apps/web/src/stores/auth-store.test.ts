import { describe, expect, it } from 'vitest';
import { StorageKey } from '@lucina/contracts';
import { getOrCreateTempToken } from '@/lib/temp-token';
import { makeUser } from '@/testing/fixtures';
import { authSelectors, installAuthStorageSync, useAuthStore } from './auth-store';

const state = () => useAuthStore.getState();

describe('auth store', () => {
  it('persists the token on update and reports logged in', () => {
    state().setToken('tok_1');
    expect(localStorage.getItem(StorageKey.token)).toBe('tok_1');
    expect(authSelectors.isLoggedIn(state())).toBe(true);
    expect(authSelectors.token(state())).toBe('tok_1');
  });

  it('clear removes the token from storage and drops the user', () => {
    state().setToken('tok_1');
    state().setUser(makeUser());
    state().clear();
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(state()).toMatchObject({ token: null, user: null });
    expect(authSelectors.isLoggedIn(state())).toBe(false);
  });

  it('ending a session leaves a new visitor identity behind (the login claimed the old one)', () => {
    const visitor = getOrCreateTempToken();
    state().setToken('tok_1');
    state().clear();
    const next = localStorage.getItem(StorageKey.tempToken);
    expect(next).toBeTruthy();
    expect(next).not.toBe(visitor);
    expect(getOrCreateTempToken()).toBe(next);
  });

  it('a null user-info result clears auth', () => {
    state().setToken('tok_1');
    state().setUser(makeUser());
    state().setUser(null);
    expect(state()).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
  });

  it('exposes the unread message count of the loaded user', () => {
    expect(authSelectors.unreadMessages(state())).toBe(0);
    state().setUser(makeUser({ systemMessageUnread: 5 }));
    expect(authSelectors.unreadMessages(state())).toBe(5);
  });

  it('follows logins and logouts made in another tab', () => {
    const uninstall = installAuthStorageSync();
    try {
      window.dispatchEvent(new StorageEvent('storage', { key: StorageKey.token, newValue: 'tok_other' }));
      expect(state().token).toBe('tok_other');
      state().setUser(makeUser());
      window.dispatchEvent(new StorageEvent('storage', { key: StorageKey.token, newValue: null }));
      expect(state()).toMatchObject({ token: null, user: null });
    } finally {
      uninstall();
    }
  });
});
