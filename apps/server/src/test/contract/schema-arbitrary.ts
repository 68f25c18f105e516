// fast-check arbitraries from an operation's JSON Schema: values that fit it (so requests reach the service), and,
// in fuzz mode, values built to break it at any node: wrong types, huge and odd strings, numbers out of range,
// deep nesting, missing and extra keys, arrays too long.
import fc from 'fast-check';
import type { Hints } from './hints.ts';
import type { JsonSchema } from './openapi.ts';

export interface GenerationContext {
  hints: Hints;
  /** Whether nodes may be replaced by breakers; false builds values that fit the schema as best it can. */
  fuzz: boolean;
}

/** Strings that have broken servers: NUL, lone surrogates, direction overrides, injections, path tricks. */
export const ODD_STRINGS = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\u200b\u200d\ufeff',
  '\u2028\u2029',
  '👩‍👩‍👧‍👦',
  'e\u0301'.repeat(50),
  'İıſK',
  '%00',
  '%',
  '../../../../etc/passwd',
  '..\\..\\windows',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  "1' OR '1'='1",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j-style lookup, sent as plain text on purpose
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'toString',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '9'.repeat(400),
  'null',
  'undefined',
  '[object Object]',
];

/** Values of every JSON type, for a node that expects one type. */
const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  '',
  'x',
  [],
  {},
  [null],
  { a: 1 },
];

const NUMBERS_OUT_OF_RANGE = [
  -1,
  0,
  -0,
  0.1 + 0.2,
  1e-320,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53) - 2,
  1e21,
  1e23, // 99999999999999999999999, as JSON.parse reads it
  1.7976931348623157e308,
  -1.7976931348623157e308,
];

function nested(depth: number, asObject: boolean): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = asObject ? { a: value } : [value];
  return value;
}

const DEEP_VALUES = [31, 33, 100, 1000].flatMap((depth) => [nested(depth, false), nested(depth, true)]);

const typesOf = (schema: JsonSchema): string[] => {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items || schema.prefixItems) return ['array'];
  return [];
};

/** Strings long enough to break a limit: one past the schema's maximum, and sizes no field should take. */
function hugeStrings(schema: JsonSchema): fc.Arbitrary<string> {
  const lengths = [5000, 100_000, ...(schema.maxLength === undefined ? [] : [schema.maxLength + 1])];
  return fc.oneof(
    fc.constantFrom(...lengths).map((length) => 'x'.repeat(length)),
    fc.constantFrom(...lengths).map((length) => '😀'.repeat(Math.ceil(length / 2))),
    fc.constant('\u0000'.repeat(5000)),
  );
}

/** A value that does not fit this node: the breaker chosen by the fuzzer. */
function breaker(schema: JsonSchema, field: string, context: GenerationContext): fc.Arbitrary<unknown> {
  const options: Array<fc.Arbitrary<unknown>> = [
    fc.constantFrom(...WRONG_TYPES),
    fc.constantFrom(...ODD_STRINGS),
    hugeStrings(schema),
    fc.constantFrom(...DEEP_VALUES),
    fc.constantFrom(...NUMBERS_OUT_OF_RANGE),
    fc.jsonValue({ maxDepth: 3 }),
  ];
  const types = typesOf(schema);
  if (types.includes('object')) {
    options.push(objectBreaker(schema, field, context));
  }
  if (types.includes('array')) {
    const item = Array.isArray(schema.items) ? {} : (schema.items ?? {});
    const tooMany = (schema.maxItems ?? 1000) + 1;
    options.push(
      fc
        .constantFrom(tooMany, 10_000)
        .chain((length) =>
          arbitraryFor(item, `${field}.item`, { ...context, fuzz: false }).map((value) =>
            Array.from({ length }, () => value),
          ),
        ),
    );
  }
  if (types.includes('number') || types.includes('integer')) {
    const edges = [schema.minimum, schema.maximum].filter((edge) => edge !== undefined);
    options.push(fc.constantFrom(...edges.flatMap((edge) => [edge - 1, edge + 1, edge + 0.5]), 0.5));
  }
  return fc.oneof(...options);
}

/** An object that misses a required key, carries keys it should not, or poisons a prototype. */
function objectBreaker(schema: JsonSchema, field: string, context: GenerationContext): fc.Arbitrary<unknown> {
  const fitting = objectOf(schema, field, { ...context, fuzz: false });
  const required = schema.required ?? [];
  const extras = fc.dictionary(
    fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('__proto__', 'constructor', 'prototype', '$where', ''),
    ),
    fc.jsonValue({ maxDepth: 2 }),
    { minKeys: 1, maxKeys: 4 },
  );
  const options: Array<fc.Arbitrary<unknown>> = [
    fc.tuple(fitting, extras).map(([value, extra]) => ({ ...asRecord(value), ...extra })),
    // JSON.parse keeps __proto__ as an own key, as a client's body would carry it.
    fitting.map((value) => ({ ...asRecord(value), ...JSON.parse('{"__proto__":{"polluted":true}}') })),
    fitting.map((value) => ({ ...asRecord(value), constructor: { prototype: { polluted: true } } })),
  ];
  if (required.length > 0) {
    options.push(
      fc.tuple(fitting, fc.constantFrom(...required)).map(([value, missing]) => {
        const { [missing]: _dropped, ...rest } = asRecord(value);
        return rest;
      }),
    );
  }
  return fc.oneof(...options);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};

