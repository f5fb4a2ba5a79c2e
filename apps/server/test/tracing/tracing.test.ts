import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, parseSse, visitorHeaders } from '../chat/helpers.js';
import { startFakeUpstream } from '../chat/fake-upstream.js';
import { TEST_AUTH_SECRET } from '../helpers/visitor.js';
import { SPAN_KIND, startCollector, type ReceivedSpan } from './collector.js';

const serverDir = path.resolve(import.meta.dirname, '../..');
const QUESTION = '软件开发工程师每天做什么？';
const ANSWER = ['写代码', '，也', '开会'];

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

/** The log lines of one request, by the id the response carried. */
function linesOf(output: string, requestId: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.reqId === requestId);
}

/**
 * The server process as it starts in production (server.ts, so tracing loads before the app's modules), with a
 * trace collector and an OpenAI-compatible model of its own.
 */
describe('traces of a request, with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  let child: ChildProcess;
  let output = '';
  let base = '';
  let dataDir = '';

  beforeAll(async () => {
    collector = await startCollector();
    upstream = await startFakeUpstream();
    upstream.script({ content: ANSWER });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-traces-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    await waitForHealth(base, child);
    // tsx compiles the server as it loads and PGlite creates its database: minutes on a busy machine.
  }, 300_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await upstream?.close();
    await collector?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the HTTP span under its route template, the model call beneath it, and logs the trace id', async () => {
    const asker = visitorHeaders();
    const res = await fetch(`${base}/api/ai/conversation/directMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...asker },
      body: JSON.stringify({ messageContent: QUESTION }),
    });
    const requestId = res.headers.get('x-request-id')!;
    expect(parseSse(await res.text()).some((e) => 'done' in e)).toBe(true);

    const route = '/api/ai/conversation/directMessage';
    const server = await eventually(
      async () => collector.spans.find((s) => s.kind === SPAN_KIND.server && s.attributes['http.route'] === route),
      20_000,
    );
    const model = await eventually(
      async () => collector.spans.find((s) => s.traceId === server.traceId && s.name === 'chat fake-model'),
      20_000,
    );
    expect(collector.contentTypes[0]).toBe('application/json');
    expect(server).toMatchObject({ name: `POST ${route}`, serviceName: 'lucina-under-test' });
    // A descendant of the request's span, in the same trace.
    const byId = new Map(collector.spans.filter((s) => s.traceId === server.traceId).map((s) => [s.spanId, s]));
    let parent: ReceivedSpan | undefined = model;
    while (parent?.parentSpanId && parent.spanId !== server.spanId) parent = byId.get(parent.parentSpanId);
    expect(parent?.spanId).toBe(server.spanId);
    expect(model.kind).toBe(SPAN_KIND.client);
    expect(model.attributes).toMatchObject({
      'gen_ai.provider.name': 'openai',
      'gen_ai.request.model': 'fake-model',
      'gen_ai.usage.input_tokens': 11,
      'gen_ai.usage.output_tokens': ANSWER.length,
      'lucina.model_call.outcome': 'done',
    });
    // The request to the model (HTTP/1.1 here) under the model call's span.
    const upstreamCall = await eventually(
      async () => collector.spans.find((s) => s.kind === SPAN_KIND.client && s.parentSpanId === model.spanId),
      20_000,
    );
    expect(upstreamCall.attributes['http.request.method']).toBe('POST');
    // Nothing of what was asked or answered, nor who asked, leaves in a span.
    const exported = JSON.stringify(collector.spans);
    expect(exported).not.toContain(QUESTION);
    expect(exported).not.toContain(ANSWER[0]);
    for (const value of Object.values(asker)) expect(exported).not.toContain(value);

    const lines = linesOf(output, requestId);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.trace_id).toBe(server.traceId);
  });

  it('carries the trace id in the log line of a refused request, and none in lines outside requests', async () => {
    const res = await fetch(`${base}/api/ai/conversation/directMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...visitorHeaders() },
      body: JSON.stringify({ messageContent: 42 }),
    });
    expect(res.status).toBe(400);
    const requestId = res.headers.get('x-request-id')!;
    const server = await eventually(
      async () =>
        collector.spans.find((s) => s.kind === SPAN_KIND.server && s.attributes['http.response.status_code'] === 400),
      20_000,
    );
    const refused = linesOf(output, requestId).find((l) => l.msg === 'request refused');
    expect(refused?.trace_id).toBe(server.traceId);
    const ready = output.split('\n').find((l) => l.includes('Lucina is ready'));
    expect(ready).toBeDefined();
    expect(JSON.parse(ready!)).not.toHaveProperty('trace_id');
  });
});
