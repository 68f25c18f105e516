// Cloudinary's request signature, which the local provider also speaks so one client works against both.
import { createHash, timingSafeEqual } from 'node:crypto';

/** Never signed, as in Cloudinary's rules: the file itself, the key, the cloud and the resource type. */
const UNSIGNED = new Set(['file', 'api_key', 'cloud_name', 'resource_type', 'signature']);

/** The string to hash: params sorted by name as k=v joined with &, empty values left out, then the secret. */
export function stringToSign(params: Record<string, string | number | undefined>, secret: string): string {
  const pairs = Object.entries(params)
    .filter(([name, value]) => !UNSIGNED.has(name) && value !== undefined && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`);
  return `${pairs.join('&')}${secret}`;
}

/** SHA-1 hex, the digest Cloudinary checks by default. */
export function signParams(params: Record<string, string | number | undefined>, secret: string): string {
  return createHash('sha1').update(stringToSign(params, secret)).digest('hex');
}

/** Compares in constant time so a forger learns nothing from how long a refusal takes. */
export function isSignatureValid(
  params: Record<string, string | number | undefined>,
  signature: string,
  secret: string,
): boolean {
  const expected = Buffer.from(signParams(params, secret), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
