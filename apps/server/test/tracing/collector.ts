import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as OTLP/JSON carries it, its attributes flattened to a record. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean>;
  serviceName: string;
}

/** OTLP's span kinds (its enum starts at 1 for INTERNAL). */
export const SPAN_KIND = { server: 2, client: 3 } as const;

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
type OtlpAttributes = Array<{ key: string; value: OtlpValue }>;

function flatten(attributes: OtlpAttributes = []) {
  const out: Record<string, string | number | boolean> = {};
  for (const { key, value } of attributes) {
    const v = value.stringValue ?? value.boolValue ?? value.doubleValue ?? value.intValue;
    if (v !== undefined) out[key] = typeof value.intValue === 'string' ? Number(v) : v;
  }
  return out;
}

/**
 * A trace collector as small as it gets: an HTTP server taking OTLP/HTTP JSON on /v1/traces and keeping every span,
 * and the content type each export came with.
 */
export async function startCollector() {
  const spans: ReceivedSpan[] = [];
  const contentTypes: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') return void res.writeHead(404).end();
      contentTypes.push(String(req.headers['content-type']));
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: Array<{
          resource: { attributes: OtlpAttributes };
          scopeSpans: Array<{
            spans: Array<Omit<ReceivedSpan, 'attributes' | 'serviceName'> & { attributes: OtlpAttributes }>;
          }>;
        }>;
      };
      for (const rs of body.resourceSpans) {
        const serviceName = String(flatten(rs.resource.attributes)['service.name']);
        for (const ss of rs.scopeSpans)
          for (const s of ss.spans) spans.push({ ...s, attributes: flatten(s.attributes), serviceName });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    contentTypes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
