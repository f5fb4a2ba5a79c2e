import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';

const INDEX = '<!doctype html><html lang="zh-CN"><div id="root"></div></html>';
const ENTRY = 'console.log("entry");'.repeat(20);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const BOOT_DATA = /<script id="boot-data" type="application\/json">(.*?)<\/script>/;
const SCRIPT_HASH = `'sha256-${crypto.createHash('sha256').update('boot()').digest('base64')}'`;

/** A build as `vite build` leaves it: text files with brotli and gzip copies beside them. */
function writeBuild(dir: string) {
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, text: string, encoded: boolean) => {
    fs.writeFileSync(path.join(dir, name), text);
    if (!encoded) return;
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(text));
  };
  write('index.html', INDEX, true);
  write('csp-hashes.json', JSON.stringify({ scriptSrc: [SCRIPT_HASH] }), false);
  write('assets/index-AbCd1234.js', ENTRY, true);
  write('assets/tiny-EfGh5678.js', 'x', false);
}

describe('web build serving', () => {
  let t: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-dist-'));
    writeBuild(distDir);
    t = await createTestApp({ env: { WEB_DIST_DIR: distDir, RATE_LIMIT_PER_MINUTE: '1000' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(ENTRY);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const res = await get('/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(ENTRY);
  });

  it('sends the plain file, still varying on Accept-Encoding, to a client that accepts no encoding', async () => {
    const res = await get('/assets/index-AbCd1234.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.body).toBe(ENTRY);
  });

  it('falls back to the plain file when the build left no compressed copy', async () => {
    const res = await get('/assets/tiny-EfGh5678.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('x');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('keeps a hashed asset in memory once read: its bytes are served after the file is gone from disk', async () => {
    const file = path.join(distDir, 'assets', 'kept-IjKl9012.js');
    fs.writeFileSync(file, ENTRY);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(ENTRY));
    const first = await get('/assets/kept-IjKl9012.js', { 'accept-encoding': 'br' });
    fs.rmSync(file);
    fs.rmSync(`${file}.br`);
    const again = await get('/assets/kept-IjKl9012.js', { 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(again.rawPayload).toString()).toBe(ENTRY);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it("revalidates a hashed asset by its encoding's ETag with a 304 and no body", async () => {
    const br = await get('/assets/index-AbCd1234.js', { 'accept-encoding': 'br' });
    const plain = await get('/assets/index-AbCd1234.js');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get('/assets/index-AbCd1234.js', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // The plain file's tag does not validate the brotli copy.
    const other = await get('/assets/index-AbCd1234.js', {
      'accept-encoding': 'br',
      'if-none-match': String(plain.headers.etag),
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers a HEAD for a hashed asset with its headers and no body', async () => {
    const res = await t.app.inject({
      method: 'HEAD',
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(zlib.brotliCompressSync(ENTRY).length);
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers a range of a hashed asset from the file on disk', async () => {
    const res = await get('/assets/index-AbCd1234.js', { range: 'bytes=0-6' });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe(ENTRY.slice(0, 7));
  });

  it('answers a missing asset, and a path that climbs out of the folder, as a page, as before', async () => {
    for (const url of ['/assets/missing-AbCd1234.js', '/assets/..%2f..%2fpackage.json', '/assets/x/y.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });

  it('answers page paths with compressed index.html that the browser must revalidate', async () => {
    const res = await get('/home', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('accept-encoding');
    const html = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(html.replace(BOOT_DATA, '').replace(' data-demo=""', '')).toBe(INDEX);
  });

  it('puts the boot data into index.html: the answers the API gives the first screen', async () => {
    const html = (await get('/surveyTest')).body;
    const boot = JSON.parse(BOOT_DATA.exec(html)![1]!);
    const api = async (route: string, method: 'GET' | 'POST' = 'GET') =>
      (await t.app.inject({ method, url: `/api${route}`, payload: method === 'POST' ? {} : undefined })).json().data;
    expect(boot.site).toEqual(await api('/site/config'));
    expect(boot.banners).toEqual(await api('/ai/banner/activeList'));
    expect(boot.chat).toEqual({
      boot: await api('/ai/dialogBoot/', 'POST'),
      inputBox: await api('/ai/userInputBox', 'POST'),
      quickCommands: await api('/ai/quickCommandConfig/findQuickCommandConfig', 'POST'),
    });
    expect(boot.market).toEqual(await api('/user/template/marketServices'));
    expect(html.includes('<html data-demo=""')).toBe(boot.site.demo);
  });

  it('revalidates index.html by ETag with a 304 and no body', async () => {
    const first = await get('/surveyTest', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toBeTruthy();
    const again = await get('/surveyTest', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('gives each encoding of index.html its own ETag, so a cache never mixes them up', async () => {
    const br = await get('/home', { 'accept-encoding': 'br' });
    const gzip = await get('/home', { 'accept-encoding': 'gzip' });
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
  });
});

describe("the content security policy of the build's index.html", () => {
  it('allows the inline scripts by the hashes the web build wrote, and no other inline script', async () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-dist-'));
    writeBuild(distDir);
    const t = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
    try {
      const csp = String((await t.app.inject({ url: '/home' })).headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc).toBe(`script-src 'self' ${SCRIPT_HASH}`);
    } finally {
      await t.close();
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('reads no hashes without a build, and refuses a build whose hashes are missing or not hashes', async () => {
    const { indexScriptHashes } = await import('../src/plugins/security.js');
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-dist-'));
    try {
      expect(indexScriptHashes(distDir)).toEqual([]);
      fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
      expect(() => indexScriptHashes(distDir)).toThrow(/csp-hashes\.json is missing/);
      fs.writeFileSync(path.join(distDir, 'csp-hashes.json'), JSON.stringify({ scriptSrc: ["'unsafe-inline'"] }));
      expect(() => indexScriptHashes(distDir)).toThrow(/sha256/);
      fs.writeFileSync(path.join(distDir, 'csp-hashes.json'), JSON.stringify({ scriptSrc: [SCRIPT_HASH] }));
      expect(indexScriptHashes(distDir)).toEqual([SCRIPT_HASH]);
    } finally {
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });
});
