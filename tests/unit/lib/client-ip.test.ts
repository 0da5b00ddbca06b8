import { describe, expect, it } from 'vitest';
import { addressFromForwardedChain, CLIENT_IP_HEADER, clientIp, userAgentOf, withClientIpHeader } from '@/lib/client-ip';

const h = (entries: Record<string, string>) => new Headers(entries);

describe('the client address (X-Forwarded-For, with the peer appended by Valora’s server)', () => {
  it('with no trusted proxy (npm start facing clients), takes the right-most value: the connection', () => {
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.7' }), 0)).toBe('203.0.113.7');
    // Whatever the caller wrote is left of the connection's address, and ignored.
    expect(clientIp(h({ 'x-forwarded-for': '1.2.3.4, 5.6.7.8, 203.0.113.7' }), 0)).toBe('203.0.113.7');
    expect(clientIp(h({ 'x-forwarded-for': 'forged, 203.0.113.7' }), 0)).toBe('203.0.113.7');
  });

  it('with one trusted proxy (nginx, Caddy), takes the value it appended; a forged left-most one is ignored', () => {
    // caller wrote 9.9.9.9; nginx appended the real client 198.51.100.4; the server appended nginx 10.0.0.2
    expect(clientIp(h({ 'x-forwarded-for': '9.9.9.9, 198.51.100.4, 10.0.0.2' }), 1)).toBe('198.51.100.4');
    expect(clientIp(h({ 'x-forwarded-for': '198.51.100.4, 10.0.0.2' }), 1)).toBe('198.51.100.4');
  });

  it('with two (a load balancer, then nginx), two hops from the right', () => {
    expect(clientIp(h({ 'x-forwarded-for': '9.9.9.9, 198.51.100.4, 10.0.0.1, 10.0.0.2' }), 2)).toBe('198.51.100.4');
  });

  it('a chain shorter than the trusted hops (a request that bypassed the proxies) gives its left-most value', () => {
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.9' }), 2)).toBe('203.0.113.9');
  });

  it('never reads X-Real-IP or other headers a caller can write', () => {
    expect(clientIp(h({ 'x-real-ip': '198.51.100.4' }), 0)).toBeNull();
    expect(clientIp(h({ [CLIENT_IP_HEADER]: '198.51.100.4' }), 0)).toBeNull();
    expect(clientIp(h({}), 0)).toBeNull();
  });

  it('IPv6, IPv4-mapped IPv6, brackets and ports', () => {
    expect(clientIp(h({ 'x-forwarded-for': '2001:DB8::1' }), 0)).toBe('2001:db8::1');
    expect(clientIp(h({ 'x-forwarded-for': '::ffff:203.0.113.7' }), 0)).toBe('203.0.113.7');
    expect(clientIp(h({ 'x-forwarded-for': '[2001:db8::2]:443' }), 0)).toBe('2001:db8::2');
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.7:51234' }), 0)).toBe('203.0.113.7');
  });

  it('brackets and ports are read only when they wrap the whole value', () => {
    expect(clientIp(h({ 'x-forwarded-for': '[2001:db8::2]' }), 0)).toBe('2001:db8::2');
    expect(clientIp(h({ 'x-forwarded-for': 'junk[2001:db8::2]' }), 0)).toBeNull();
    expect(clientIp(h({ 'x-forwarded-for': '[2001:db8::2]junk' }), 0)).toBeNull();
    expect(clientIp(h({ 'x-forwarded-for': '[2001:db8::2]:443x' }), 0)).toBeNull();
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.7:51234x' }), 0)).toBeNull();
    // An IPv6 address (IPv4-mapped included) with a port must be bracketed (RFC 3986); unbracketed it is not an address.
    expect(clientIp(h({ 'x-forwarded-for': '::ffff:203.0.113.7:51234' }), 0)).toBeNull();
  });

  it('accepts the longest textual address (45 characters) and nothing longer', () => {
    const longest = '0000:0000:0000:0000:0000:ffff:255.255.255.255';
    expect(longest).toHaveLength(45);
    expect(clientIp(h({ 'x-forwarded-for': longest }), 0)).toBe(longest);
    // A zone id makes a valid but longer IPv6 text.
    expect(clientIp(h({ 'x-forwarded-for': `fe80::1%${'x'.repeat(40)}` }), 0)).toBeNull();
  });

  it('empty entries in the chain are not hops', () => {
    expect(addressFromForwardedChain('203.0.113.7, ', 0)).toBe('203.0.113.7');
    expect(addressFromForwardedChain('9.9.9.9,,203.0.113.7', 1)).toBe('9.9.9.9');
  });

  it('refuses anything that is not an address', () => {
    expect(clientIp(h({ 'x-forwarded-for': '<script>' }), 0)).toBeNull();
    expect(clientIp(h({ 'x-forwarded-for': 'evil.example.com' }), 0)).toBeNull();
    expect(clientIp(h({ 'x-forwarded-for': '999.1.1.1' }), 0)).toBeNull();
    expect(clientIp(h({ 'x-forwarded-for': '1'.repeat(500) }), 0)).toBeNull();
    expect(addressFromForwardedChain(' , ,', 0)).toBeNull();
  });

  it('uses TRUSTED_PROXY_HOPS (default 0) when not told', () => {
    expect(clientIp(h({ 'x-forwarded-for': '9.9.9.9, 203.0.113.7' }))).toBe('203.0.113.7');
  });

  it('hands better-auth exactly that address, overwriting what the caller wrote', () => {
    const headers = withClientIpHeader(h({ 'x-forwarded-for': '9.9.9.9, 203.0.113.7', [CLIENT_IP_HEADER]: '9.9.9.9' }));
    expect(headers.get(CLIENT_IP_HEADER)).toBe('203.0.113.7');
    expect(withClientIpHeader(h({ [CLIENT_IP_HEADER]: '9.9.9.9' })).get(CLIENT_IP_HEADER)).toBeNull();
  });

  it('caps the user agent', () => {
    expect(userAgentOf(h({ 'user-agent': 'x'.repeat(2000) }))).toHaveLength(512);
    expect(userAgentOf(h({}))).toBeNull();
    expect(userAgentOf(h({ 'user-agent': '   ' }))).toBeNull();
    expect(userAgentOf(h({ 'user-agent': ' Mozilla/5.0 ' }))).toBe('Mozilla/5.0');
  });
});
