import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripContractSchemas } from './browser-contracts';

const strip = (code: string) => stripContractSchemas(code, parseAst(code) as never);

const source = `import { z } from 'zod';
export const Limits = { max: 3, label: 'x' };
export const userSchema = z.object({ name: z.string() });
const base = { id: z.string() };
export function isAdult(age) { return age >= 18; }
export const isMember = (user) => user.level > 0;
export const routes = {
  get: defineRoute({ method: 'GET', path: '/u', auth: 'user', body: userSchema, query: base, response: z.null(), noMessage: true }),
};
`;

describe('stripContractSchemas', () => {
  const out = strip(source);

  it('keeps what a route tells the browser and drops its schemas', () => {
    expect(out).toContain(
      "defineRoute({ method: 'GET', path: '/u', auth: 'user', body: void 0, query: void 0, response: void 0, noMessage: true })",
    );
  });

  it('marks the constants computed by calls as pure, so unused schemas and route groups drop out', () => {
    expect(out).toContain('export const userSchema = /* @__PURE__ */ (() => (z.object({ name: z.string() })))();');
    expect(out).toContain('const base = /* @__PURE__ */ (() => ({ id: z.string() }))();');
    expect(out).toMatch(/export const routes = \/\* @__PURE__ \*\/ \(\(\) => \(\{[\s\S]*\}\)\)\(\);/);
  });

  it('leaves plain data and functions as they are', () => {
    expect(out).toContain("export const Limits = { max: 3, label: 'x' };");
    expect(out).toContain('export function isAdult(age) { return age >= 18; }');
    expect(out).toContain('export const isMember = (user) => user.level > 0;');
  });

  it('still evaluates to the same plain values', async () => {
    const runnable = strip(`${source.replace("import { z } from 'zod';", '')}`);
    const z = { object: (shape: object) => ({ shape }), string: () => 'string', null: () => 'null' };
    const defineRoute = <T>(route: T) => route;
    const module = new Function(
      'z',
      'defineRoute',
      `${runnable.replaceAll('export ', '')}; return { Limits, routes, isAdult };`,
    );
    const { Limits, routes, isAdult } = module(z, defineRoute) as {
      Limits: object;
      routes: { get: Record<string, unknown> };
      isAdult: (age: number) => boolean;
    };
    expect(Limits).toEqual({ max: 3, label: 'x' });
    expect(routes.get).toEqual({
      method: 'GET',
      path: '/u',
      auth: 'user',
      body: undefined,
      query: undefined,
      response: undefined,
      noMessage: true,
    });
    expect(isAdult(20)).toBe(true);
  });
});
