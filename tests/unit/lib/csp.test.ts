import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, isKnowledgeHubPath } from '@/lib/csp';

const parse = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it('dynamic pages: inline scripts only with the request nonce; objects, base and framing locked down', () => {
    const csp = parse(contentSecurityPolicy('abc123'));
    expect(csp['script-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
  });

  it('static public pages: no nonce, inline framework scripts allowed, every other directive the same', () => {
    const stat = parse(contentSecurityPolicy(null));
    const dyn = parse(contentSecurityPolicy('n'));
    expect(stat['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    for (const d of Object.keys(dyn).filter((k) => k !== 'script-src')) expect(stat[d], d).toEqual(dyn[d]);
  });

  it('allows eval only in development and named frame sources when configured', () => {
    expect(parse(contentSecurityPolicy('n', { dev: true }))['script-src']).toContain("'unsafe-eval'");
    expect(parse(contentSecurityPolicy('n'))['script-src']).not.toContain("'unsafe-eval'");
    expect(parse(contentSecurityPolicy('n', { frameSources: ['https://notion.site'] }))['frame-src']).toEqual([
      'https://notion.site',
    ]);
  });

  it('names the Knowledge Hub page (locale-less) as the one page that may frame, not its articles', () => {
    expect(isKnowledgeHubPath('/app/knowledge')).toBe(true);
    expect(isKnowledgeHubPath('/app/knowledge/')).toBe(true);
    expect(isKnowledgeHubPath('/app/knowledge/clausulas-essenciais')).toBe(false);
    expect(isKnowledgeHubPath('/app/knowledgebase')).toBe(false);
    expect(isKnowledgeHubPath('/app/dashboard')).toBe(false);
  });
});
