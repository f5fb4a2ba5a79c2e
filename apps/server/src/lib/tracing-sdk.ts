/**
 * OpenTelemetry's side of the tracing port, imported only when tracing is on (see tracing.ts). Spans go out over
 * OTLP/HTTP; the exporter and the SDK read the standard OTEL_* variables themselves (OTEL_EXPORTER_OTLP_ENDPOINT,
 * OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER, OTEL_RESOURCE_ATTRIBUTES…).
 */
import { IncomingMessage } from 'node:http';
import { register } from 'node:module';
import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_HTTP_ROUTE, ATTR_SERVICE_NAME, ATTR_URL_QUERY } from '@opentelemetry/semantic-conventions';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import type { ModelCallOutcome, Tracing, TracingSettings } from './tracing.js';

/** Probes and scrapes, many a minute each: their spans would drown the requests of people. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The app's modules are ES modules: `import pg from 'pg'` passes no CommonJS require hook, so a loader hook lets the
 * instrumentations patch pg, ioredis and http as they are imported. It must be in place before they are.
 */
async function hookImports(): Promise<() => Promise<void>> {
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  return waitForAllMessagesAcknowledged;
}

export async function startSdk(settings: TracingSettings & { endpoint: string }): Promise<Tracing> {
  const acknowledged = await hookImports();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName }).merge(
      detectResources({ detectors: [envDetector] }),
    ),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED_PATHS.has((req.url ?? '').split('?')[0]!),
        // Query strings carry one-time secrets (WeChat's login code, a payment return's signature): never exported.
        requestHook: (span, req) => {
          if (req instanceof IncomingMessage && req.url?.includes('?')) span.setAttribute(ATTR_URL_QUERY, 'REDACTED');
        },
      }),
      // Queries and commands only inside a traced request or model call: the migrations, the answers' heartbeats
      // and the background sweeps would otherwise send a root span each. Statement text only, never the values
      // bound to it (phone numbers, codes, tokens).
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
      // The command's name only: keys hold phone numbers and e-mail addresses (login codes, rate limits).
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
    ],
  });
  await acknowledged();
  const tracer = provider.getTracer('lucina');

  return {
    logFields(): Record<string, string> {
      const ctx = trace.getActiveSpan()?.spanContext();
      return ctx ? { trace_id: ctx.traceId, span_id: ctx.spanId } : {};
    },
    nameRequest(method, route) {
      const span = trace.getActiveSpan();
      if (!span) return;
      span.setAttribute(ATTR_HTTP_ROUTE, route);
      span.updateName(`${method} ${route}`);
    },
    modelCall(providerName, model) {
      const span: Span = tracer.startSpan(`chat ${model}`, {
        kind: SpanKind.CLIENT,
        // OpenTelemetry's generative-AI conventions; the prompt and the asker are left out on purpose.
        attributes: {
          'gen_ai.operation.name': 'chat',
          'gen_ai.provider.name': providerName,
          'gen_ai.request.model': model,
        },
      });
      const active = trace.setSpan(context.active(), span);
      return {
        within: (fn) => context.with(active, fn),
        usage(promptTokens, completionTokens) {
          span.setAttributes({
            'gen_ai.usage.input_tokens': promptTokens,
            'gen_ai.usage.output_tokens': completionTokens,
          });
        },
        end(outcome: ModelCallOutcome, status?: number) {
          span.setAttribute('lucina.model_call.outcome', outcome);
          if (outcome === 'error') {
            span.setAttribute('error.type', String(status ?? 502));
            span.setStatus({ code: SpanStatusCode.ERROR, message: `upstream ${status ?? 502}` });
          }
          span.end();
        },
      };
    },
    shutdown: () => provider.shutdown(),
  };
}
