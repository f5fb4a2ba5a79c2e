import { Business, StorageKey } from '@lucina/contracts';
import { localStore } from './storage';

// Kept in memory too, so a visitor keeps one identity for the session even when storage is blocked.
let memoryToken: string | null = null;
let memorySig: string | null = null;

/** SPEC §3: the current timestamp followed by a random integer from 10000 to 100000 (inclusive). */
export function createTempToken(now: number = Date.now(), random: () => number = Math.random): string {
  const { randomMin, randomMax } = Business.tempToken;
  const suffix = randomMin + Math.floor(random() * (randomMax - randomMin + 1));
  return `${now}${suffix}`;
}

/** The visitor identity sent before login; created once and reused afterwards. */
export function getOrCreateTempToken(): string {
  const stored = localStore.get(StorageKey.tempToken);
  if (stored) {
    memoryToken = stored;
    return stored;
  }
  const token = memoryToken ?? createTempToken();
  memoryToken = token;
  localStore.set(StorageKey.tempToken, token);
  return token;
}

/** The server's signature of the current temp token; null until the server has signed it. */
export function getTempTokenSig(): string | null {
  const stored = localStore.get(StorageKey.tempTokenSig);
  if (stored) memorySig = stored;
  return stored ?? memorySig;
}

/** Keeps the signature beside its token; one for a token since replaced is dropped. */
export function saveTempTokenSig(token: string, sig: string): void {
  if (getOrCreateTempToken() !== token) return;
  memorySig = sig;
  localStore.set(StorageKey.tempTokenSig, sig);
  localStore.remove(StorageKey.tempTokenSigning);
}

/**
 * The token to send for signing. The server signs a token once, so one that an earlier page sent and
 * never kept the answer for (the visitor navigated away mid-request) would be refused as taken: it is
 * replaced before it is sent again. An unsigned token identifies nobody, so nothing is lost.
 */
export function tempTokenToSign(): string {
  let token = getOrCreateTempToken();
  if (localStore.get(StorageKey.tempTokenSigning) === token) token = renewTempToken();
  localStore.set(StorageKey.tempTokenSigning, token);
  return token;
}

/** The server answered the signing request with a refusal, so it did not take the token. */
export function tempTokenSignRefused(): void {
  localStore.remove(StorageKey.tempTokenSigning);
}

/** Test hook: forget the in-memory copy so a cleared localStorage means a new visitor. */
export function resetTempTokenMemory(): void {
  memoryToken = null;
  memorySig = null;
}

/**
 * A login claims the visitor's temp token (their visitor data moves to the account), so once the
 * session ends the browser starts over as a new visitor instead of reusing the claimed identity.
 */
export function renewTempToken(): string {
  localStore.remove(StorageKey.tempToken);
  localStore.remove(StorageKey.tempTokenSig);
  localStore.remove(StorageKey.tempTokenSigning);
  memoryToken = null;
  memorySig = null;
  return getOrCreateTempToken();
}