function stringOf(schema: JsonSchema, field: string, context: GenerationContext): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 80));
  const known = fc.nat().map((n) => context.hints.pick(field, n));
  const options: Array<fc.WeightedArbitrary<string>> = [
    { weight: 4, arbitrary: known },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
  ];
  if (schema.maxLength !== undefined && schema.maxLength <= 10_000) {
    const longest = schema.maxLength;
    options.push({ weight: 1, arbitrary: fc.constant('a'.repeat(longest)) });
  }
  if (schema.pattern) {
    options.push({ weight: 3, arbitrary: fc.stringMatching(new RegExp(schema.pattern)) });
  }
  switch (schema.format) {
    case 'uuid':
      options.push({ weight: 3, arbitrary: fc.uuid() });
      break;
    case 'email':
      options.push({ weight: 3, arbitrary: fc.emailAddress() });
      break;
    case 'uri':
    case 'url':
      options.push({ weight: 3, arbitrary: fc.webUrl() });
      break;
    case 'date':
      options.push({ weight: 3, arbitrary: isoDate().map((date) => date.slice(0, 10)) });
      break;
    case 'date-time':
      options.push({ weight: 3, arbitrary: isoDate() });
      break;
  }
  return fc.oneof(...options);
}

const isoDate = () =>
  fc
    .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString());

function numberOf(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  const min = schema.minimum ?? (exclusiveMin === undefined ? -1e6 : exclusiveMin + (isInteger ? 1 : 1e-6));
  const max = schema.maximum ?? (exclusiveMax === undefined ? 1e6 : exclusiveMax - (isInteger ? 1 : 1e-6));
  if (isInteger) {
    const low = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
    const high = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
    return fc.integer({ min: low, max: Math.max(low, high) });
  }
  return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
}

function objectOf(schema: JsonSchema, field: string, context: GenerationContext): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(properties)) model[key] = arbitraryFor(child, key, context);
  const required = (schema.required ?? []).filter((key) => key in properties);
  const fixed = fc.record(model, { requiredKeys: required });
  const additional = schema.additionalProperties;
  if (additional === undefined || additional === false) return fixed;
  const valueSchema = additional === true ? {} : additional;
  const extra = fc.dictionary(
    fc.oneof(
      fc.string({ minLength: 1, maxLength: 20 }),
      fc.nat().map((n) => context.hints.pick('key', n)),
    ),
    arbitraryFor(valueSchema, field, context),
    { maxKeys: 6 },
  );
  return fc.tuple(fixed, extra).map(([known, more]) => ({ ...more, ...known }));
}

/** A value for one node: one that fits, or (fuzz mode, now and then) one built to break it. */
export function arbitraryFor(
  schema: JsonSchema,
  field: string,
  context: GenerationContext,
): fc.Arbitrary<unknown> {
  const fitting = fittingValueOf(schema, field, context);
  if (!context.fuzz) return fitting;
  return fc.oneof(
    { weight: 6, arbitrary: fitting },
    { weight: 1, arbitrary: breaker(schema, field, context) },
  );
}

function fittingValueOf(
  schema: JsonSchema,
  field: string,
  context: GenerationContext,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) {
    return fc.oneof(...branches.map((branch) => arbitraryFor(branch, field, context)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    const merged: JsonSchema = { ...schema, allOf: undefined, properties: {}, required: [] };
    for (const part of schema.allOf) {
      Object.assign(merged, part, {
        properties: Object.assign(merged.properties ?? {}, part.properties),
        required: [...(merged.required ?? []), ...(part.required ?? [])],
      });
    }
    return fittingValueOf(merged, field, context);
  }
  const types = typesOf(schema);
  if (types.length === 0) {
    // No type: any JSON value (free-form fields), sometimes a known string.
    return fc.oneof(fc.jsonValue({ maxDepth: 4 }), stringOf({}, field, context));
  }
  const byType = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringOf(schema, field, context);
      case 'number':
        return numberOf(schema, false);
      case 'integer':
        return numberOf(schema, true);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const item = Array.isArray(schema.items) ? {} : (schema.items ?? {});
        const minLength = schema.minItems ?? 0;
        const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 5, 8));
        return fc.array(arbitraryFor(item, field, context), { minLength, maxLength });
      }
      default:
        return objectOf(schema, field, context);
    }
  });
  const withNull = schema.nullable ? [...byType, fc.constant(null)] : byType;
  return withNull.length === 1 && withNull[0] ? withNull[0] : fc.oneof(...withNull);
}
