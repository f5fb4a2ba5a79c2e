import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eventually, visitorHeaders } from '../chat/helpers.js';
import { startFakeUpstream } from '../chat/fake-upstream.js';
import { TEST_AUTH_SECRET } from '../helpers/visitor.js';
import { startCollector } from './collector.js';

const serverDir = path.resolve(import.meta.dirname, '../..');

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

async function waitForHealth(base: string, child: ChildProcess) {
  await eventually(async () => {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    return fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
  }, 240_000);
}

/**
 * The server process as it starts in production (server.ts, so tracing loads before the app's modules), with a
 * trace collector and an OpenAI-compatible model of its own answering `answer`; `env` on top (the database, Redis).
 */
export async function startTracedServer(answer: string[], env: Record<string, string> = {}) {
  const collector = await startCollector();
  const upstream = await startFakeUpstream();
  upstream.script({ content: answer });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-traces-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      AUTH_SECRET: TEST_AUTH_SECRET,
      RATE_LIMIT_PER_MINUTE: '100000',
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: upstream.baseUrl,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'fake-model',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_SERVICE_NAME: 'lucina-under-test',
      // The batch goes out a tenth of a second after a span ends, not five seconds.
      OTEL_BSP_SCHEDULE_DELAY: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const server = {
    base,
    collector,
    /** What the process wrote so far. */
    output: () => output,
    /** The log lines of one request, by the id its response carried. */
    linesOf(requestId: string): Array<Record<string, unknown>> {
      return output
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.reqId === requestId);
    },
    /** Asks a question as a new visitor; the response's request id and the asker's headers. */
    async ask(question: unknown) {
      const asker = visitorHeaders();
      const res = await fetch(`${base}/api/ai/conversation/directMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...asker },
        body: JSON.stringify({ messageContent: question }),
      });
      return { res, body: await res.text(), requestId: res.headers.get('x-request-id')!, asker };
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await upstream.close();
      await collector.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    // tsx compiles the server as it loads and PGlite creates its database: minutes on a busy machine.
    await waitForHealth(base, child);
  } catch (err) {
    await server.close();
    throw new Error(`the traced server did not start: ${(err as Error).message}\n${output.slice(-2000)}`);
  }
  return server;
}
