import { describe, expect, it } from 'vitest';
import { clientIp, userAgentOf } from '@/lib/client-ip';

const h = (entries: Record<string, string>) => new Headers(entries);

describe('client address and browser for the audit record', () => {
  it('takes the first X-Forwarded-For hop, else X-Real-IP; IPv4 and IPv6', () => {
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('203.0.113.7');
    expect(clientIp(h({ 'x-forwarded-for': '2001:db8::1' }))).toBe('2001:db8::1');
    expect(clientIp(h({ 'x-real-ip': '198.51.100.4' }))).toBe('198.51.100.4');
    expect(clientIp(h({}))).toBeNull();
  });

  it('refuses anything that is not an address, and caps the user agent', () => {
    expect(clientIp(h({ 'x-forwarded-for': '<script>' }))).toBeNull();
    expect(clientIp(h({ 'x-forwarded-for': 'evil.example.com' }))).toBeNull();
    expect(userAgentOf(h({ 'user-agent': 'x'.repeat(2000) }))).toHaveLength(512);
    expect(userAgentOf(h({}))).toBeNull();
  });
});
