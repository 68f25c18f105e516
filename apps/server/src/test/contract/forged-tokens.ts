// Tokens an attacker or a careless client could send: none, garbage, a tampered signature, alg "none", an expired
// one, one signed with another key, and a real one whose user was deleted. Each must answer 401.
import { randomBytes } from 'node:crypto';
import { decodeJwt, type JWTPayload, SignJWT } from 'jose';
import { loadOrCreateSecret } from '../../modules/auth/tokens.ts';
import type { TestApp } from '../harness.ts';
import { Hints } from './hints.ts';
import { createPersona, isSignedIn, nextAddress } from './personas.ts';

export interface Forgery {
  name: string;
  headers: Record<string, string>;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs a payload as the server does (HS256), with the test app's own secret unless another key is given. */
function sign(payload: JWTPayload, secret: string): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
}

/** Changes one character in the middle of the signature, so its bytes really differ. */
function tamper(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const middle = Math.floor(signature.length / 2);
  const swapped = signature[middle] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, middle)}${swapped}${signature.slice(middle + 1)}`;
}

/**
 * The forgeries, built from a real session of the test app. Fails when re-signing a real token's claims with the
 * app's key is not accepted: the expired forgery would then prove nothing, and this file needs to learn the new
 * way the server signs.
 */
export async function forgeTokens(t: TestApp): Promise<Forgery[]> {
  const hints = new Hints();
  const live = await createPersona(t, 'newcomer', hints);
  const secret = loadOrCreateSecret(t.dataDir);
  const claims = decodeJwt(live.token);
  const now = Math.floor(Date.now() / 1000);
  if (!(await isSignedIn(t, await sign({ ...claims, iat: now, exp: now + 3600 }, secret)))) {
    throw new Error('forged-tokens.ts signs unlike the server: a re-signed live token was refused');
  }
  const doomed = await createPersona(t, 'athlete', hints);
  const deletion = await t.app.inject({
    method: 'PUT',
    url: '/api/users/delete',
    remoteAddress: nextAddress(),
    headers: { 'x-auth-token': doomed.token },
    payload: { password: doomed.password },
  });
  if (deletion.statusCode !== 200) throw new Error(`could not delete a user: ${deletion.body}`);
  const token = (value: string) => ({ 'x-auth-token': value });
  return [
    { name: 'no token', headers: {} },
    { name: 'an empty token', headers: token('') },
    { name: 'garbage', headers: token('not-a-token') },
    { name: 'a tampered signature', headers: token(tamper(live.token)) },
    { name: 'a tampered signature as a bearer', headers: { authorization: `Bearer ${tamper(live.token)}` } },
    { name: 'alg none', headers: token(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`) },
    {
      name: 'an expired token',
      headers: token(await sign({ ...claims, iat: now - 7200, exp: now - 60 }, secret)),
    },
    { name: 'another key', headers: token(await sign(claims, randomBytes(48).toString('base64url'))) },
    { name: 'a deleted user’s token', headers: token(doomed.token) },
  ];
}
