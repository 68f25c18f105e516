// Rate limits count IPv6 clients by their /64 network, IPv4 clients by their address.
import { describe, expect, it } from 'vitest';
import { addressKey } from './address.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address, and unwraps an IPv4-mapped IPv6 one', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 together, and different /64s apart', () => {
    const a = addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::1')).toBe(a);
    expect(addressKey('2001:db8:1:2::ffff')).toBe(a);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(a);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::')).toBe('fe80:0:0:0::/64');
    expect(addressKey('a::b:c:d:e:192.0.2.1')).toBe('a:0:b:c::/64');
  });

  it('passes anything else through unchanged', () => {
    expect(addressKey('not an address')).toBe('not an address');
  });
});
