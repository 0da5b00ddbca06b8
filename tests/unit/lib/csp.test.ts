import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/lib/csp';

const parse = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it('allows scripts only with the request nonce and locks down objects, base, framing', () => {
    const csp = parse(contentSecurityPolicy('abc123'));
    expect(csp['script-src']).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
  });

  it('allows eval only in development and named frame sources when configured', () => {
    expect(parse(contentSecurityPolicy('n', { dev: true }))['script-src']).toContain("'unsafe-eval'");
    expect(parse(contentSecurityPolicy('n', { frameSources: ['https://notion.site'] }))['frame-src']).toEqual(['https://notion.site']);
  });
});
