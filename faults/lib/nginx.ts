import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sleep } from './services.js';

const NGINX = process.env.FAULTS_NGINX ?? '/usr/sbin/nginx';
export const SHIPPED_CONF = path.resolve(import.meta.dirname, '../../deploy/nginx.conf');

/**
 * The shipped configuration with only the upstream servers and the listen port replaced, so every other
 * directive of deploy/nginx.conf (timeouts, buffering, headers, compression, caching) is what gets tested.
 */
export function templateSite(conf: string, port: number, upstreamPorts: number[]): string {
  const upstream = /upstream\s+lucina\s*\{([^}]*)\}/;
  const block = conf.match(upstream);
  if (!block) throw new Error('deploy/nginx.conf has no `upstream lucina { … }` block');
  // The shipped servers' parameters (max_fails, fail_timeout) stay; only their addresses change.
  const params = block[1]!.match(/\bserver\s+\S+?(\s[^;]*)?;/)?.[1] ?? '';
  const servers = upstreamPorts.map((p) => `server 127.0.0.1:${p}${params};`).join(' ');
  const rest = block[1]!.replace(/\bserver\s+[^;]+;/g, '').trim();
  let out = conf.replace(upstream, `upstream lucina { ${servers} ${rest} }`);
  let listens = 0;
  out = out.replace(/\blisten\s+[^;]+;/g, () => (listens++ === 0 ? `listen 127.0.0.1:${port};` : ''));
  if (listens === 0) throw new Error('deploy/nginx.conf has no listen directive');
  return out;
}

/** nginx as a foreground child with its own prefix and pid file, on the shipped (complete) nginx.conf. */
export async function startNginx(opts: { dir: string; port: number; upstreamPorts: number[] }) {
  const dir = path.join(opts.dir, 'nginx');
  fs.mkdirSync(dir, { recursive: true });
  const conf = templateSite(fs.readFileSync(SHIPPED_CONF, 'utf8'), opts.port, opts.upstreamPorts).replace(
    /access_log\s+\/dev\/stdout;/,
    'access_log off;',
  );
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const errorLog = path.join(dir, 'error.log');
  const log = fs.openSync(errorLog, 'a');
  const child = spawn(
    NGINX,
    ['-p', dir, '-e', errorLog, '-c', path.join(dir, 'nginx.conf'), '-g', `daemon off; pid ${dir}/nginx.pid;`],
    { stdio: ['ignore', log, log] },
  );
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}; see ${errorLog}`);
    if (await canConnect(opts.port)) break;
    await sleep(100);
  }
  return {
    url: `http://127.0.0.1:${opts.port}`,
    /** Where the error log ends now, for `upstreamFailures`. */
    mark: () => fs.statSync(errorLog).size,
    /**
     * What nginx logged about instances since `mark`, tallied by cause (`recv() failed (104: Connection reset by
     * peer) while reading response header`, `connect() failed (111: Connection refused) while connecting`, …).
     * Each such request was sent on to the other instance, or answered 502 if none was left to try.
     */
    upstreamFailures(since: number): Map<string, number> {
      const text = fs.readFileSync(errorLog).subarray(since).toString('utf8');
      const tally = new Map<string, number>();
      for (const m of text.matchAll(/\[error\] \d+#\d+: \*\d+ (.+?) (?:from|to) upstream/g)) {
        tally.set(m[1]!, (tally.get(m[1]!) ?? 0) + 1);
      }
      return tally;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

function canConnect(port: number) {
  return new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}
