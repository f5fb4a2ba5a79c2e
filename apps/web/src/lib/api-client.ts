import {
  API_PREFIX,
  visitorRoutes,
  ErrorText,
  HTTP_STATUS_FALLBACK_TEXT,
  LOGOUT_CODES,
  SUCCESS_CODES,
  TEMP_TOKEN_HEADER,
  VISITOR_SIG_HEADER,
  httpStatusText,
  type ApiRoute,
  type RouteBody,
  type RouteData,
  type RouteQuery,
} from '@lucina/contracts';
import { authActions } from '@/stores/auth-store';
import { takeBootResponse } from './boot-requests';
import { toastError } from './feedback';
import { nextTask } from './next-task';
import {
  getOrCreateTempToken,
  getTempTokenSig,
  renewTempToken,
  saveTempTokenSig,
  tempTokenSignRefused,
  tempTokenToSign,
} from './temp-token';

/** A failed call. `data` keeps the server's payload so callers (e.g. order polling) can read it. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | undefined;
  readonly msg: string;
  readonly data: unknown;

  constructor(init: { status: number; code?: number; msg: string; data?: unknown }) {
    super(init.msg);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.msg = init.msg;
    this.data = init.data ?? null;
  }

  /** True when no HTTP response arrived at all. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export interface ApiClientConfig {
  baseUrl: string;
  /** Shows an error toast; replaced in tests. */
  notify: (text: string) => void;
  fetch: typeof fetch;
}

const defaults: ApiClientConfig = {
  baseUrl: API_PREFIX,
  notify: toastError,
  // Looked up per call so tests can stub the global.
  fetch: (input, init) => globalThis.fetch(input, init),
};
let config: ApiClientConfig = { ...defaults };

/** Overrides parts of the client; returns a function that restores the previous settings. */
export function configureApiClient(patch: Partial<ApiClientConfig>): () => void {
  const previous = config;
  config = { ...config, ...patch };
  return () => {
    config = previous;
  };
}

