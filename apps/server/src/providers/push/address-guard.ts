// Push endpoints come from browsers, so from anyone: before storing one and again when sending (DNS may have
// changed), it must be https on a public address, never a host inside our network (no request forgery).
// PUSH_ALLOW_LOCAL=1 lets a name resolve to a local address (tests, a push service on one's own network).
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Resolves a host name to every address it has (node:dns lookup's shape, so tests can pass their own). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

/** A resolver that does not answer within this long counts as "does not resolve": a request never hangs on DNS. */
export const DNS_TIMEOUT_MS = 5000;

export const resolveWithDns: Resolve = (hostname) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`DNS lookup timed out after ${DNS_TIMEOUT_MS} ms`)),
      DNS_TIMEOUT_MS,
    );
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(addresses);
    });
  });

/** Refusing to reach an address: the message says why, without the address itself. */
export class EndpointRefusedError extends Error {}

/**
 * Global unicast only: loopback, private (RFC 1918), link-local, unique-local (fc00::/7), carrier-grade NAT,
 * multicast, reserved and the IPv6 forms that embed an IPv4 address (6to4, Teredo, NAT64) are all refused.
 * An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/** The refusal of an endpoint's form (before any DNS), or undefined when its form is acceptable. */
export function refuseEndpointForm(endpoint: string): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'Must be a web address';
  }
  if (url.protocol !== 'https:') return 'Must be an https address';
  if (url.username || url.password) return 'Must not carry a user name or password';
  // WHATWG URL has already turned 0x7f.1 and 2130706433 into 127.0.0.1, and keeps IPv6 in brackets.
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0)
    return 'Must name its push service by host name, not by IP address';
  return undefined;
}

/** Resolves the host and refuses it unless every address is public (or local ones are allowed). */
export async function checkHostAddresses(
  hostname: string,
  resolve: Resolve,
  allowLocal: boolean,
): Promise<LookupAddress[]> {
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(hostname);
  } catch {
    throw new EndpointRefusedError('Its host name does not resolve');
  }
  if (addresses.length === 0) throw new EndpointRefusedError('Its host name does not resolve');
  // Every address, not only the first: a client may fall back to any of them.
  if (!allowLocal && addresses.some((entry) => !isPublicAddress(entry.address)))
    throw new EndpointRefusedError('Its host is not on a public address');
  return addresses;
}

/** Checks an endpoint fully: its form, then where its host name points now. */
export async function checkEndpoint(endpoint: string, resolve: Resolve, allowLocal: boolean): Promise<void> {
  const refusal = refuseEndpointForm(endpoint);
  if (refusal) throw new EndpointRefusedError(refusal);
  await checkHostAddresses(new URL(endpoint).hostname.replace(/^\[|\]$/g, ''), resolve, allowLocal);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the https agent that sends pushes: the connection goes only to the addresses checked here, so
 * a name that resolved to a public address when checked cannot be re-pointed inside before the connection.
 */
export function guardedLookup(resolve: Resolve, allowLocal: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    checkHostAddresses(hostname, resolve, allowLocal).then(
      (addresses) => {
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const usable = family ? addresses.filter((entry) => entry.family === family) : addresses;
        const first = usable[0];
        if (options.all) callback(null, usable);
        else if (first) callback(null, first.address, first.family);
        else callback(new EndpointRefusedError('Its host has no address of the family asked for'), '');
      },
      (error: unknown) =>
        callback(error instanceof EndpointRefusedError ? error : new EndpointRefusedError(String(error)), ''),
    );
  };
}
