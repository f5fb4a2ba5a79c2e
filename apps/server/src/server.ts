// The process's entry. Tracing, when configured, patches the HTTP, PostgreSQL and Redis clients as they are imported,
// so it starts here, before start.ts and the app's modules are loaded; without OTEL_EXPORTER_OTLP_ENDPOINT nothing
// of OpenTelemetry is loaded at all.
import { loadConfig, type Config } from './config.js';
import { startTracing } from './lib/tracing.js';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // The operator needs the list of settings to fix, not a stack trace.
  console.error((err as Error).message);
  process.exit(1);
}
const tracing = await startTracing(config.tracing);
const { start } = await import('./start.js');
await start(config, tracing);
