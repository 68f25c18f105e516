// The web's reply types come from core's endpoint table (issue 23): every call declares its answer as
// `ReplyOf<'<its key>'>`, the output of the schema the server serialises that answer through, so a reply type written
// by hand cannot drift from what the server sends.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CoachProfileAnswerSchema } from '@podium/core/api/coaches';
import type { UserSchema } from '@podium/core/api/users';
import type { WatchlistSchema } from '@podium/core/api/watchlist';
import type { BodyOf, ReplyOf } from '@podium/core/endpoints';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { coachesApi } from '../features/coaches/coaches-api.ts';
import type { watchlistApi } from '../features/watchlist/watchlist-api.ts';
import type { authApi } from './auth-api.ts';

const srcDir = join(import.meta.dirname, '..');

function apiSlices(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return apiSlices(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return /\binjectEndpoints\(/.test(readFileSync(path, 'utf8')) ? [path] : [];
  });
}

/** The text between `build.query<` (or mutation) and its closing `>`, brackets of any kind balanced. */
function typeArguments(text: string, from: number): { text: string; end: number } {
  let depth = 1;
  let at = from;
  while (depth > 0 && at < text.length) {
    const char = text[at];
    if ('<({['.includes(char ?? '')) depth += 1;
    // `=>` in a function type closes nothing.
    else if (')}]'.includes(char ?? '') || (char === '>' && text[at - 1] !== '=')) depth -= 1;
    at += 1;
  }
  return { text: text.slice(from, at - 1), end: at };
}

interface Declared {
  where: string;
  result: string;
  keys: string[];
}

/** Each endpoint a slice declares: its type arguments' first (the result) and the keys its `call()`s name. */
function declaredEndpoints(file: string): Declared[] {
  const text = readFileSync(file, 'utf8');
  const starts = [...text.matchAll(/(\w+): build\.(?:query|mutation)</g)];
  return starts.map((match, index) => {
    const args = typeArguments(text, (match.index ?? 0) + match[0].length);
    const body = text.slice(args.end, starts[index + 1]?.index ?? text.length);
    const keys = [...body.matchAll(/\bcall\(\s*'([^']+)'/g)].map((call) => call[1] ?? '');
    // The result is the first argument: up to the first comma outside brackets.
    const firstComma = findTopLevelComma(args.text);
    const result = firstComma === -1 ? args.text : args.text.slice(0, firstComma);
    return { where: `${relative(srcDir, file)} ${match[1]}`, result, keys };
  });
}

function findTopLevelComma(text: string): number {
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at] ?? '';
    if ('<({['.includes(char)) depth += 1;
    else if (')}]'.includes(char) || (char === '>' && text[at - 1] !== '=')) depth -= 1;
    else if (char === ',' && depth === 0) return at;
  }
  return -1;
}

describe('the reply types of the web’s calls', () => {
  it('are each the table’s answer for the key the call names, never a type written by hand', () => {
    const declared = apiSlices(srcDir).flatMap(declaredEndpoints);
    // Every slice of the app: the account, athletes, auth, coaches, ... (a parse that found none would pass).
    expect(declared.length).toBeGreaterThan(90);
    const handWritten = declared.flatMap(({ where, result, keys }) => {
      const named = [...result.matchAll(/\bReplyOf<'([^']+)'>/g)].map((reply) => reply[1]);
      return keys.length > 0 && named.length === 1 && keys.includes(named[0] ?? '')
        ? []
        : [`${where}: ${result.trim()} (calls ${keys.join(', ') || 'nothing'})`];
    });
    expect(handWritten).toEqual([]);
  });

  it('follow the schema the server answers through', () => {
    // What the server serialises (the schema's output) is what a screen reads.
    expectTypeOf<ReplyOf<'GET /api/watchlist'>>().toEqualTypeOf<z.output<typeof WatchlistSchema>>();
    expectTypeOf<ReplyOf<'GET /api/auth'>>().toEqualTypeOf<z.output<typeof UserSchema>>();
    // A create answers 201.
    expectTypeOf<ReplyOf<'POST /api/coachProfile'>>().toEqualTypeOf<
      z.output<typeof CoachProfileAnswerSchema>
    >();
    // The hooks' data is that type: before issue 23 the coaches' association answers were read as { msg } alone.
    expectTypeOf<(typeof watchlistApi.endpoints.getWatchlist.Types)['ResultType']>().toEqualTypeOf<
      ReplyOf<'GET /api/watchlist'>
    >();
    expectTypeOf<(typeof coachesApi.endpoints.addAssociated.Types)['ResultType']>().toEqualTypeOf<
      ReplyOf<'POST /api/associated'>
    >();
    expectTypeOf<ReplyOf<'POST /api/associated'>>().toHaveProperty('associated');
    // confirmAssociated calls one of two endpoints: they answer alike.
    expectTypeOf<ReplyOf<'PUT /api/athleteProfile/confirmAssociated/:id'>>().toEqualTypeOf<
      ReplyOf<'PUT /api/associated/:id/confirm'>
    >();
    // Sign-in keeps the table's answer, with a device token an older server may leave out (auth-api.ts).
    expectTypeOf<(typeof authApi.endpoints.login.Types)['ResultType']>().toHaveProperty('token');
    expectTypeOf<(typeof authApi.endpoints.login.Types)['ResultType']>().toHaveProperty('user');
  });

  it('and the bodies the table takes', () => {
    expectTypeOf<BodyOf<'PUT /api/watchlist/:athleteProfileId'>>().toHaveProperty('tags');
    expectTypeOf<BodyOf<'GET /api/watchlist'>>().toBeNever();
  });
});

// The typecheck's half: what is no endpoint has no reply. Never called.
export const notEndpoints: unknown[] = [
  // @ts-expect-error a path that is no endpoint's
  null as unknown as ReplyOf<'GET /api/watchlists'>,
  // @ts-expect-error a method the path does not answer
  null as unknown as ReplyOf<'POST /api/watchlist'>,
];
