import { create } from 'zustand';
import { StorageKey, type UserInfo } from '@lucina/contracts';
import { clearHomeGreeting } from '@/lib/home-greeting';
import { localStore } from '@/lib/storage';
import { renewTempToken } from '@/lib/temp-token';

export interface AuthState {
  /** Session token; the raw string is stored so every tab and the e2e suite read the same key. */
  token: string | null;
  user: UserInfo | null;
  setToken: (token: string) => void;
  /** A null result from the user-info call means the session is gone (SPEC §4). */
  setUser: (user: UserInfo | null) => void;
  clear: () => void;
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  token: localStore.get(StorageKey.token),
  user: null,
  setToken: (token) => {
    // A new session greets its own user: the last one's greeting must never be painted for it.
    if (token !== get().token) clearHomeGreeting();
    localStore.set(StorageKey.token, token);
    set({ token });
  },
  setUser: (user) => {
    if (!user) {
      get().clear();
      return;
    }
    set({ user });
  },
  clear: () => {
    localStore.remove(StorageKey.token);
    clearHomeGreeting();
    // Every way a session ends (logout, 401/10021, a null user) leaves a fresh visitor behind.
    if (get().token) renewTempToken();
    set({ token: null, user: null });
  },
}));

export const authSelectors = {
  token: (s: AuthState) => s.token,
  user: (s: AuthState) => s.user,
  isLoggedIn: (s: AuthState) => !!s.token,
  unreadMessages: (s: AuthState) => s.user?.systemMessageUnread ?? 0,
};

/** Imperative access for loaders and the request layer, which live outside React. */
export const authActions = {
  getToken: () => useAuthStore.getState().token,
  isLoggedIn: () => !!useAuthStore.getState().token,
  setToken: (token: string) => useAuthStore.getState().setToken(token),
  setUser: (user: UserInfo | null) => useAuthStore.getState().setUser(user),
  logout: () => useAuthStore.getState().clear(),
};

/** Logging in or out in another tab changes this tab too, so both never disagree about the session. */
export function installAuthStorageSync(win: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== StorageKey.token) return;
    const { token } = useAuthStore.getState();
    if (event.newValue === token) return;
    if (event.newValue) useAuthStore.setState({ token: event.newValue, user: null });
    else useAuthStore.setState({ token: null, user: null });
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}