export interface RequestOptions<R extends ApiRoute> {
  body?: RouteBody<R>;
  query?: RouteQuery<R>;
  /** Suppress the error toast for this call (the route's own `noMessage` also does). */
  noMessage?: boolean;
  signal?: AbortSignal;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The full URL of a route, with its query string. */
export function buildUrl(route: ApiRoute, query?: unknown): string {
  const url = `${config.baseUrl}${route.path}`;
  if (!isObject(query)) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** Headers of every call: JSON, and the session token or, before login, the visitor's temp token and its signature. */
export function buildHeaders(hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = authActions.getToken();
  // SPEC §7: the header carries the raw token; visitors are identified by the temp token instead.
  if (token) {
    headers.set('Authorization', token);
    return headers;
  }
  headers.set(TEMP_TOKEN_HEADER, getOrCreateTempToken());
  const sig = getTempTokenSig();
  if (sig) headers.set(VISITOR_SIG_HEADER, sig);
  return headers;
}

let signing: Promise<void> | null = null;

/**
 * A visitor's temp token counts only with the server's signature, asked for once per token before
 * the first call that needs a visitor; concurrent callers share the one request.
 */
export function ensureVisitorIdentity(): Promise<void> {
  if (authActions.getToken() || getTempTokenSig()) return Promise.resolve();
  signing ??= signTempToken().finally(() => {
    signing = null;
  });
  return signing;
}

async function signTempToken(): Promise<void> {
  let token = tempTokenToSign();
  let sig: string;
  try {
    ({ sig } = await request(visitorRoutes.sign, { body: { tempUserId: token } }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The server signs a token only once, so one it already knows (made before signatures) is replaced.
    if (error.status !== 409) {
      // A refusal (status > 0) means the server did not take the token; a lost connection may have.
      if (error.status > 0) tempTokenSignRefused();
      throw error;
    }
    token = renewTempToken();
    ({ sig } = await request(visitorRoutes.sign, { body: { tempUserId: token } }));
  }
  saveTempTokenSig(token, sig);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Proxies answer errors with HTML; the status text is used instead.
    return text;
  }
}

/** SPEC §8: a transport error shows the server's msg, error or error_description when present. */
export function serverMessage(body: unknown): string | undefined {
  if (!isObject(body)) return undefined;
  for (const key of ['msg', 'error', 'error_description']) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

const isEnvelope = (body: unknown): body is Json =>
  isObject(body) && ('code' in body || 'msg' in body || 'data' in body);

/** Calls one route of the contracts' table and resolves with its validated `data`. */
export async function request<R extends ApiRoute>(route: R, options: RequestOptions<R> = {}): Promise<RouteData<R>> {
  const silent = options.noMessage ?? route.noMessage ?? false;
  const fail = (init: ConstructorParameters<typeof ApiError>[0]): never => {
    if (!silent) config.notify(init.msg);
    throw new ApiError(init);
  };

  if (route.auth === 'identity') {
    try {
      await ensureVisitorIdentity();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return fail({ status: error.status, code: error.code, msg: error.msg, data: error.data });
    }
  }

  const url = buildUrl(route, options.query);
  const hasBody = route.method !== 'GET' && options.body !== undefined;
  const body = hasBody ? JSON.stringify(options.body) : undefined;
  let response: Response;
  try {
    const early = takeBootResponse(url, body, authActions.getToken());
    // Each request starts in a task of its own: a page's first render starts several queries in one commit, and
    // each fetch costs a phone's main thread about a millisecond, which together made one long task. Not in a
    // hidden page, where a browser may hold a timer back for up to a minute and no one is waiting on the thread.
    if (!early && document.visibilityState !== 'hidden') await nextTask();
    response = await (early ??
      config.fetch(url, { method: route.method, headers: buildHeaders(hasBody), body, signal: options.signal }));
  } catch (error) {
    // A caller's abort is not a failure worth telling the user about.
    if (options.signal?.aborted) throw error;
    return fail({ status: 0, msg: HTTP_STATUS_FALLBACK_TEXT, data: null });
  }

  const answer = await readBody(response);
  const envelope = isEnvelope(answer) ? answer : undefined;
  const code = typeof envelope?.code === 'number' ? envelope.code : undefined;

  // A signature the server no longer accepts (its secret changed): start over as a new visitor.
  if (envelope?.msg === ErrorText.visitorIdInvalid && !authActions.getToken()) renewTempToken();

  if (!response.ok) {
    const unauthorized = response.status === 401;
    if (unauthorized) authActions.logout();
    const msg = unauthorized
      ? httpStatusText(401)
      : (serverMessage(answer) ?? httpStatusText(response.status, `${config.baseUrl}${route.path}`));
    return fail({ status: response.status, code, msg, data: envelope?.data });
  }

  if (!SUCCESS_CODES.includes(code)) {
    if (code !== undefined && LOGOUT_CODES.includes(code)) authActions.logout();
    const msg = serverMessage(envelope) ?? HTTP_STATUS_FALLBACK_TEXT;
    return fail({ status: response.status, code, msg, data: envelope?.data });
  }

  // A body without an envelope is the data itself; an envelope without data means null.
  const data = envelope ? (envelope.data ?? null) : (answer ?? null);
  if (import.meta.env.DEV) warnOnContractDrift(route, data);
  return data as RouteData<R>;
}

/**
 * A file the API serves only to the signed-in caller (an operator's view of a feedback screenshot): fetched
 * with the session's headers, as a Blob, or null when the server does not give it.
 */
export async function requestBlob(url: string, signal?: AbortSignal): Promise<Blob | null> {
  const response = await config.fetch(url, { headers: buildHeaders(false), signal });
  return response.ok ? response.blob() : null;
}

/**
 * Development-only alarm for web/server drift. Production trusts the server, which validates
 * its responses with the same schemas; parsing here would make zod probe `new Function`, which
 * the production CSP (no 'unsafe-eval') reports as a violation.
 */
function warnOnContractDrift(route: ApiRoute, data: unknown): void {
  const parsed = route.response.safeParse(data);
  if (!parsed.success) console.error(`[api] ${route.method} ${route.path} 的响应不符合契约`, parsed.error.issues);
}
