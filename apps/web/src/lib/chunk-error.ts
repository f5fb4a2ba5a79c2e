import { sessionStore } from './storage';
import { reloadPage } from '@/utils/reload';

// A deploy replaces hashed chunks; an open tab then fails to load the old ones.
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

const RELOAD_AT_KEY = 'lucina_chunk_reload_at';
/** A second failure this soon after a reload is a real outage, not a stale tab: stop reloading. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

export function canAutoReload(now: number = Date.now()): boolean {
  const last = Number(sessionStore.get(RELOAD_AT_KEY));
  return !last || now - last > CHUNK_RELOAD_WINDOW_MS;
}

/** Reloads to fetch the new build, at most once per window; returns whether it reloaded. */
export function reloadForStaleChunks(now: number = Date.now()): boolean {
  if (!canAutoReload(now)) return false;
  sessionStore.set(RELOAD_AT_KEY, String(now));
  reloadPage();
  return true;
}

/** Vite fires `vite:preloadError` when a lazy route's chunk or its CSS cannot be preloaded. */
export function installPreloadErrorReload(win: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    // When we decline to reload, the error propagates to the route error boundary.
    if (reloadForStaleChunks()) event.preventDefault();
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}
