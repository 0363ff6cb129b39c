import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address-key';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address, also IPv4-mapped, and whatever is not an address (the CLI says "cli")', () => {
    expect(clientAddressKey('127.0.0.2')).toBe('127.0.0.2');
    expect(clientAddressKey('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(clientAddressKey('cli')).toBe('cli');
  });

  it('groups an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:0:1::/64';
    expect(clientAddressKey('2001:db8:0:1::1')).toBe(key);
    expect(clientAddressKey('2001:0DB8:0000:0001:ffff:1:2:3')).toBe(key);
    expect(clientAddressKey('2001:db8::1:0:0:0:9')).toBe(key);
    expect(clientAddressKey('2001:db8:0:2::1')).not.toBe(key);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });
});
