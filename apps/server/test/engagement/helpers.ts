import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { engagementSeeder } from '../../src/modules/engagement/engagement.seeder.js';
import { createTestApp, type TestApp, type TestAppOptions } from '../helpers/app.js';

export type EngagementApp = TestApp & { dataDir: string };

/** The app on a fresh database with the engagement seed, writing uploads to a temporary DATA_DIR. */
export async function createEngagementApp(options: TestAppOptions = {}): Promise<EngagementApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-engagement-'));
  const t = await createTestApp({ ...options, env: { DATA_DIR: dataDir, ...options.env } });
  await engagementSeeder.run(t.db);
  const close = t.close;
  return Object.assign(t, {
    dataDir,
    async close() {
      await close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

export function api(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  opts: { headers?: Record<string, string>; payload?: unknown; query?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: opts.headers ?? {},
    ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
    ...(opts.query ? { query: opts.query } : {}),
  });
}

/** Smallest valid images, built by hand so the tests need no fixtures. */
export async function samplePng(width = 8, height = 8): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: '#6266EB' } })
    .png()
    .toBuffer();
}
export async function sampleJpeg(width = 8, height = 8): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
}

/** A multipart/form-data body with one file field. */
export function multipartBody(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----lucina${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
