import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
/** The compiled server, started the way `npm start` and the container image start it. */
const compiledServer = ['--conditions=lucina-dist', 'dist/server.js'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

/** Resolves when `check` holds, polling; an observable effect rather than a fixed wait. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Resolves once the server answers /healthz; a server that exits first fails with what it printed, to say why. */
async function waitForHealth(base: string, server: { child: ChildProcess; output: string }, timeoutMs = 90_000) {
  const { child } = server;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited early with ${child.exitCode}:\n${server.output.slice(-2000)}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

/** The compiled server on the embedded defaults (PGlite, in-process KV) on `port`, `env` on top; its output kept. */
function startCompiled(port: number, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, compiledServer, {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = {
    child,
    output: '',
    exited: new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code))),
  };
  child.stdout!.on('data', (d) => (server.output += d));
  child.stderr!.on('data', (d) => (server.output += d));
  return server;
}

describe('the real server process', () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
  }, 120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-shutdown-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('on SIGTERM stops accepting, finishes the in-flight request, closes the database and exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startCompiled(port, {
      DATA_DIR: dataDir,
      ENABLE_TEST_ROUTES: 'true',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    });
    const { child } = server;

    await waitForHealth(base, server);
    const inFlight = fetch(`${base}/api/__test__/slow?ms=5000`).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { data: unknown },
    }));
    // Signalled once the server has the request (its request log), however long a busy machine takes.
    await until(() => server.output.includes('/api/__test__/slow?ms=5000'));
    child.kill('SIGTERM');
    await until(() => server.output.includes('shutting down'));
    await until(async () => !(await canConnect(port)));

    // New connections are refused while the old request is still being served.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    const done = await inFlight;
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ waited: 5000 });
    expect(await server.exited).toBe(0);
    expect(server.output).toContain('shutting down');
    // The embedded database was closed cleanly: it opens again in a new process without recovery errors.
    expect(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
  }, 120_000);

  it('on SIGTERM serves a request whose connection was opened just before the port closed', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startCompiled(port, {
      DATA_DIR: fs.mkdtempSync(path.join(dataDir, 'late-')),
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    });
    const { child, exited } = server;
    await waitForHealth(base, server);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let response = '';
    socket.on('data', (d) => (response += d));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    child.kill('SIGTERM');
    // The port refuses new connections: the drain has begun; only now does this connection send its request.
    while (await canConnect(port)) await new Promise((r) => setTimeout(r, 20));
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('"status":"ok"');
    expect(await exited).toBe(0);
  }, 120_000);

  it('starts in production on the embedded defaults with nothing set, as `npm start` does', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-first-start-'));
    const web = path.join(fresh, 'web');
    fs.mkdirSync(web);
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Lucina</title><div id="root"></div>');
    fs.writeFileSync(path.join(web, 'csp-hashes.json'), '{"scriptSrc":[]}');
    const server = startCompiled(port, {
      NODE_ENV: 'production',
      AUTH_SECRET: undefined,
      DATA_DIR: path.join(fresh, 'data'),
      WEB_DIST_DIR: web,
    });
    const { child, exited } = server;
    try {
      await waitForHealth(base, server);
      expect((await fetch(`${base}/readyz`)).status, server.output).toBe(200);
      const page = await fetch(`${base}/home`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      // Embedded defaults run the stand-ins, so every page is told to show the demo notice.
      const site = (await (await fetch(`${base}/api/site/config`)).json()) as { data: { demo: boolean } };
      expect(site.data.demo).toBe(true);
      // The key for one-time codes was generated and kept for the next start.
      expect(fs.readFileSync(path.join(fresh, 'data', 'secret'), 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    } finally {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses to start in production on PostgreSQL with stand-ins, naming every missing setting', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      // Only what a bare deployment sets: never reached, the database is not opened before the check.
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: 'postgres://lucina@127.0.0.1:1/lucina' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code).toBe(1);
    for (const setting of ['AUTH_SECRET', 'WECHAT_APP_ID', 'PAY_PROVIDER=live', 'SMS_PROVIDER', 'EMAIL_PROVIDER']) {
      expect(output).toContain(setting);
    }
    expect(output).toContain('LUCINA_DEMO=1');
    expect(output).not.toMatch(/\bat loadConfig\b/);
  }, 60_000);
});
