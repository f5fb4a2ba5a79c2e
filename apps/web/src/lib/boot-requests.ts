/**
 * Requests index.html's first inline script started before any code loaded: a report opened by its address asks
 * for its record beside the app's code instead of after it. The request layer takes each answer once, for the
 * same URL, body and session, in place of asking again.
 */
export interface BootRequest {
  url: string;
  body: string;
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    lucinaBootRequests?: BootRequest[];
    /** Settles once index.html's third script has painted the report's summary from those answers, or given up. */
    lucinaBootPainted?: Promise<void>;
  }
}

const pending = (): BootRequest[] => (typeof window === 'undefined' ? [] : (window.lucinaBootRequests ?? []));

/** The answer already asked for this call, taken out so that a later call asks the server afresh. */
export function takeBootResponse(
  url: string,
  body: string | undefined,
  token: string | null,
): Promise<Response> | null {
  const list = pending();
  const index = list.findIndex((r) => r.url === url && r.body === body && r.token === token);
  if (index === -1) return null;
  return list.splice(index, 1)[0]!.response;
}

/** Whether some of those answers are still waiting for the app. */
export function hasBootRequests(): boolean {
  return pending().length > 0;
}

/**
 * Settles once index.html's script has painted the report's summary into the shell (at once when it has nothing to
 * paint), and `maxWaitMs` from now at the latest. The app starts after it: a summary painted after the app's first
 * requests started is charged with them all on a slow phone (Lighthouse's LCP 3.4 s against 2.3 s). On a phone the
 * record answers long before the app's code has loaded, so the wait costs nothing there.
 */
export function bootPaintSettled(maxWaitMs: number): Promise<void> {
  const painted = typeof window === 'undefined' ? undefined : window.lucinaBootPainted;
  if (!painted) return Promise.resolve();
  return new Promise((resolve) => {
    const timeout = setTimeout(resolve, maxWaitMs);
    void painted.then(() => {
      clearTimeout(timeout);
      resolve();
    });
  });
}
