/** SQLSTATE classes of a database that cannot serve now: connection exceptions, shutdown, start-up, too many clients. */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]$|53300$)/;
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'EAI_AGAIN']);
/** node-postgres reports a dropped or never-made connection by message only. */
const UNAVAILABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|connection error/i;

/**
 * True when a failure means the database is unreachable for now (restart, failover, network), rather than a
 * fault of the query: such requests get the 503 envelope. Looks through wrapped errors (Drizzle's `cause`).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
    if (e instanceof Error && UNAVAILABLE_MESSAGE.test(e.message) && !(e as { cause?: unknown }).cause) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
