import http from 'node:http';
import { Redis } from 'ioredis';
import {
  API_PREFIX,
  LoginType,
  loginRoutes,
  parseStreamData,
  TEMP_TOKEN_HEADER,
  VISITOR_SIG_HEADER,
} from '@lucina/contracts';
import { captchaKey } from '../../apps/server/src/modules/login/captcha.service.js';
import { visitorSignature } from '../../apps/server/src/modules/visitors/temp-token.js';
import type { FaultsDatabase } from './services.js';

export interface Who {
  token?: string;
  temp?: string;
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface Reply<T = unknown> {
  status: number;
  body: Envelope<T> | null;
  /** The raw body when it was not JSON. */
  text: string;
  contentType: string;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

let secrets: { authSecret: string; redisUrl: string } | null = null;

/** The instances' AUTH_SECRET and Redis, for what the suite does as many browsers at once (see cluster.ts). */
export function useServerSecrets(value: { authSecret: string; redisUrl: string }) {
  secrets = value;
}

export function headersOf(who: Who = {}): Record<string, string> {
  const h: Record<string, string> = {};
  if (who.token) h.authorization = `Bearer ${who.token}`;
  if (who.temp) {
    h[TEMP_TOKEN_HEADER] = who.temp;
    if (secrets) h[VISITOR_SIG_HEADER] = visitorSignature(secrets.authSecret, who.temp);
  }
  return h;
}

/** A solved image captcha: the answer the instances keep in Redis (keys prefixed as the server's KV does). */
async function solveCaptcha(base: string): Promise<{ code: string; uuid: string }> {
  const res = await request<{ uuid: string }>(base, 'GET', `${API_PREFIX}${loginRoutes.captchaImage.path}`);
  if (res.body?.code !== 200 || !secrets) throw new Error(`captcha refused: ${res.text}`);
  const redis = new Redis(secrets.redisUrl, { keyPrefix: 'lucina:', lazyConnect: true });
  try {
    await redis.connect();
    const code = await redis.get(captchaKey(res.body.data.uuid));
    if (!code) throw new Error('captcha answer not found');
    return { code, uuid: res.body.data.uuid };
  } finally {
    redis.disconnect();
  }
}

/** A visitor's temp token as the web app makes it (13-digit timestamp, then a random 5-digit number). */
export function newTempToken(): string {
  return `${Date.now()}${10000 + Math.floor(Math.random() * 90000)}`;
}

/** One HTTP request; never throws for a status, only for a transport failure (or `timeoutMs`). */
export function request<T = unknown>(
  base: string,
  method: string,
  path: string,
  opts: {
    body?: unknown;
    rawBody?: string | Buffer;
    who?: Who;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<Reply<T>> {
  const t0 = performance.now();
  const payload =
    opts.rawBody ?? (opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body), 'utf8'));
  const headers: Record<string, string> = { ...headersOf(opts.who), ...opts.headers };
  if (payload !== undefined && !Object.keys(headers).some((k) => k.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/json';
  }
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, agent, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        let body: Envelope<T> | null = null;
        try {
          body = JSON.parse(text) as Envelope<T>;
        } catch {
          body = null;
        }
        resolve({
          status: res.statusCode ?? 0,
          body,
          text,
          contentType: String(res.headers['content-type'] ?? ''),
          ms: performance.now() - t0,
        });
      });
    });
    req.setTimeout(opts.timeoutMs ?? 30_000, () =>
      req.destroy(new Error(`timed out after ${opts.timeoutMs ?? 30_000} ms`)),
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export const api = <T = unknown>(base: string, path: string, body: unknown, who?: Who, timeoutMs?: number) =>
  request<T>(base, 'POST', `${API_PREFIX}${path}`, { body, who, ...(timeoutMs ? { timeoutMs } : {}) });

export type StreamEnd = 'finish' | 'terminated' | 'error' | 'closed' | 'refused';

/** A chat SSE stream as a client reads it: the answer id, the text seen, and how it ended. */
export interface ChatStream {
  id: string | null;
  conversationId: string | null;
  text: string;
  deltas: number;
  end: StreamEnd | null;
  error: string | null;
  ended: Promise<StreamEnd>;
  /** Resolves once the text has at least `n` deltas (or the stream ended). */
  untilDeltas(n: number): Promise<void>;
  abort(): void;
}

export function openStream(base: string, path: string, body: unknown, who: Who): ChatStream {
  let settle!: (end: StreamEnd) => void;
  const waiters: Array<{ n: number; resolve: () => void }> = [];
  const s: ChatStream = {
    id: null,
    conversationId: null,
    text: '',
    deltas: 0,
    end: null,
    error: null,
    ended: new Promise((resolve) => (settle = resolve)),
    untilDeltas(n) {
      if (s.deltas >= n || s.end) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ n, resolve }));
    },
    abort: () => req.destroy(),
  };
  const finish = (end: StreamEnd, error: string | null = null) => {
    if (s.end) return;
    s.end = end;
    s.error = error;
    settle(end);
    for (const w of waiters.splice(0)) w.resolve();
  };
  const payload = JSON.stringify(body);
  const req = http.request(
    `${base}${API_PREFIX}${path}`,
    { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headersOf(who) } },
    (res) => {
      if (!String(res.headers['content-type']).startsWith('text/event-stream')) {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString('utf8')));
        res.on('end', () => finish('refused', `${res.statusCode} ${text.slice(0, 200)}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      let sawTerminal: StreamEnd | null = null;
      res.on('data', (d: string) => {
        buffer += d;
        let nl: number;
        while ((nl = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, nl);
          buffer = buffer.slice(nl + 2);
          for (const line of frame.split('\n')) {
            if (!line.startsWith('data:')) continue;
            const parsed = parseStreamData(line.slice(5).trim());
            if (parsed.kind === 'done') continue;
            const e = parsed.event;
            s.id ??= e.id;
            s.conversationId ??= e.conversationId;
            if (parsed.delta?.type === 'text') {
              s.text += parsed.delta.content;
              s.deltas++;
              for (const w of waiters.filter((x) => s.deltas >= x.n)) {
                waiters.splice(waiters.indexOf(w), 1);
                w.resolve();
              }
            }
            if (e.event === 'finish') sawTerminal = e.terminate ? 'terminated' : 'finish';
            if (e.event === 'error') {
              sawTerminal = 'error';
              s.error = e.error;
            }
          }
        }
      });
      res.on('end', () => finish(sawTerminal ?? 'closed', s.error));
      res.on('error', () => finish(sawTerminal ?? 'closed', s.error));
      res.on('close', () => finish(sawTerminal ?? 'closed', s.error));
    },
  );
  req.on('error', (err) => finish('closed', err.message));
  req.end(payload);
  return s;
}

/** A real email login: the console provider's outbox row holds the code, as a mailbox would. */
export async function loginByEmail(base: string, db: FaultsDatabase, email: string): Promise<Who & { userId: string }> {
  const sent = await api(base, '/user/login/sendEmail', { userEmail: email, ...(await solveCaptcha(base)) });
  if (sent.body?.code !== 200) throw new Error(`sendEmail refused: ${sent.text}`);
  const [row] = await db.query<{ code: string }>(
    'select code from outbox where target = $1 order by created_at desc limit 1',
    [email.toLowerCase()],
  );
  const res = await api<{ token: string; userId: string }>(base, loginRoutes.login.path, {
    username: email,
    otpCode: row!.code,
    loginType: LoginType.email,
  });
  if (res.body?.code !== 200) throw new Error(`login refused: ${res.text}`);
  return { token: res.body.data.token, userId: res.body.data.userId };
}
