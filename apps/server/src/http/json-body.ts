// The JSON body parser of every route: refuses, with a message that says why, a body nested too deeply or one
// that tries to poison prototypes, before any validation, hashing or storage sees it (issue 7, defects 1 and 18).
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * Deepest nesting of objects and arrays a body may have (the body itself is level 1). No call of the API
 * needs more than a handful; a net under the bounded schemas, so a 4,000-level value is refused cheaply.
 */
export const MAX_JSON_DEPTH = 32;

export const EMPTY_MSG = 'The request body is empty';
export const INVALID_MSG = 'The request body is not valid JSON';
export const TOO_DEEP_MSG = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of objects and arrays)`;
export const FORBIDDEN_KEY_MSG = 'Keys named __proto__, or constructor holding a prototype, are not allowed';

/**
 * How deeply the JSON text nests, read from its brackets without parsing it: a scan with no recursion, so the
 * depth is known before a deep value is ever built. Brackets inside strings do not count.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return deepest;
}

/**
 * The dotted path of the first key that would poison a prototype, or null. The rule of secure-json-parse (which
 * Fastify's default parser uses): any `__proto__` key, and a `constructor` key whose value has a `prototype`.
 * JSON.parse keeps such keys as plain own properties, so walking the parsed value is safe.
 */
export function findForbiddenKey(value: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, path } = next;
    if (current === null || typeof current !== 'object') continue;
    for (const [key, item] of Object.entries(current)) {
      const isPoison =
        key === '__proto__' ||
        (key === 'constructor' &&
          item !== null &&
          typeof item === 'object' &&
          Object.hasOwn(item, 'prototype'));
      if (isPoison) return path;
      pending.push({ value: item, path: join(path, key) });
    }
  }
  return null;
}

/** Parses a JSON body, or throws the 400 that names what is wrong with it. */
export function parseJsonBody(text: string): unknown {
  if (text.length === 0) throw badRequest(EMPTY_MSG);
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw badRequest(TOO_DEEP_MSG);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(INVALID_MSG);
  }
  const field = findForbiddenKey(value);
  if (field !== null) throw badRequest(`${field || 'body'}: ${FORBIDDEN_KEY_MSG}`);
  return value;
}

/** Replaces Fastify's JSON parser (same content type, same body limits) with parseJsonBody. */
export function useJsonBodyParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(typeof body === 'string' ? body : body.toString('utf8')));
    } catch (error) {
      if (error instanceof Error) done(error, undefined);
      else throw error;
    }
  });
}
