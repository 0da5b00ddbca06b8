import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

// The prerendered HTML of /termos in English has two inline scripts; no other page has any.
const read = vi.fn((locale: string, path: string) =>
  locale === 'en' && path === '/termos' ? ['sha256-AAAA', 'sha256-BBBB'] : null,
);
vi.mock('@/lib/static-page-hashes', () => ({ staticPageScriptHashes: read }));

const { default: proxy } = await import('@/proxy');
const get = (path: string) =>
  proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { 'accept-language': 'en' } }));
const scriptSrc = (csp: string | null) => /script-src ([^;]*)/.exec(csp ?? '')?.[1];

describe('proxy on a prerendered static page', () => {
  it("sends the page's hashes, no nonce, and forwards neither the policy nor a nonce to the framework", () => {
    const response = get('/en/termos');
    expect(scriptSrc(response.headers.get('content-security-policy'))).toBe("'self' 'sha256-AAAA' 'sha256-BBBB'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const forwarded = response.headers.get('x-middleware-override-headers') ?? '';
    expect(forwarded).not.toContain('content-security-policy');
    expect(forwarded).not.toContain('x-nonce');
    // Still routed by next-intl (its locale header), and no Link header of alternates.
    expect(response.headers.get('x-middleware-request-x-next-intl-locale')).toBe('en');
    expect(response.headers.get('link')).toBeNull();
  });

  it('builds the policy once per page: the prerendered HTML is read once, the same policy every time', () => {
    read.mockClear();
    const first = get('/en/termos').headers.get('content-security-policy');
    expect(get('/en/termos').headers.get('content-security-policy')).toBe(first);
    expect(read.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('a static path without prerendered HTML (development) gets a fresh nonce, forwarded to the framework', () => {
    const a = get('/de/termos');
    const b = get('/de/termos');
    expect(scriptSrc(a.headers.get('content-security-policy'))).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+' 'sha256-/);
    expect(a.headers.get('content-security-policy')).not.toBe(b.headers.get('content-security-policy'));
    expect(a.headers.get('x-middleware-override-headers')).toContain('x-nonce');
  });
});
