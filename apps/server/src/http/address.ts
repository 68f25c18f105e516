// The address a request is counted under by rate limits.
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, '::' expanded; undefined when it is not one. */
function ipv6Groups(ip: string): number[] | undefined {
  if (!isIPv6(ip)) return undefined;
  const [head = '', tail] = ip.split('::');
  // A trailing dotted IPv4 part ('64:ff9b::192.0.2.1') fills two groups.
  const part = (text: string) =>
    text === '' ? [] : text.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array.from({ length: tail === undefined ? 0 : missing }, () => '0'), ...right].map(
    (group) => Number.parseInt(group, 16),
  );
}

/**
 * IPv4 as it is (an IPv4-mapped IPv6 address too); IPv6 by its /64 network, which is what one subscriber is
 * given: counting single IPv6 addresses would hand an attacker 2^64 fresh budgets.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
