import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from '@/lib/origin-check';

const ours = ['http://localhost:3000', 'https://app.valora.com.br'];
const h = (init: Record<string, string>) => new Headers(init);

describe('isCrossSiteRequest', () => {
  it('accepts our own origins and same-origin fetches', () => {
    expect(isCrossSiteRequest(h({ origin: 'http://localhost:3000' }), ours)).toBe(false);
    expect(isCrossSiteRequest(h({ origin: 'https://app.valora.com.br', 'sec-fetch-site': 'same-origin' }), ours)).toBe(false);
    expect(isCrossSiteRequest(h({ 'sec-fetch-site': 'none' }), ours)).toBe(false);
  });

  it('accepts requests without browser headers (not a cross-site browser request)', () => {
    expect(isCrossSiteRequest(h({}), ours)).toBe(false);
  });

  it('refuses other origins, null origins and cross-site or same-site fetch metadata', () => {
    expect(isCrossSiteRequest(h({ origin: 'https://evil.example' }), ours)).toBe(true);
    expect(isCrossSiteRequest(h({ origin: 'http://localhost:3001' }), ours)).toBe(true);
    expect(isCrossSiteRequest(h({ origin: 'null' }), ours)).toBe(true);
    expect(isCrossSiteRequest(h({ 'sec-fetch-site': 'cross-site' }), ours)).toBe(true);
    expect(isCrossSiteRequest(h({ 'sec-fetch-site': 'same-site', origin: 'https://blog.valora.com.br' }), ours)).toBe(true);
  });
});
