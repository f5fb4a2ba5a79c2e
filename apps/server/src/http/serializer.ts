import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * The zod serializer (every answer checked against its contract, then JSON), except for an envelope whose `data`
 * is frozen: a copy from the cache of a user's views (user-views.cache.ts), which nothing can change once kept.
 * Its JSON is checked and made once per route and reused while the copy lives, so a cache hit skips both.
 */
export function serializerCompiler(route: RouteSchema) {
  const whole = zodSerializerCompiler(route);
  const schema = route.schema;
  const dataSchema = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>).data : undefined;
  if (!(dataSchema instanceof z.ZodType)) return whole;
  const dataOnly = zodSerializerCompiler({ ...route, schema: dataSchema });
  const kept = new WeakMap<object, string>();
  return (payload: unknown) => {
    const { code, msg, data } = (payload ?? {}) as { code?: unknown; msg?: unknown; data?: unknown };
    if (
      typeof data !== 'object' ||
      data === null ||
      !Object.isFrozen(data) ||
      !Number.isInteger(code) ||
      typeof msg !== 'string' ||
      Object.keys(payload as object).length !== 3
    ) {
      return whole(payload);
    }
    let json = kept.get(data);
    if (json === undefined) {
      json = dataOnly(data);
      kept.set(data, json);
    }
    // The order zod writes the envelope's keys in: its shape's.
    return `{"code":${code as number},"msg":${JSON.stringify(msg)},"data":${json}}`;
  };
}
