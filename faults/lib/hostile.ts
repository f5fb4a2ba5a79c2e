import fc from 'fast-check';
import { API_PREFIX, PayEndpoints, WechatLoginPages } from '@lucina/contracts';
import { arbitraryOf, NASTY_STRINGS, type ArbitraryOptions, type JsonSchema } from './json-arbitrary.js';

/** One operation of the OpenAPI document, as the fuzzer drives it. */
export interface Operation {
  method: 'GET' | 'POST';
  /** The document's path, with `{name}` for path parameters. */
  path: string;
  body?: JsonSchema;
  query: Record<string, JsonSchema>;
  pathParams: Record<string, JsonSchema>;
  /** Not in the document (provider callbacks, sandbox pages): only "never a 5xx" applies to their answers. */
  hidden: boolean;
  stream: boolean;
}

export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What was done to the request, for the report of a failing case. */
  label: string;
}

export interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
      }
    >
  >;
}

/** Routes served under /api that the document hides: payment notifications and the sandbox cashier, WeChat pages. */
const HIDDEN: Array<Pick<Operation, 'method' | 'path'>> = [
  { method: 'POST', path: `${API_PREFIX}${PayEndpoints.wechatNotify}` },
  { method: 'POST', path: `${API_PREFIX}${PayEndpoints.alipayNotify}` },
  { method: 'GET', path: `${API_PREFIX}${PayEndpoints.sandboxCashier}` },
  { method: 'POST', path: `${API_PREFIX}${PayEndpoints.sandboxPay}` },
  { method: 'POST', path: `${API_PREFIX}${PayEndpoints.sandboxCancel}` },
  ...Object.values(WechatLoginPages).map((p) => ({ method: 'GET' as const, path: `${API_PREFIX}${p}` })),
];
/** Query keys the hidden routes read, so generated queries reach their checks. */
const HIDDEN_QUERY: Record<string, JsonSchema> = Object.fromEntries(
  ['orderNo', 'method', 'code', 'state', 'tk', 'redirect'].map((k) => [k, { type: 'string' }]),
);

export function operationsOf(doc: OpenApiDoc, streamPaths: Set<string>): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (method !== 'get' && method !== 'post') continue;
      const params = op.parameters ?? [];
      const pick = (where: string) =>
        Object.fromEntries(params.filter((p) => p.in === where).map((p) => [p.name, p.schema]));
      ops.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        body: op.requestBody?.content?.['application/json']?.schema,
        query: pick('query'),
        pathParams: pick('path'),
        hidden: false,
        stream: streamPaths.has(path),
      });
    }
  }
  for (const h of HIDDEN) {
    ops.push({ ...h, query: h.method === 'GET' ? HIDDEN_QUERY : {}, pathParams: {}, hidden: true, stream: false });
  }
  return ops;
}

const protoPolluted = () => JSON.parse('{"__proto__":{"isAdmin":true,"userGrade":4},"constructor":{"prototype":{}}}');
const nested = (depth: number): unknown => (depth === 0 ? 'deep' : { a: nested(depth - 1) });

/** Values of the wrong type, size or content for whatever field they land in. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, -0, 1.5, 1e308, -1e308, 2 ** 53 + 1, [], {}, [null]),
  fc.constantFrom(...NASTY_STRINGS),
  fc.constant('字'.repeat(5000)),
  fc.constant(nested(60)),
  fc.constant(null).map(protoPolluted),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
);

export type Who = 'user' | 'visitor' | 'none' | 'forged';
export const whoArbitrary = fc.constantFrom<Who>('user', 'user', 'visitor', 'none', 'forged');

/** A body the schema accepts, or one mutated: a required key dropped, a field of a hostile value, a stray key. */
function bodyArbitrary(
  schema: JsonSchema | undefined,
  opts: ArbitraryOptions,
): fc.Arbitrary<{ value: unknown; how: string }> {
  const valid = arbitraryOf(schema, opts);
  const props = Object.keys(schema?.properties ?? {});
  const required = (schema?.required ?? []).filter((k) => props.includes(k));
  const asObject = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? { ...v } : {});
  const mutations: Array<fc.Arbitrary<{ value: unknown; how: string }>> = [
    valid.map((value) => ({ value, how: 'schema-valid' })),
    fc
      .tuple(valid, fc.constantFrom(...(props.length ? props : ['id'])), hostileValue)
      .map(([v, key, bad]) => ({ value: { ...asObject(v), [key]: bad }, how: `${key} hostile` })),
    fc
      .tuple(valid, fc.constantFrom('__proto__', 'constructor', 'userId', 'isAdmin', 'x'), hostileValue)
      .map(([v, key, bad]) => {
        // An own property even for `__proto__`, so the key reaches the wire.
        const o = Object.defineProperty(asObject(v), key, {
          value: bad,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        return { value: o, how: `stray ${key}` };
      }),
    hostileValue.map((value) => ({ value, how: 'whole body hostile' })),
  ];
  if (required.length) {
    mutations.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([v, key]) => {
        const o = asObject(v) as Record<string, unknown>;
        delete o[key];
        return { value: o, how: `missing ${key}` };
      }),
    );
  }
  return fc.oneof({ weight: 3, arbitrary: mutations[0]! }, ...mutations.slice(1));
}

