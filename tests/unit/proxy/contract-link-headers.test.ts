import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import proxy from '@/proxy';

describe('proxy: the public contract link', () => {
  it('carries the proposal link’s headers: outside the locale routing, never indexed, cached or leaked', () => {
    const token = 'b'.repeat(48);
    const response = proxy(
      new NextRequest(new URL(`/c/${token}`, 'http://localhost:3000'), { headers: { 'accept-language': 'de' } }),
    );
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow, noarchive');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
  });

  it('leaves other paths that start with c alone', () => {
    const response = proxy(new NextRequest(new URL('/calculadora', 'http://localhost:3000')));
    expect(response.headers.get('x-robots-tag')).toBeNull();
  });
});
