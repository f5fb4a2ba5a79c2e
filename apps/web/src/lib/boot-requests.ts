/**
 * Requests index.html's first inline script started before any code loaded: a report opened by its address asks
 * for its record first, and its loader asks for the app's code only once the summary is painted from it. The request layer takes each answer once, for the
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
    /** Settles once index.html's report script has painted the summary from those answers, or given up (its loader waits). */
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
