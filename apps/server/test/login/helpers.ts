import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { captchaKey } from '../../src/modules/login/captcha.service.js';
import { cooldownKey } from '../../src/modules/login/otp.service.js';
import type { TestApp } from '../helpers/app.js';

/** Settings for login tests: test routes on, and an IP cap that many sends from 127.0.0.1 do not reach. */
export const LOGIN_TEST_ENV = { ENABLE_TEST_ROUTES: 'true', OTP_DAILY_LIMIT_PER_IP: '1000' };

let phoneSeq = 0;
/** A fresh valid phone number per call, so tests do not share cooldowns or codes. */
export function newPhone(): string {
  phoneSeq += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}
export function newEmail(): string {
  phoneSeq += 1;
  return `user${process.pid}-${phoneSeq}@example.com`;
}

export async function post(t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: `/api/user/login/${url}`, payload, headers });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}

/** A fresh image captcha and its answer (read from the KV, as only the picture shows it). */
export async function solveCaptcha(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/login/captchaImage' });
  const { uuid, img } = res.json().data as { uuid: string; img: string };
  const answer = (await t.kv.get(captchaKey(uuid)))!;
  return { uuid, code: answer, img };
}

/** The code the console provider "sent" to a phone or email, through the test-only outbox route. */
export async function latestCode(t: TestApp, target: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/__test__/outbox/latest?target=${encodeURIComponent(target)}`,
  });
  if (res.statusCode !== 200) throw new Error(`no code for ${target}: ${res.body}`);
  return res.json().data.code as string;
}

type SmsKind = 'sendSms' | 'sendBindWechatSms';

/** Asks for an SMS code to `phone` with a solved captcha; the response as it came. */
export async function requestSmsCode(t: TestApp, phone: string, kind: SmsKind = 'sendSms') {
  return post(t, kind, { userPhone: phone, ...(await solveCaptcha(t)) });
}

export async function sendSmsCode(t: TestApp, phone: string, kind: SmsKind = 'sendSms') {
  // Stands for waiting out the resend window of an earlier code to this phone.
  await t.kv.del(cooldownKey({ purpose: kind === 'sendSms' ? 'login' : 'bind', target: phone }));
  const res = await requestSmsCode(t, phone, kind);
  if (res.body.code !== 200) throw new Error(`${kind} failed: ${res.body.msg}`);
  return latestCode(t, phone);
}

/** Full phone login through the API; returns the login data. */
export async function phoneLogin(
  t: TestApp,
  phone: string,
  extra: { tk?: string; headers?: Record<string, string> } = {},
) {
  const otpCode = await sendSmsCode(t, phone);
  const res = await post(t, 'login', { username: phone, otpCode, loginType: 1, tk: extra.tk }, extra.headers);
  if (res.body.code !== 200) throw new Error(`login failed: ${res.body.msg}`);
  return res.body.data as { token: string; userId: string; tagiSCollect: number };
}

/** A local HTTP server standing in for a provider; `handle` returns the JSON reply. */
export async function startJsonServer(
  handle: (req: http.IncomingMessage, body: string) => { status?: number; json: unknown },
) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const reply = handle(req, body);
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(reply.json));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The pieces of the WeChat callback page a browser would act on: its scripts and the JSON payload. */
export function parseCallbackPage(html: string) {
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    attrs: m[1]!,
    body: m[2]!,
  }));
  const payload = scripts.find((s) => s.attrs.includes('id="payload"'));
  if (!payload) throw new Error('no payload block');
  return {
    scripts,
    payload: JSON.parse(payload.body) as {
      targetOrigin: string;
      message: { source: string; ok: boolean; token: string | null; encrypt: string | null; msg: string };
    },
  };
}
