import { describe, expect, it } from 'vitest';
import { NO_TRUSTED_PROXIES, parseTrustedProxies, resolveClientAddress } from '../../server/http/trusted-proxies.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty, 0 or false: the peer is the client, whatever it forwards', () => {
    for (const value of [undefined, '', ' ', '0', 'false', 'FALSE']) expect(parseTrustedProxies(value)).toEqual(NO_TRUSTED_PROXIES);
    expect(resolveClientAddress('10.0.0.1', '203.0.113.5', NO_TRUSTED_PROXIES)).toBe('10.0.0.1');
  });

  it('with a hop count, takes that many entries from the right of X-Forwarded-For', () => {
    const one = parseTrustedProxies('1');
    const two = parseTrustedProxies('2');
    expect(resolveClientAddress('10.0.0.1', '203.0.113.5', one)).toBe('203.0.113.5');
    // A client's own claim at the left is not trusted with one hop.
    expect(resolveClientAddress('10.0.0.1', '198.51.100.9, 203.0.113.5', one)).toBe('203.0.113.5');
    expect(resolveClientAddress('10.0.0.1', '198.51.100.9, 203.0.113.5', two)).toBe('198.51.100.9');
    // Fewer entries than hops: the leftmost there is.
    expect(resolveClientAddress('10.0.0.1', '203.0.113.5', two)).toBe('203.0.113.5');
    expect(resolveClientAddress('10.0.0.1', undefined, one)).toBe('10.0.0.1');
  });

  it('with addresses and ranges, walks left past trusted proxies to the first address that is not one', () => {
    const trusted = parseTrustedProxies('10.0.0.1, 172.16.0.0/12, ::1');
    expect(resolveClientAddress('10.0.0.1', '203.0.113.5', trusted)).toBe('203.0.113.5');
    expect(resolveClientAddress('10.0.0.1', '198.51.100.9, 203.0.113.5, 172.20.1.1', trusted)).toBe('203.0.113.5');
    // A peer that is not a trusted proxy is the client, whatever it claims.
    expect(resolveClientAddress('10.0.0.2', '203.0.113.5', trusted)).toBe('10.0.0.2');
    expect(resolveClientAddress('::1', '2001:db8::7', trusted)).toBe('2001:db8::7');
    // Every entry trusted: the leftmost.
    expect(resolveClientAddress('10.0.0.1', '172.16.0.9', trusted)).toBe('172.16.0.9');
  });

  it('reads an IPv4 client on a dual-stack socket as IPv4', () => {
    const trusted = parseTrustedProxies('10.0.0.1');
    expect(resolveClientAddress('::ffff:10.0.0.1', '::ffff:203.0.113.5', trusted)).toBe('203.0.113.5');
    expect(resolveClientAddress('::ffff:203.0.113.5', undefined, NO_TRUSTED_PROXIES)).toBe('203.0.113.5');
  });

  it('stops at an entry that is not an address, at the proxy that wrote it', () => {
    expect(resolveClientAddress('10.0.0.1', 'unknown', parseTrustedProxies('1'))).toBe('10.0.0.1');
    expect(resolveClientAddress('10.0.0.1', '203.0.113.5, <script>', parseTrustedProxies('2'))).toBe('10.0.0.1');
    expect(resolveClientAddress('10.0.0.1', ' , 203.0.113.5 ,', parseTrustedProxies('1'))).toBe('203.0.113.5');
  });

  it('refuses a value that is neither a hop count nor addresses, naming it', () => {
    expect(() => parseTrustedProxies('true')).toThrow(
      "TRUST_PROXY takes a number of proxy hops (1) or a comma-separated list of proxy addresses and ranges (10.0.0.1, 10.1.0.0/16); 'true' is neither",
    );
    expect(() => parseTrustedProxies('10.0.0.1, proxy.local')).toThrow("'proxy.local' is neither");
    expect(() => parseTrustedProxies('10.0.0.0/x')).toThrow("'10.0.0.0/x' is neither");
  });
});
