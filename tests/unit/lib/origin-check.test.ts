import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest, isStateChanging } from '@/lib/origin-check';

const ours = ['http://localhost:3000', 'https://app.valora.com.br'];
const h = (init: Record<string, string>) => new Headers(init);

describe('isCrossSiteRequest', () => {
  it('accepts our own origins and same-origin fetches', () => {
    expect(isCrossSiteRequest(h({ origin: 'http://localhost:3000' }), ours)).toBe(false);
    expect(isCrossSiteRequest(h({ origin: 'https://app.valora.com.br', 'sec-fetch-site': 'same-origin' }), ours)).toBe(false);
    expect(isCrossSiteRequest(h({ origin: 'HTTPS://APP.VALORA.COM.BR' }), ours)).toBe(false);
    expect(isCrossSiteRequest(h({ 'sec-fetch-site': 'same-origin' }), ours)).toBe(false);
    expect(isCrossSiteRequest(h({ 'sec-fetch-site': 'none' }), ours)).toBe(false);
  });

  it('compares origins without case and without a trailing slash, on both sides', () => {
    // An origin is scheme, host and port: case and a final slash do not make another one.
    expect(isCrossSiteRequest(h({ origin: 'http://localhost:3000/' }), ours)).toBe(false);
    expect(isCrossSiteRequest(h({ origin: 'https://www.valora.com.br' }), ['HTTPS://WWW.Valora.com.br/'])).toBe(false);
    expect(isCrossSiteRequest(h({ origin: 'https://www.valora.com.br/' }), ['https://www.valora.com.br/'])).toBe(false);
    // But only one final slash is dropped, and nothing else of the address.
    expect(isCrossSiteRequest(h({ origin: 'http://localhost:3000//' }), ours)).toBe(true);
    expect(isCrossSiteRequest(h({ origin: 'http:/localhost:3000' }), ours)).toBe(true);
  });

  it('refuses everything when no origin is trusted', () => {
    expect(isCrossSiteRequest(h({ origin: 'http://localhost:3000' }), [])).toBe(true);
  });

  it('accepts requests without browser headers (not a cross-site browser request)', () => {
    expect(isCrossSiteRequest(h({}), ours)).toBe(false);
  });

  it('refuses other origins and null origins, whatever Sec-Fetch-Site says', () => {
    expect(isCrossSiteRequest(h({ origin: 'https://evil.example' }), ours)).toBe(true);
    expect(isCrossSiteRequest(h({ origin: 'http://localhost:3001' }), ours)).toBe(true);
    expect(isCrossSiteRequest(h({ origin: 'null' }), ours)).toBe(true);
    expect(isCrossSiteRequest(h({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }), ours)).toBe(true);
    expect(isCrossSiteRequest(h({ 'sec-fetch-site': 'same-site', origin: 'https://blog.valora.com.br' }), ours)).toBe(true);
  });

  it('without an Origin, refuses cross-site and same-site fetch metadata', () => {
    expect(isCrossSiteRequest(h({ 'sec-fetch-site': 'cross-site' }), ours)).toBe(true);
    expect(isCrossSiteRequest(h({ 'sec-fetch-site': 'same-site' }), ours)).toBe(true);
  });

  it('accepts a sibling origin the operator listed in TRUSTED_ORIGINS', () => {
    const withBlog = [...ours, 'https://www.valora.com.br'];
    expect(isCrossSiteRequest(h({ 'sec-fetch-site': 'same-site', origin: 'https://www.valora.com.br' }), withBlog)).toBe(false);
  });
});

describe('isStateChanging', () => {
  it('GET, HEAD and OPTIONS are not; every other method is', () => {
    for (const m of ['GET', 'HEAD', 'OPTIONS', 'get']) expect(isStateChanging(m)).toBe(false);
    for (const m of ['POST', 'PUT', 'PATCH', 'DELETE', 'post', 'PROPFIND']) expect(isStateChanging(m)).toBe(true);
  });
});
