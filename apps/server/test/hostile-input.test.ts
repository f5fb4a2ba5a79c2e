import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorText } from '@lucina/contracts';
import { createTestApp, type TestApp } from './helpers/app.js';

/** Inputs the fault suite's fuzzer found answered with 500, a proxy error or a body outside the envelope. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('values the database refuses are the caller’s error', () => {
  it('an id past the integer column’s range is a 400 in the envelope, not a 500', async () => {
    const { headers } = await t.login();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/aiSurveyTest/surveyTemplate',
      headers,
      payload: { surveyId: Number.MAX_SAFE_INTEGER },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: ErrorText.invalidValue, data: null });
  });

  it('a NUL character in text is a 400, and nothing is renamed', async () => {
    const { headers } = await t.login();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/conversation/rename',
      headers,
      payload: { conversationId: randomUUID(), conversationTitle: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(ErrorText.invalidValue);
  });
});

describe('the router’s own refusals', () => {
  it('a malformed percent-encoding in the path gets the envelope', async () => {
    const res = await t.app.inject({ url: '/media/avatars/%c0%ae%c0%ae%2fetc%2fpasswd' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ code: 400, msg: ErrorText.badUrl, data: null });
  });

  it('a path parameter longer than the router takes gets the envelope', async () => {
    const res = await t.app.inject({ url: `/media/avatars/${'a'.repeat(300)}.png` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 414, msg: ErrorText.urlTooLong, data: null });
  });
});

/** Writes a raw HTTP/1.1 exchange and reads until `responses` responses have arrived or the server closes. */
function exchange(port: number, requests: Buffer[], responses: number) {
  return new Promise<{ text: string; closed: boolean; writeError: string | null }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const parts: Buffer[] = [];
    let text = '';
    let writeError: string | null = null;
    const done = (closed: boolean) => {
      socket.destroy();
      resolve({ text, closed, writeError });
    };
    socket.on('data', (d) => {
      parts.push(d);
      text = Buffer.concat(parts).toString('utf8');
      if ((text.match(/HTTP\/1\.1 \d{3}/g) ?? []).length >= responses && text.endsWith('}')) done(false);
    });
    socket.on('error', (err) => (writeError = err.message));
    socket.on('close', () => done(true));
    for (const r of requests) socket.write(r);
  });
}

describe('a body over the limit', () => {
  it('is answered 413 after being read, on a connection that stays usable (a proxy sees no broken pipe)', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const size = 3 * 1024 * 1024;
    const big = Buffer.concat([
      Buffer.from(
        `POST /api/ai/conversation/list HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
      ),
      Buffer.alloc(size, 0x20),
    ]);
    const next = Buffer.from('GET /api/site/config HTTP/1.1\r\nHost: x\r\n\r\n');
    const res = await exchange(port, [big, next], 2);
    expect(res.writeError).toBeNull();
    expect(res.text).toMatch(/^HTTP\/1\.1 413/);
    expect(res.text).toContain(JSON.stringify({ code: 413, msg: ErrorText.payloadTooLarge, data: null }));
    expect(res.text).toMatch(/HTTP\/1\.1 200[\s\S]*"code":200/);
  });
});
