import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import proxy from '@/proxy';

describe('proxy: the public proposal link', () => {
  it('stays outside the locale routing and is never indexed, cached or leaked through the Referer', () => {
    const token = 'a'.repeat(48);
    const response = proxy(
      new NextRequest(new URL(`/p/${token}`, 'http://localhost:3000'), { headers: { 'accept-language': 'en' } }),
    );
    expect(response.headers.get('location')).toBeNull(); // no redirect to /en/p/...
    expect(response.headers.get('x-middleware-rewrite')).toBeNull(); // not rewritten into [locale]
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow, noarchive');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
  });
});
