import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { NODE_FLAGS } from '../../apps/server/src/node-flags.js';
import { sleep } from './services.js';

/** Each instance's metrics port is its own port plus this (never behind nginx). */
export const METRICS_PORT_OFFSET = 100;

export const SERVER_DIR = path.resolve(import.meta.dirname, '../../apps/server');
export const COMPILED_SERVER = path.join(SERVER_DIR, 'dist/server.js');

/** One production instance: the compiled server under plain `node`, as the container image runs it. */
export class Instance {
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);
  readonly url: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly logFile: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.metricsUrl = `http://127.0.0.1:${port + METRICS_PORT_OFFSET}/metrics`;
  }

  readonly metricsUrl: string;
  get metricsPort() {
    return this.port + METRICS_PORT_OFFSET;
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid() {
    return this.child?.pid ?? null;
  }

  async start() {
    if (this.running) return;
    const log = fs.openSync(this.logFile, 'a');
    const child = spawn(
      process.execPath,
      [...NODE_FLAGS, '--conditions=lucina-dist', '--enable-source-maps', COMPILED_SERVER],
      {
        cwd: SERVER_DIR,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '/tmp',
          ...this.env,
          PORT: String(this.port),
          ...(this.env.METRICS_TOKEN ? { METRICS_PORT: String(this.metricsPort) } : {}),
        },
        stdio: ['ignore', log, log],
      },
    );
    fs.closeSync(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    await this.waitReady();
  }

  async waitReady(timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`${this.name} exited during start-up; see ${this.logFile}`);
      try {
        if ((await fetch(`${this.url}/readyz`, { signal: AbortSignal.timeout(1000) })).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`${this.name} was not ready within ${timeoutMs} ms`);
  }

  /** Sends a signal and waits for the process to exit; the exit code (null after SIGKILL). */
  async kill(signal: NodeJS.Signals) {
    if (!this.running) return null;
    this.child!.kill(signal);
    return this.exited;
  }
}
