// Which push endpoints may be reached: only https names whose every address is public (no request forgery).
import { describe, expect, it } from 'vitest';
import { checkEndpoint, isPublicAddress, type Resolve, refuseEndpointForm } from './address-guard.ts';

const resolvingTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('push endpoint guard', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '2002:a00:1::1',
    '224.0.0.1',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '142.250.74.110',
    '2a00:1450:4001:82b::200a',
    '::ffff:93.184.216.34',
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('accepts an https name on public addresses', async () => {
    await expect(
      checkEndpoint('https://fcm.googleapis.com/fcm/send/abc', resolvingTo('142.250.74.110'), false),
    ).resolves.toBeUndefined();
  });

  it('refuses a name with any private address, unless local ones are allowed', async () => {
    const mixed = resolvingTo('142.250.74.110', '10.0.0.5');
    await expect(checkEndpoint('https://push.example.com/x', mixed, false)).rejects.toThrow(
      'Its host is not on a public address',
    );
    await expect(checkEndpoint('https://push.example.com/x', mixed, true)).resolves.toBeUndefined();
  });

  it('refuses IP literals and plain http even when local addresses are allowed', async () => {
    expect(refuseEndpointForm('https://93.184.216.34/x')).toMatch(/not by IP address/);
    expect(refuseEndpointForm('https://[2a00:1450::1]/x')).toMatch(/not by IP address/);
    expect(refuseEndpointForm('https://0x7f.1/x')).toMatch(/not by IP address/);
    await expect(checkEndpoint('http://localhost/x', resolvingTo('127.0.0.1'), true)).rejects.toThrow(
      'Must be an https address',
    );
  });
});
