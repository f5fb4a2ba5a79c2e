import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type { ModelCallOutcome, Tracing, TracingLoader } from '../../src/lib/tracing.js';
import { startTracing } from '../../src/lib/tracing.js';
import { withTraceIds } from '../../src/plugins/tracing.js';
import { LlmError, tracedLlm, type LlmChunk, type LlmProvider } from '../../src/providers/llm/index.js';

const SRC = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** A Tracing that records the model calls' spans instead of exporting them. */
function recordingTracing() {
  const calls: Array<{
    provider: string;
    model: string;
    usage?: [number, number];
    ended: Array<[ModelCallOutcome, number?]>;
  }> = [];
  const tracing: Tracing = {
    logFields: () => ({ trace_id: 't'.repeat(32), span_id: 's'.repeat(16) }),
    nameRequest: () => {},
    modelCall(provider, model) {
      const call: (typeof calls)[number] = { provider, model, ended: [] };
      calls.push(call);
      return {
        within: (fn) => fn(),
        usage: (p, c) => void (call.usage = [p, c]),
        end: (outcome, status) => void call.ended.push(status === undefined ? [outcome] : [outcome, status]),
      };
    },
    shutdown: async () => {},
  };
  return { tracing, calls };
}

/** A provider streaming `chunks`, then failing with `failure` when given. */
function scriptedProvider(chunks: LlmChunk[], failure?: Error): LlmProvider {
  return {
    name: 'openai',
    modelName: () => 'scripted-model',
    warmUp: () => {},
    async *stream() {
      for (const chunk of chunks) yield chunk;
      if (failure) throw failure;
    },
  };
}

const request = (signal = new AbortController().signal) => ({
  modelCode: 1,
  messages: [],
  question: '问题',
  previousQuestions: [],
  profile: { riasec: null, workTag: '', layoutTag: '' },
  signal,
});

async function drain(stream: AsyncIterable<LlmChunk>) {
  const out: LlmChunk[] = [];
  for await (const chunk of stream) out.push(chunk);
  return out;
}

describe('tracing off', () => {
  it('is off with no endpoint set, and the SDK is never imported', async () => {
    const config = loadConfig({});
    expect(config.tracing).toEqual({ endpoint: null, serviceName: 'lucina' });
    const load = vi.fn<TracingLoader>();
    expect(await startTracing(config.tracing, load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the SDK with the endpoint and the service name when they are set', async () => {
    const config = loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'lucina-a' });
    const { tracing } = recordingTracing();
    const startSdk = vi.fn(async () => tracing);
    expect(await startTracing(config.tracing, async () => ({ startSdk }))).toBe(tracing);
    expect(startSdk).toHaveBeenCalledWith({ endpoint: 'http://collector:4318', serviceName: 'lucina-a' });
  });

  it('refuses an endpoint that is not a URL, naming the setting', () => {
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('leaves OpenTelemetry to lib/tracing-sdk.ts alone, so nothing else loads it', () => {
    const importers = sourceFiles(SRC)
      .filter((file) => /from '(@opentelemetry\/[^']+|import-in-the-middle)'/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(importers).toEqual(['lib/tracing-sdk.ts']);
  });

  it('keeps the logger options as given, without a mixin, when tracing is off', () => {
    const options = { level: 'info' };
    expect(withTraceIds(options, null)).toBe(options);
    const traced = withTraceIds(options, recordingTracing().tracing) as { mixin: () => object };
    expect(traced.mixin()).toEqual({ trace_id: 't'.repeat(32), span_id: 's'.repeat(16) });
  });
});

describe('the model call span', () => {
  it('records the model, the token counts and a finished call', async () => {
    const { tracing, calls } = recordingTracing();
    const chunks: LlmChunk[] = [
      { type: 'text', content: '答' },
      { type: 'usage', promptTokens: 7, completionTokens: 3 },
    ];
    expect(await drain(tracedLlm(scriptedProvider(chunks), tracing).stream(request()))).toEqual(chunks);
    expect(calls).toEqual([{ provider: 'openai', model: 'scripted-model', usage: [7, 3], ended: [['done']] }]);
  });

  it("records the upstream's failure with its status, and passes the failure on", async () => {
    const { tracing, calls } = recordingTracing();
    const provider = tracedLlm(
      scriptedProvider([{ type: 'text', content: '答' }], new LlmError(504, 'timeout')),
      tracing,
    );
    await expect(drain(provider.stream(request()))).rejects.toBeInstanceOf(LlmError);
    expect(calls[0]!.ended).toEqual([['error', 504]]);
  });

  it('records a call its reader left early, or that was aborted, as stopped, once', async () => {
    const { tracing, calls } = recordingTracing();
    const provider = tracedLlm(
      scriptedProvider([
        { type: 'text', content: '一' },
        { type: 'text', content: '二' },
      ]),
      tracing,
    );
    for await (const chunk of provider.stream(request())) {
      expect(chunk).toEqual({ type: 'text', content: '一' });
      break;
    }
    const abort = new AbortController();
    const aborting = tracedLlm(scriptedProvider([], new Error('aborted')), tracing);
    abort.abort();
    await expect(drain(aborting.stream(request(abort.signal)))).rejects.toThrow('aborted');
    expect(calls.map((c) => c.ended)).toEqual([[['stopped']], [['stopped']]]);
  });
});
