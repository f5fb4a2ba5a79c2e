/** SQLSTATE classes of a database that cannot serve now: connection exceptions, shutdown, start-up, too many clients. */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]$|53300$)/;
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'EAI_AGAIN']);
/** node-postgres and ioredis report a dropped or never-made connection by message (or error name) only. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|connection error|Connection is closed|Stream isn't writeable|max retries per request/i;

/**
 * True when a failure means PostgreSQL or Redis is unreachable for now (restart, failover, network), rather
 * than a fault of the request: such requests get the 503 envelope. Looks through wrapped errors (Drizzle's `cause`).
 */
export function isBackendUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
    if (e instanceof Error && UNAVAILABLE_MESSAGE.test(e.message) && !(e as { cause?: unknown }).cause) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What an operator needs from such a failure: the innermost error's first line and code (e.g. "timeout exceeded
 * when trying to connect", ECONNREFUSED). Drizzle's own message ends with the query's parameters, which carry
 * user ids and what users wrote, so it is never the one logged.
 */
export function unavailableReason(err: unknown): string {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && (e as { cause?: unknown })?.cause; depth++) e = (e as { cause: unknown }).cause;
  const message = e instanceof Error ? e.message.split('\n')[0]! : String(e);
  const code = (e as { code?: unknown })?.code;
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
}
