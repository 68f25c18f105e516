// A fake server for tests: answers fetch calls by "METHOD /path" with JSON, and records what was asked.
import { vi } from 'vitest';

export interface StubRequest {
  method: string;
  path: string;
  /** The query string's parameters (paging cursors, filters). */
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

interface StubAnswer {
  status?: number;
  body?: unknown;
}

export type StubReply = StubAnswer | ((request: StubRequest) => StubAnswer | Promise<StubAnswer>);

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Replaces fetch; unknown calls answer 404 with the spec's error body. Returns the log of requests. */
export function stubApi(routes: Record<string, StubReply>): StubRequest[] {
  const calls: StubRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const text = await request.text();
      const call: StubRequest = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body: text ? JSON.parse(text) : undefined,
        headers: request.headers,
      };
      calls.push(call);
      const reply = routes[`${call.method} ${call.path}`];
      if (!reply) return jsonResponse(404, { errors: [{ msg: `No stub for ${call.method} ${call.path}` }] });
      const { status = 200, body = {} } = typeof reply === 'function' ? await reply(call) : reply;
      return jsonResponse(status, body);
    }),
  );
  return calls;
}
