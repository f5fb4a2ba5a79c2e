/**
 * The tracing port. OpenTelemetry is loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set: this file imports none of
 * it, so a server without the setting loads no SDK, patches no module and keeps every code path as it was.
 */

export interface TracingSettings {
  /** OTLP/HTTP base address (the exporter adds /v1/traces); null: tracing off. */
  endpoint: string | null;
  serviceName: string;
}

/** How one model call ended, as its span records it. */
export type ModelCallOutcome = 'done' | 'stopped' | 'error';

/** The span of one call to the model: token counts and the outcome, never the prompt or who asked. */
export interface ModelCallSpan {
  /** Runs `fn` with this span active, so the request to the model that `fn` makes is its child. */
  within<T>(fn: () => T): T;
  usage(promptTokens: number, completionTokens: number): void;
  /** `status`: the upstream's HTTP status when the call failed. */
  end(outcome: ModelCallOutcome, status?: number): void;
}

export interface Tracing {
  /** The active span's ids for a log line (`trace_id`, `span_id`); empty outside any span. */
  logFields(): Record<string, string>;
  /** Names the active HTTP server span after the route's template (`POST /api/…/:id`), never the raw path. */
  nameRequest(method: string, route: string): void;
  /** Opens a model call's span as a child of the active span (the request that asked). */
  modelCall(provider: string, model: string): ModelCallSpan;
  /** Sends the spans still buffered and stops the SDK. */
  shutdown(): Promise<void>;
}

/** The SDK side, a module of its own so that importing this file loads nothing of OpenTelemetry. */
export type TracingLoader = () => Promise<{
  startSdk(settings: TracingSettings & { endpoint: string }): Promise<Tracing>;
}>;

const loadSdk: TracingLoader = () => import('./tracing-sdk.js');

/**
 * Starts tracing when an endpoint is configured, else returns null without importing the SDK. It patches the HTTP,
 * PostgreSQL and Redis clients as they load, so the server calls it before importing the app's modules.
 */
export async function startTracing(settings: TracingSettings, load: TracingLoader = loadSdk): Promise<Tracing | null> {
  if (!settings.endpoint) return null;
  const { startSdk } = await load();
  return startSdk({ ...settings, endpoint: settings.endpoint });
}
