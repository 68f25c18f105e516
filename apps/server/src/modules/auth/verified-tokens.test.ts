// Session tokens verified once per process (issue 8, the rankings call under load): a kept token is trusted only
// until its expiry, and only for the exact bytes verified; anything else is verified again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokens } from './tokens.ts';
import { VerifiedTokens } from './verified-tokens.ts';

const SECRET = 'a-test-secret-of-at-least-forty-characters!!';

afterEach(() => {
  vi.useRealTimers();
});

describe('VerifiedTokens', () => {
  it('answers a kept token until the second of its expiry, then forgets it', () => {
    const kept = new VerifiedTokens<string>();
    kept.keep('token', 'claims', 1_000);
    expect(kept.find('token', 999)).toBe('claims');
    expect(kept.find('token', 1_000)).toBeUndefined();
    expect(kept.size).toBe(0);
    expect(kept.find('other', 0)).toBeUndefined();
  });

  it('keeps at most its bound, dropping the oldest first', () => {
    const kept = new VerifiedTokens<number>(3);
    for (const n of [1, 2, 3, 4]) kept.keep(`t${n}`, n, 10);
    expect(kept.size).toBe(3);
    expect(kept.find('t1', 0)).toBeUndefined();
    expect(kept.find('t4', 0)).toBe(4);
  });
});

describe('createTokens().verifySession with verified tokens kept', () => {
  it('refuses a token whose payload or signature was changed, after the genuine one was verified', async () => {
    const tokens = createTokens(SECRET, '1h');
    const token = await tokens.signSession({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verifySession(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verifySession(token)).toEqual({ userId: 'u1', sessionId: 's1' });

    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'u2' })).toString('base64url');
    expect(await tokens.verifySession(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verifySession(`${header}.${payload}.${signature}x`)).toBeNull();
    // Signed with another key: never the same bytes, so verified (and refused) on its own.
    const other = await createTokens(`${SECRET}-other`, '1h').signSession({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verifySession(other)).toBeNull();
    // A device token is never a session token, even once verified as a device token.
    const device = await tokens.signDevice('u1');
    expect(await tokens.verifyDevice(device)).not.toBeNull();
    expect(await tokens.verifySession(device)).toBeNull();
  });

  it('refuses a verified token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const tokens = createTokens(SECRET, '60s');
    const token = await tokens.signSession({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verifySession(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-01-01T00:00:59Z'));
    expect(await tokens.verifySession(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-01-01T00:01:00Z'));
    expect(await tokens.verifySession(token)).toBeNull();
  });
});
