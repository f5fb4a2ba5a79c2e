import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NODE_FLAGS } from '../apps/server/src/node-flags.js';

export const ROOT = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The product as `npm start` runs it (the compiled server on its embedded database and KV, offline providers), plus
 * the test session route. Not its sources through tsx: the page's ~80 requests are answered on the same two cores
 * as Chromium's threads, and every millisecond the server takes from them lengthens the tasks Lighthouse scales.
 */
export async function startProduct(
  port: number,
  env: Record<string, string> = {},
): Promise<{ base: string; child: ChildProcess }> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...NODE_FLAGS, '--conditions=lucina-dist', 'apps/server/dist/server.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      ENABLE_TEST_ROUTES: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-bench-web-')),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Lighthouse's runs come from one address, faster than a person would click.
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
  });
  // Up to 180 s: on a loaded machine (load 25 on two cores) starting took over 60 s.
  for (let i = 0; i < 360; i++) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { base, child };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('the server did not become ready in 180 s');
}
