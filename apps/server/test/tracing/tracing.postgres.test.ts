import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../chat/helpers.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { SPAN_KIND } from './collector.js';
import { startTracedServer } from './traced-server.js';

const redisUrl = process.env.TEST_REDIS_URL;

/** The same server on PostgreSQL and Redis: their queries and commands join the request's trace. */
describe.runIf(redisUrl)('traces of a request on PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTracedServer>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTracedServer(['好的'], { DATABASE_URL: database.url!, REDIS_URL: redisUrl! });
  }, 300_000);

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it("puts the request's queries and Redis commands under its span, without values or keys", async () => {
    const question = '我适合学计算机吗？';
    const { res } = await server.ask(question);
    expect(res.status).toBe(200);
    await res.text().catch(() => '');
    const { spans } = server.collector;
    const http = await eventually(
      async () => spans.find((s) => s.kind === SPAN_KIND.server && s.name.endsWith('/directMessage')),
      20_000,
    );
    const inTrace = () => spans.filter((s) => s.traceId === http.traceId);
    const query = await eventually(
      async () =>
        inTrace().find((s) => s.attributes['db.system.name'] === 'postgresql' && 'db.query.text' in s.attributes),
      20_000,
    );
    const command = await eventually(
      async () => inTrace().find((s) => s.attributes['db.system.name'] === 'redis'),
      20_000,
    );
    expect(query.name).toMatch(/^pg\.query/);
    expect(String(query.attributes['db.query.text'])).not.toContain(question);
    // The command's name only: Redis keys carry phone numbers and addresses.
    expect(String(command.attributes['db.query.text'])).toMatch(/^[a-z]+$/);
    // Nothing outside a request: the migrations at start sent no span of their own.
    expect(spans.filter((s) => s.attributes['db.system.name'] === 'postgresql' && !s.parentSpanId)).toEqual([]);
  });
});
