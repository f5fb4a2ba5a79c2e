import fc from 'fast-check';

/** The subset of OpenAPI 3.0 schema objects that @fastify/swagger writes from the contracts' zod schemas. */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
}

export interface ArbitraryOptions {
  /** Real ids the suite owns, mixed into string fields named like ids so requests reach past "not found". */
  ids?: Record<string, string[]>;
}

/** Generated strings stay short; the hostile mutations bring the long ones. */
const LONGEST = 40;
/** Text that has broken parsers and databases before: NUL, lone surrogates, RTL marks, SQL, markup, paths. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '👩‍👩‍👧‍👦'.repeat(20),
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%s%s%n',
  '${7*7}{{7*7}}',
  'NaN',
  '-1',
  '0x7fffffff',
  '1e400',
  '00000000-0000-0000-0000-000000000000',
  '__proto__',
];

function idsFor(name: string, opts: ArbitraryOptions): string[] {
  if (!opts.ids || !/(id|No)$/i.test(name)) return [];
  return opts.ids[name] ?? Object.values(opts.ids).flat();
}

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? LONGEST, LONGEST));
  if (s.format === 'uuid') return fc.uuid();
  if (s.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(s.pattern), { size: 'small' })
        .filter((v) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity));
    } catch {
      // a pattern JavaScript cannot compile falls back to plain strings
    }
  }
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }) },
  );
}

function numberArbitrary(s: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = s.exclusiveMinimum === true || typeof s.exclusiveMinimum === 'number';
  const exclusiveMax = s.exclusiveMaximum === true || typeof s.exclusiveMaximum === 'number';
  const min = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : s.minimum;
  const max = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : s.maximum;
  if (s.type === 'integer') {
    const lo = min === undefined ? Number.MIN_SAFE_INTEGER : Math.ceil(min) + (exclusiveMin ? 1 : 0);
    const hi = max === undefined ? Number.MAX_SAFE_INTEGER : Math.floor(max) - (exclusiveMax ? 1 : 0);
    // Small values find rows; the bounds find overflow.
    return fc.oneof(
      fc.integer({ min: Math.max(lo, -3), max: Math.max(Math.min(hi, 50), Math.max(lo, -3)) }),
      fc.constantFrom(lo, hi),
      fc.integer({ min: lo, max: hi }),
    );
  }
  return fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(min === undefined ? {} : { min, minExcluded: exclusiveMin }),
    ...(max === undefined ? {} : { max, maxExcluded: exclusiveMax }),
  });
}

/** An arbitrary of values the schema accepts (as far as the schema says; the server may still refuse them). */
export function arbitraryOf(
  schema: JsonSchema | undefined,
  opts: ArbitraryOptions = {},
  name = '',
): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return fc.jsonValue({ maxDepth: 2 });
  const base = baseArbitrary(schema, opts, name);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function baseArbitrary(s: JsonSchema, opts: ArbitraryOptions, name: string): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => arbitraryOf(a, opts, name)));
  if (s.allOf) return arbitraryOf(Object.assign({}, ...s.allOf) as JsonSchema, opts, name);
  switch (s.type) {
    case 'string': {
      const real = idsFor(name, opts);
      const generated = stringArbitrary(s);
      return real.length ? fc.oneof(generated, fc.constantFrom(...real)) : generated;
    }
    case 'integer':
    case 'number':
      return numberArbitrary(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(s.items, opts, name), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 5, 5)),
      });
    case 'object':
    case undefined: {
      const props = s.properties ?? {};
      const required = s.required ?? [];
      return fc.record(
        Object.fromEntries(Object.entries(props).map(([key, sub]) => [key, arbitraryOf(sub, opts, key)])),
        { requiredKeys: required.filter((k) => k in props) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
