// One operation's generated requests: a plan (path values, query, body) that fast-check builds, prints and
// shrinks, and the app.inject options it becomes.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { Hints } from './hints.ts';
import type { JsonSchema, Operation } from './openapi.ts';
import { arbitraryFor, type GenerationContext, ODD_STRINGS } from './schema-arbitrary.ts';

export type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; contentType: string; text: string }
  | { kind: 'multipart'; parts: MultipartPart[] };

export interface MultipartPart {
  name: string;
  value: string;
  /** Set for a file part: its file name, declared type and bytes. */
  file?: { filename: string; contentType: string; bytes: number[] };
}

export interface RequestPlan {
  /** Which of the operation's signed-in personas sends it (ignored by operations without a token). */
  persona: number;
  path: Record<string, unknown>;
  /** A malformed %-escape put in place of one path value: the router refuses it before any operation runs. */
  rawPath: string | null;
  query: Record<string, unknown>;
  body: BodyPlan;
}

/** Escapes that cannot be decoded: FST_ERR_BAD_URL territory. */
const MALFORMED_ESCAPES = ['%', '%zz', '%C3%28', '%E0%A4%A', 'a%'];

/** Bodies that are not the JSON they claim to be, or not JSON at all. */
const BROKEN_BODIES: Array<{ contentType: string; text: string }> = [
  { contentType: 'application/json', text: '' },
  { contentType: 'application/json', text: '{' },
  { contentType: 'application/json', text: '{"a":' },
  { contentType: 'application/json', text: '[1,]' },
  { contentType: 'application/json', text: 'nul' },
  { contentType: 'application/json', text: '"just a string"' },
  { contentType: 'application/json', text: '12' },
  { contentType: 'application/json', text: 'null' },
  { contentType: 'application/json', text: '{"a":1,"a":2}' },
  { contentType: 'application/json', text: '{"__proto__":{"admin":true}}' },
  { contentType: 'application/json', text: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json', text: `{"a":"${'x'.repeat(1_100_000)}"}` },
  { contentType: 'application/json; charset=utf-16', text: '{}' },
  { contentType: 'text/plain', text: '{}' },
  { contentType: 'application/x-www-form-urlencoded', text: 'a=1&b=2' },
  { contentType: 'multipart/form-data', text: 'no boundary' },
  { contentType: 'application/xml', text: '<a/>' },
];

/** Bytes a file part may carry: nothing, noise, and the first bytes of the formats uploads accept. */
const FILE_STARTS: number[][] = [
  [],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff, 0xe0],
  [0x25, 0x50, 0x44, 0x46, 0x2d],
  [0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32],
];

function multipartPlan(schema: JsonSchema, context: GenerationContext): fc.Arbitrary<BodyPlan> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const parts = properties.map(([name, child]) => {
    const present = required.has(name) && !context.fuzz ? fc.constant(true) : fc.boolean();
    if (child.format === 'binary') {
      const file = fc.record({
        filename: fc.oneof(
          fc.constantFrom('clip.mp4', 'photo.png', 'doc.pdf', '../x.png', 'a"b.png'),
          fc.string(),
        ),
        contentType: fc.constantFrom('video/mp4', 'image/png', 'application/pdf', 'text/html', ''),
        bytes: fc
          .tuple(
            fc.constantFrom(...FILE_STARTS),
            fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 600 }),
          )
          .map(([start, rest]) => [...start, ...rest]),
      });
      return fc
        .tuple(present, file)
        .map(([isPresent, value]): MultipartPart[] => (isPresent ? [{ name, value: '', file: value }] : []));
    }
    return fc
      .tuple(present, arbitraryFor(child, name, context))
      .map(([isPresent, value]): MultipartPart[] => (isPresent ? [{ name, value: asText(value) }] : []));
  });
  return fc.tuple(...parts).map((chosen) => ({ kind: 'multipart', parts: chosen.flat() }));
}

function bodyPlan(operation: Operation, context: GenerationContext): fc.Arbitrary<BodyPlan> {
  const { body } = operation;
  if (!body) return fc.constant({ kind: 'none' });
  const fitting: fc.Arbitrary<BodyPlan> = body.contentType.startsWith('multipart/')
    ? multipartPlan(body.schema, context)
    : arbitraryFor(body.schema, 'body', context).map((value) => ({ kind: 'json', value }));
  if (!context.fuzz) return fitting;
  return fc.oneof(
    { weight: 12, arbitrary: fitting },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...BROKEN_BODIES).map((text) => ({ kind: 'text' as const, ...text })),
    },
  );
}

