import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Content, Resume } from '@lucina/contracts';

const NGINX = '/usr/sbin/nginx';
const SHIPPED = path.resolve(import.meta.dirname, '../../../deploy/nginx.conf');
const BIG_TEXT = 'Lucina 职业规划 '.repeat(400);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(port: number, method: string, url: string, headers: Record<string, string> = {}, body?: Buffer) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts).toString('latin1') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Stands in for the app: answers the paths the proxy treats differently, and tells what it received. */
function fakeApp() {
  let finishStream: () => void = () => {};
  /** X-Request-Id of each request to /api/fails-once, which drops the connection the first time, unanswered. */
  const failsOnce: unknown[] = [];
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    if (url === '/api/fails-once') {
      failsOnce.push(req.headers['x-request-id']);
      if (failsOnce.length === 1) req.socket.destroy();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200,"msg":"","data":null}');
      return;
    }
    if (url.startsWith('/api/ai/conversation/')) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: first\n\n');
      finishStream = () => res.end('data: [DONE]\n\n');
      return;
    }
    let size = 0;
    req.on('data', (d: Buffer) => (size += d.length));
    req.on('end', () => {
      if (url.startsWith('/api/')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'], size, text: BIG_TEXT }));
      } else if (url === '/assets/index-AbCd1234.js') {
        res.writeHead(200, { 'content-type': 'application/javascript', 'cache-control': 'public, max-age=0' });
        res.end(`console.log(${JSON.stringify(BIG_TEXT)})`);
      } else {
        // The SPA's fallback page, also for a bundle name that no longer exists.
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=3600' });
        res.end(`<!doctype html><title>${BIG_TEXT}</title>`);
      }
    });
  });
  return { server, failsOnce, finishStream: () => finishStream() };
}

describe('deploy/nginx.conf', () => {
  let dir: string;
  let port: number;
  let nginx: ChildProcess | null = null;
  const app = fakeApp();

  beforeAll(async () => {
    if (!fs.existsSync(NGINX)) {
      throw new Error(
        `${NGINX} is missing: install nginx and libnginx-mod-http-brotli-filter to check the proxy config`,
      );
    }
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    const appPort = (app.server.address() as AddressInfo).port;
    port = await freePort();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-nginx-'));
    const conf = fs
      .readFileSync(SHIPPED, 'utf8')
      .replace(/server app\d:3000/g, `server 127.0.0.1:${appPort}`)
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replace('access_log /dev/stdout;', 'access_log off;');
    fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
    const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
    const check = spawnSync(NGINX, [...args, '-t', '-g', `pid ${dir}/nginx.pid;`], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
    nginx = spawn(NGINX, [...args, '-g', `daemon off; pid ${dir}/nginx.pid;`], { stdio: 'ignore' });
    for (;;) {
      const up = await request(port, 'GET', '/api/ping').catch(() => null);
      if (up) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  afterAll(async () => {
    nginx?.kill();
    await new Promise<void>((resolve) => app.server.close(() => resolve()));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('tells the app the connecting address, never what the client claimed', async () => {
    const res = await request(port, 'GET', '/api/echo', { 'x-forwarded-for': '6.6.6.6' });
    expect(JSON.parse(res.body).forwardedFor).toBe('127.0.0.1');
  });

  it('compresses text with brotli or gzip, as the browser accepts', async () => {
    expect(
      (await request(port, 'GET', '/api/echo', { 'accept-encoding': 'gzip, br' })).headers['content-encoding'],
    ).toBe('br');
    expect((await request(port, 'GET', '/api/echo', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe(
      'gzip',
    );
    const asset = await request(port, 'GET', '/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip' });
    expect(asset.headers['content-encoding']).toBe('gzip');
  });

  it('caches hashed bundles for a year and revalidates pages, also a fallback page under /assets/', async () => {
    const asset = await request(port, 'GET', '/assets/index-AbCd1234.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(port, 'GET', '/chat')).headers['cache-control']).toBe('no-cache');
    expect((await request(port, 'GET', '/assets/gone-Zz998877.js')).headers['cache-control']).toBe('no-cache');
  });

  it('passes each chat chunk through at once, uncompressed', async () => {
    const first = await new Promise<{ headers: http.IncomingHttpHeaders; chunk: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/ai/conversation/directMessage',
          headers: { 'accept-encoding': 'gzip, br' },
        },
        (res) => {
          res.once('data', (d: Buffer) => {
            resolve({ headers: res.headers, chunk: d.toString() });
            // The fake app holds the stream open until the first chunk has reached the client.
            app.finishStream();
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(first.chunk).toContain('data: first');
    expect(first.headers['content-encoding']).toBeUndefined();
  });

  it('resends a POST whose instance failed before answering once, with the same request id', async () => {
    const res = await request(
      port,
      'POST',
      '/api/fails-once',
      { 'content-type': 'application/json' },
      Buffer.from('{}'),
    );
    expect(res.status).toBe(200);
    expect(app.failsOnce).toHaveLength(2);
    expect(app.failsOnce[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(app.failsOnce[1]).toBe(app.failsOnce[0]);
  });

  it('accepts bodies as large as the app allows, and no larger', async () => {
    const resumeUpload = Buffer.alloc(Resume.maxBytes * (Resume.maxFiles + 1));
    expect((await request(port, 'POST', '/api/ai/aiSurveyTest/surveyResult', {}, resumeUpload)).status).toBe(200);
    expect((await request(port, 'POST', '/api/feedback/save', {}, Buffer.alloc(3 * 1024 * 1024))).status).toBe(200);
    expect((await request(port, 'POST', '/api/feedback/save', {}, resumeUpload)).status).toBe(413);
    const consoleImage = Buffer.alloc(Content.image.maxBytes + 1024);
    expect((await request(port, 'POST', '/api/admin/content/image', {}, consoleImage)).status).toBe(200);
  });

  it("answers its own refusals in the app's envelope, as JSON with a Chinese message", async () => {
    const tooLarge = await request(port, 'POST', '/api/feedback/save', {}, Buffer.alloc(5 * 1024 * 1024));
    const tooLong = await request(port, 'GET', `/api/echo?q=${'a'.repeat(20_000)}`);
    const badPath = await request(port, 'GET', '/media/banners/..%2f..%2f..%2fetc%2fpasswd');
    for (const [res, status, msg] of [
      [tooLarge, 413, '请求内容过大'],
      [tooLong, 414, '请求地址过长'],
      [badPath, 400, '请求参数错误'],
    ] as const) {
      expect(res.status).toBe(status);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(Buffer.from(res.body, 'latin1').toString('utf8'))).toEqual({ code: status, msg, data: null });
    }
  });
});
