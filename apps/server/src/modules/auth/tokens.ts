// Session tokens: signed JWTs carried in x-auth-token. A per-user token version revokes old tokens
// (logout everywhere, password change, deletion). The key is configured, or generated once and kept in DATA_DIR.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  version: number;
}

export interface Tokens {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid, unexpired token, or null. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokens(secret: string, ttl: string): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, version }) =>
      new SignJWT({ v: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.v !== 'number') return null;
        return { userId: payload.sub, version: payload.v };
      } catch {
        return null;
      }
    },
  };
}

/** The configured secret, or one generated on first start and kept in DATA_DIR so sessions survive restarts. */
export function loadOrCreateSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (
      stored &&
      typeof stored === 'object' &&
      'jwtSecret' in stored &&
      typeof stored.jwtSecret === 'string'
    ) {
      return stored.jwtSecret;
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ jwtSecret }, null, 2), { mode: 0o600 });
  return jwtSecret;
}
