import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, parseSse } from '../chat/helpers.js';
import { SPAN_KIND, type ReceivedSpan } from './collector.js';
import { startTracedServer } from './traced-server.js';

const QUESTION = '软件开发工程师每天做什么？';
const ANSWER = ['写代码', '，也', '开会'];
const ROUTE = '/api/ai/conversation/directMessage';

describe('traces of a request, with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let server: Awaited<ReturnType<typeof startTracedServer>>;

  beforeAll(async () => {
    server = await startTracedServer(ANSWER);
  }, 300_000);

  afterAll(async () => {
    await server?.close();
  });

  it('sends the HTTP span under its route template, the model call beneath it, and logs the trace id', async () => {
    const { body, requestId, asker } = await server.ask(QUESTION);
    expect(parseSse(body).some((e) => 'done' in e)).toBe(true);
    const { spans, contentTypes } = server.collector;

    const http = await eventually(
      async () => spans.find((s) => s.kind === SPAN_KIND.server && s.attributes['http.route'] === ROUTE),
      20_000,
    );
    const model = await eventually(
      async () => spans.find((s) => s.traceId === http.traceId && s.name === 'chat fake-model'),
      20_000,
    );
    expect(contentTypes[0]).toBe('application/json');
    expect(http).toMatchObject({ name: `POST ${ROUTE}`, serviceName: 'lucina-under-test' });
    // A descendant of the request's span, in the same trace.
    const byId = new Map(spans.filter((s) => s.traceId === http.traceId).map((s) => [s.spanId, s]));
    let parent: ReceivedSpan | undefined = model;
    while (parent?.parentSpanId && parent.spanId !== http.spanId) parent = byId.get(parent.parentSpanId);
    expect(parent?.spanId).toBe(http.spanId);
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
      async () => spans.find((s) => s.kind === SPAN_KIND.client && s.parentSpanId === model.spanId),
      20_000,
    );
    expect(upstreamCall.attributes['http.request.method']).toBe('POST');
    // Nothing of what was asked or answered, nor who asked, leaves in a span.
    const exported = JSON.stringify(spans);
    expect(exported).not.toContain(QUESTION);
    expect(exported).not.toContain(ANSWER[0]);
    for (const value of Object.values(asker)) expect(exported).not.toContain(value);

    const lines = server.linesOf(requestId);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.trace_id).toBe(http.traceId);
  });

  it('carries the trace id in the log line of a refused request, and none in lines outside requests', async () => {
    const { res, requestId } = await server.ask(42);
    expect(res.status).toBe(400);
    const http = await eventually(
      async () =>
        server.collector.spans.find(
          (s) => s.kind === SPAN_KIND.server && s.attributes['http.response.status_code'] === 400,
        ),
      20_000,
    );
    const refused = server.linesOf(requestId).find((l) => l.msg === 'request refused');
    expect(refused?.trace_id).toBe(http.traceId);
    const ready = server
      .output()
      .split('\n')
      .find((l) => l.includes('Lucina is ready'));
    expect(ready).toBeDefined();
    expect(JSON.parse(ready!)).not.toHaveProperty('trace_id');
  });
});
