// Refuses text PostgreSQL cannot store before any route sees it: a NUL character (U+0000) in any string or key
// of a JSON body, query or path param. PostgreSQL rejects NUL in text and in JSONB, which would be a 500.
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

const NUL = '\u0000';
export const NUL_MSG = 'Must not contain the NUL character (\\u0000)';

/**
 * The dotted path of a string or key holding a NUL ('' for the value itself), or null when none does.
 * Walks with its own stack: a deeply nested body must not overflow the call stack.
 */
export function findNul(value: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (Array.isArray(current)) {
      for (const [index, item] of current.entries())
        pending.push({ value: item, path: join(path, String(index)) });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        // A key with NUL names its parent: the key itself is not a field the client knows.
        if (key.includes(NUL)) return path;
        pending.push({ value: item, path: join(path, key) });
      }
    }
  }
  return null;
}

/**
 * preValidation hook for every route: the refusal names the field, as validation messages do. A query string or
 * body is checked only where the route declares one: one it does not declare is never read, so it cannot reach
 * the database, and refusing it would be an answer the route's API description does not list.
 */
export async function refuseNul(request: FastifyRequest): Promise<void> {
  const schema = request.routeOptions.schema;
  const parts = [
    ['params', request.params, true],
    ['querystring', request.query, schema?.querystring !== undefined],
    ['body', request.body, schema?.body !== undefined],
  ] as const;
  for (const [context, value, isRead] of parts) {
    const field = isRead ? findNul(value) : null;
    if (field !== null) throw badRequest(`${field || context}: ${NUL_MSG}`);
  }
}
