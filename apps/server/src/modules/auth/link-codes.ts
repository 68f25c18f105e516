// The codes that mailed links carry (password reset, sign-in): 32 random bytes, base64url; only their SHA-256 is
// stored, so a copy of the database opens no account.
import { createHash, randomBytes } from 'node:crypto';

export const newLinkCode = (): string => randomBytes(32).toString('base64url');

export const hashLinkCode = (code: string): string => createHash('sha256').update(code).digest('hex');
