/** A provider refused or failed a request; `detail` is for the log, never for the user. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly detail: Record<string, unknown>,
  ) {
    super(`${provider} request failed`);
    this.name = 'ProviderError';
  }
}

/** Where console providers write what they would have sent (the `outbox` table). */
export type OutboxWriter = (entry: {
  channel: 'sms' | 'email';
  target: string;
  code: string;
  content: string;
}) => Promise<void>;

/** Reads a JSON reply, turning transport failures and non-JSON bodies into ProviderError. */
export async function fetchJson(provider: string, url: string, init: RequestInit): Promise<Record<string, any>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (err) {
    throw new ProviderError(provider, { network: err instanceof Error ? err.message : String(err) });
  }
  const text = await res.text();
  try {
    return JSON.parse(text) as Record<string, any>;
  } catch {
    throw new ProviderError(provider, { status: res.status, body: text.slice(0, 500) });
  }
}