/** Path segments that try to leave their folder, raw and encoded once or twice. */
export const TRAVERSALS = [
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '..%252f..%252fpackage.json',
  '....%2f%2f....%2f%2fetc%2fpasswd',
  '..%5c..%5cpackage.json',
  'a.png%00.svg',
  '%c0%ae%c0%ae%2fetc%2fpasswd',
  '.env',
  '..',
  '%2e%2e',
  encodeURIComponent('x'.repeat(300) + '.png'),
];

function queryString(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v])
      q.append(k, typeof one === 'object' ? JSON.stringify(one) : String(one));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

const RAW_QUERIES = [
  '?%ZZ=1',
  '?a=%E0%A4%A',
  '?page[$gt]=1',
  '?pageSize=1&pageSize=2',
  `?q=${'a'.repeat(6000)}`,
  '?=&&==',
];

/** The path, query and JSON body of one generated request (headers and identity are the caller's). */
export function requestArbitrary(op: Operation, opts: ArbitraryOptions): fc.Arbitrary<Omit<HostileRequest, 'headers'>> {
  const pathArb = Object.keys(op.pathParams).length
    ? fc
        .record(
          Object.fromEntries(
            Object.keys(op.pathParams).map((k) => [
              k,
              fc.oneof(
                arbitraryOf({ type: 'string', minLength: 1 }, opts, k).map((v) => encodeURIComponent(String(v))),
                fc.constantFrom(...TRAVERSALS),
              ),
            ]),
          ),
        )
        .map((vals) => op.path.replace(/\{(\w+)\}/g, (_, name: string) => vals[name] ?? ''))
    : fc.constant(op.path);
  const queryArb = Object.keys(op.query).length
    ? fc.oneof(
        { weight: 4, arbitrary: bodyArbitrary({ type: 'object', properties: op.query }, opts) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES).map((raw) => ({ value: raw, how: 'raw query' })) },
      )
    : fc.constant({ value: {}, how: '' });
  const bodyArb =
    op.method === 'POST'
      ? bodyArbitrary(op.body ?? (op.hidden ? undefined : { type: 'object', properties: {} }), opts)
      : fc.constant(null);
  return fc.tuple(pathArb, queryArb, bodyArb).map(([path, query, body]) => {
    const qs =
      query.how === 'raw query'
        ? String(query.value)
        : query.value !== null && typeof query.value === 'object' && !Array.isArray(query.value)
          ? queryString(query.value as Record<string, unknown>)
          : `?${encodeURIComponent(JSON.stringify(query.value) ?? '')}`;
    const payload = body ? Buffer.from(JSON.stringify(body.value) ?? 'null', 'utf8') : undefined;
    return {
      method: op.method,
      path: `${path}${qs}`,
      ...(payload ? { body: payload } : {}),
      label: [query.how && `query ${query.how}`, body?.how && `body ${body.how}`].filter(Boolean).join(', '),
    };
  });
}

/** Transport-level abuse of a POST route: sizes, encodings, content types and nesting no schema describes. */
export function transportCases(path: string, big: boolean): HostileRequest[] {
  const json = { 'content-type': 'application/json' };
  const cases: Array<[string, Record<string, string>, Buffer]> = [
    ['1.5 MB of JSON (over the app limit)', json, Buffer.from(JSON.stringify({ x: 'a'.repeat(1_500_000) }))],
    ['JSON nested 100 000 arrays deep', json, Buffer.from('['.repeat(100_000) + ']'.repeat(100_000))],
    ['JSON nested 20 000 objects deep', json, Buffer.from('{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000))],
    [
      'invalid UTF-8 in a string',
      json,
      Buffer.concat([
        Buffer.from('{"messageContent":"'),
        Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80]),
        Buffer.from('"}'),
      ]),
    ],
    ['truncated JSON', json, Buffer.from('{"id":')],
    ['empty JSON body', json, Buffer.alloc(0)],
    ['JSON with a byte-order mark', json, Buffer.from('\ufeff{}')],
    ['duplicate keys', json, Buffer.from('{"id":"a","id":{"$ne":null}}')],
    ['JSON sent as text/plain', { 'content-type': 'text/plain' }, Buffer.from('{}')],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, Buffer.from('id=1&id[]=2&__proto__[x]=1')],
    ['multipart without a boundary', { 'content-type': 'multipart/form-data' }, Buffer.from('--x\r\n\r\n')],
    [
      'multipart with a traversing file name',
      { 'content-type': 'multipart/form-data; boundary=b' },
      Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="file"; filename="../../../etc/passwd.png"\r\n' +
          'Content-Type: image/png\r\n\r\nnot a png\r\n--b--\r\n',
      ),
    ],
    ['UTF-16 JSON', { 'content-type': 'application/json; charset=utf-16' }, Buffer.from('{}', 'utf16le')],
    ['an unknown content type', { 'content-type': 'application/x-evil' }, Buffer.from('{}')],
  ];
  if (big) cases.push(['5 MB of JSON (over the proxy limit)', json, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
  return cases.map(([label, headers, body]) => ({ method: 'POST', path, headers, body, label }));
}
