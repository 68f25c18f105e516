// Signed tokens (HS256 JWTs). A session token, carried in x-auth-token, names its session row, so one session
// can end without the others. A device token names an account this device signed in to (OWASP "device cookies"):
// it spares the device the slowdown of an account under attack. The audience keeps one from passing as the other.
// The key is configured, or generated once and kept in DATA_DIR.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT_RULES } from '@podium/core';
import { jwtVerify, SignJWT } from 'jose';
import { VerifiedTokens } from './verified-tokens.ts';

export interface SessionClaims {
  userId: string;
  sessionId: string;
}

export interface DeviceClaims {
  userId: string;
  deviceId: string;
}

export interface Tokens {
  /** How long a session lasts (JWT_TTL): its token and its row expire together. */
  readonly sessionTtlSeconds: number;
  signSession(claims: SessionClaims): Promise<string>;
  /** The claims of a valid, unexpired session token, or null. */
  verifySession(token: string): Promise<SessionClaims | null>;
  signDevice(userId: string): Promise<string>;
  /** The claims of a valid, unexpired device token, or null. */
  verifyDevice(token: string): Promise<DeviceClaims | null>;
}

const SESSION = 'podium:session';
const DEVICE = 'podium:device';
const DAY_SECONDS = 86_400;
const UNIT_SECONDS = new Map([
  ['s', 1],
  ['m', 60],
  ['h', 3600],
  ['d', DAY_SECONDS],
]);

/** '30d', '12h', '900s' (config.ts validates the form) in seconds. */
export function ttlSeconds(ttl: string): number {
  const match = /^(\d+)([smhd])$/.exec(ttl);
  const unit = UNIT_SECONDS.get(match?.[2] ?? '');
  if (!match?.[1] || unit === undefined) throw new Error(`not a duration: ${ttl}`);
  return Number(match[1]) * unit;
}

export function createTokens(secret: string, ttl: string): Tokens {
  const key = new TextEncoder().encode(secret);
  const sessionTtlSeconds = ttlSeconds(ttl);
  const deviceTtlSeconds = ACCOUNT_RULES.login.deviceTokenDays * DAY_SECONDS;
  const sign = (audience: string, subject: string, id: string, seconds: number) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(audience)
      .setSubject(subject)
      .setJti(id)
      .setIssuedAt()
      .setExpirationTime(`${seconds}s`)
      .sign(key);
  /** Subject and id of a valid token for audience, or null. */
  async function verify(token: string, audience: string) {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
      return { subject: payload.sub, id: payload.jti, expiresAt: payload.exp };
    } catch {
      return null;
    }
  }
  const verifiedSessions = new VerifiedTokens<SessionClaims>();
  return {
    sessionTtlSeconds,
    signSession: ({ userId, sessionId }) => sign(SESSION, userId, sessionId, sessionTtlSeconds),
    async verifySession(token) {
      const now = Math.floor(Date.now() / 1000);
      const known = verifiedSessions.find(token, now);
      if (known) return known;
      const claims = await verify(token, SESSION);
      if (!claims) return null;
      const session = { userId: claims.subject, sessionId: claims.id };
      if (claims.expiresAt !== undefined) verifiedSessions.keep(token, session, claims.expiresAt);
      return session;
    },
    signDevice: (userId) => sign(DEVICE, userId, randomUUID(), deviceTtlSeconds),
    async verifyDevice(token) {
      const claims = await verify(token, DEVICE);
      return claims && { userId: claims.subject, deviceId: claims.id };
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
