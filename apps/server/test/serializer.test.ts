import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { envelopeOf } from '@lucina/contracts';
import { serializerCompiler } from '../src/http/serializer.js';

const data = z.object({ id: z.string(), n: z.number().int(), items: z.array(z.object({ t: z.string() })) });
const route = { schema: envelopeOf(data), method: 'GET', url: '/api/x', httpStatus: '200' };
const envelope = (d: unknown) => ({ code: 200, msg: '操作成功', data: d });

/** Frozen answers (the views cache's copies) have their JSON kept; every answer still meets its contract. */
describe('response serializer', () => {
  it('writes a frozen answer exactly as the contract serializer does, and again from the kept JSON', () => {
    const serialize = serializerCompiler(route);
    const whole = zodSerializerCompiler(route);
    // Keys outside the contract are left out either way.
    const answer = Object.freeze({ id: 'a', n: 1, items: Object.freeze([Object.freeze({ t: '甲' })]), secret: 's' });
    const first = serialize(envelope(answer));
    expect(first).toBe(whole(envelope(answer)));
    expect(first).not.toContain('secret');
    expect(serialize(envelope(answer))).toBe(first);
    expect(serialize({ code: 10021, msg: '请重新登录', data: answer })).toBe(
      whole({ code: 10021, msg: '请重新登录', data: answer }),
    );
  });

  it('refuses a frozen answer that breaks the contract, as it refuses any other', () => {
    const serialize = serializerCompiler(route);
    const bad = Object.freeze({ id: 'a', n: 1.5, items: [] });
    expect(() => serialize(envelope(bad))).toThrow();
    expect(() => serialize(envelope({ id: 'a', n: 1.5, items: [] }))).toThrow();
  });

  it('checks an unfrozen answer on every call, so a changed one is written as it now is', () => {
    const serialize = serializerCompiler(route);
    const answer = { id: 'a', n: 1, items: [] as Array<{ t: string }> };
    expect(JSON.parse(serialize(envelope(answer))).data.items).toEqual([]);
    answer.items.push({ t: '乙' });
    expect(JSON.parse(serialize(envelope(answer))).data.items).toEqual([{ t: '乙' }]);
  });
});
