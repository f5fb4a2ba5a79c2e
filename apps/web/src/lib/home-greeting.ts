import { StorageKey } from '@lucina/contracts';
import { localStore } from './storage';

/**
 * The signed-in /home's last greeting (title and intro), which index.html's inline script paints before any
 * code loads. It names the session it belongs to by the token's end, so another session never shows it; it
 * goes whenever a session starts or ends (auth-store).
 */
export interface HomeGreeting {
  title: string;
  intro: string;
}

interface Stored extends HomeGreeting {
  session: string;
}

/** The token's last characters: enough to tell sessions apart without keeping a second copy of the token. */
export const greetingSession = (token: string) => token.slice(-16);

export function readHomeGreeting(token: string | null): HomeGreeting | null {
  if (!token) return null;
  try {
    const stored = JSON.parse(localStore.get(StorageKey.homeGreeting) ?? 'null') as Stored | null;
    if (stored?.session !== greetingSession(token)) return null;
    if (typeof stored.title !== 'string' || typeof stored.intro !== 'string') return null;
    return { title: stored.title, intro: stored.intro };
  } catch {
    return null;
  }
}

export function saveHomeGreeting(token: string, greeting: HomeGreeting) {
  const stored: Stored = { session: greetingSession(token), ...greeting };
  localStore.set(StorageKey.homeGreeting, JSON.stringify(stored));
}

export function clearHomeGreeting() {
  localStore.remove(StorageKey.homeGreeting);
}