function paramValues(
  operation: Operation,
  where: 'path' | 'query',
  context: GenerationContext,
): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const param of operation.params) {
    if (param.in !== where) continue;
    model[param.name] = arbitraryFor(param.schema, param.name, context);
    if (param.required) required.push(param.name);
  }
  const known = fc.record(model, { requiredKeys: required });
  if (where === 'path' || !context.fuzz) return known;
  // Keys the operation does not expect, now and then.
  const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.constantFrom(...ODD_STRINGS), {
    maxKeys: 3,
  });
  return fc.tuple(known, extra).map(([values, more]) => ({ ...more, ...values }));
}

/** The plans of one operation: a quarter fit its schema as best they can, the rest are fuzzed at any node. */
export function requestPlans(operation: Operation, hints: Hints): fc.Arbitrary<RequestPlan> {
  const plan = (fuzz: boolean): fc.Arbitrary<RequestPlan> => {
    const context = { hints, fuzz };
    const hasPath = operation.params.some((param) => param.in === 'path');
    const rawPath =
      fuzz && hasPath
        ? fc.oneof(
            { weight: 30, arbitrary: fc.constant(null) },
            { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_ESCAPES) },
          )
        : fc.constant(null);
    return fc.record({
      persona: fc.nat(),
      path: paramValues(operation, 'path', context),
      rawPath,
      query: paramValues(operation, 'query', context),
      body: bodyPlan(operation, context),
    });
  };
  return fc.oneof({ weight: 1, arbitrary: plan(false) }, { weight: 3, arbitrary: plan(true) });
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text for a path segment, query value or form field, whatever value the generator made. */
export function asText(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  // Lone surrogates cannot be %-encoded; they reach the server as U+FFFD either way.
  return text.replace(LONE_SURROGATE, '\ufffd');
}

/** A path value that is empty or spells a fixed segment ("me") would reach another route: keep it this one's. */
function segmentOf(value: unknown, fixed: Set<string>): string {
  const text = asText(value);
  if (text === '' || text === '.' || text === '..' || fixed.has(text)) return `${text}~`;
  return encodeURIComponent(text);
}

function multipartBody(parts: MultipartPart[]) {
  const boundary = '----podium-contract-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head = part.file
      ? `content-disposition: form-data; name="${part.name}"; filename="${part.file.filename.replace(/[\r\n"]/g, '_')}"\r\n` +
        (part.file.contentType ? `content-type: ${part.file.contentType}\r\n` : '')
      : `content-disposition: form-data; name="${part.name}"\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`));
    chunks.push(part.file ? Buffer.from(part.file.bytes) : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) };
}

export interface BuiltRequest {
  options: InjectOptions;
  /** False when the URL is malformed on purpose: the answer is the router's, not the operation's. */
  routable: boolean;
}

export function buildRequest(
  operation: Operation,
  plan: RequestPlan,
  headers: Record<string, string>,
  fixedSegments: Set<string>,
): BuiltRequest {
  let rawUsed = false;
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (plan.rawPath !== null && !rawUsed) {
      rawUsed = true;
      return plan.rawPath;
    }
    return segmentOf(plan.path[name], fixedSegments);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(plan.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(asText(key), asText(item));
  }
  const query = search.toString();
  const url = query ? `${path}?${query}` : path;
  const method = operation.method as InjectOptions['method'];
  const options: InjectOptions = { method, url, headers: { ...headers } };
  const { body } = plan;
  if (body.kind === 'json') {
    options.headers = { ...options.headers, 'content-type': 'application/json' };
    options.payload = JSON.stringify(body.value) ?? 'null';
  } else if (body.kind === 'text') {
    options.headers = { ...options.headers, 'content-type': body.contentType };
    options.payload = body.text;
  } else if (body.kind === 'multipart') {
    const { contentType, payload } = multipartBody(body.parts);
    options.headers = { ...options.headers, 'content-type': contentType };
    options.payload = payload;
  }
  return { options, routable: !rawUsed };
}
