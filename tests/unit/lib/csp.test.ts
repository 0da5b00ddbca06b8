import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes, isKnowledgeHubPath, themeInitScriptHash } from '@/lib/csp';
import { THEME_INIT_SCRIPT } from '@/lib/theme-init-script';

const parse = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it('dynamic pages: inline scripts only with the request nonce (and the theme script by its hash); objects, base and framing locked down', () => {
    const csp = parse(contentSecurityPolicy('abc123'));
    expect(csp['script-src']).toEqual(["'self'", "'nonce-abc123'", `'${themeInitScriptHash()}'`]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    // With Stripe on, its checkout and portal pages may end a form's redirect.
    expect(parse(contentSecurityPolicy('n', { formActions: ['https://checkout.stripe.com'] }))['form-action']).toEqual([
      "'self'",
      'https://checkout.stripe.com',
    ]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
  });

  it('static public pages: no nonce and no unsafe-inline, each inline script by its hash; every other directive the same', () => {
    const hashes = ['sha256-AAAA', 'sha256-BBBB'];
    const stat = parse(contentSecurityPolicy(null, { scriptHashes: hashes }));
    const dyn = parse(contentSecurityPolicy('n'));
    expect(stat['script-src']).toEqual(["'self'", "'sha256-AAAA'", "'sha256-BBBB'"]);
    for (const d of Object.keys(dyn).filter((k) => k !== 'script-src')) expect(stat[d], d).toEqual(dyn[d]);
    // Neither a nonce nor hashes: no inline script at all, never 'unsafe-inline'.
    expect(parse(contentSecurityPolicy(null))['script-src']).toEqual(["'self'"]);
    // A nonce wins over the page's hashes (a page rendered on request carries it).
    expect(parse(contentSecurityPolicy('n', { scriptHashes: hashes }))['script-src']).toEqual([
      "'self'",
      "'nonce-n'",
      `'${themeInitScriptHash()}'`,
    ]);
  });

  it('allows eval only in development and named frame sources when configured', () => {
    expect(parse(contentSecurityPolicy('n', { dev: true }))['script-src']).toContain("'unsafe-eval'");
    expect(parse(contentSecurityPolicy('n'))['script-src']).not.toContain("'unsafe-eval'");
    expect(parse(contentSecurityPolicy('n', { frameSources: ['https://notion.site'] }))['frame-src']).toEqual([
      'https://notion.site',
    ]);
  });

  it('every other source is the app itself, plus data: and blob: images, data: fonts and (dev only) the reload socket', () => {
    const csp = parse(contentSecurityPolicy('n'));
    expect(csp['default-src']).toEqual(["'self'"]);
    // Radix and Next set style attributes at run time; scripts never get 'unsafe-inline'.
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    // QR codes and previews are data: and blob: images; no remote image, font or connection.
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['font-src']).toEqual(["'self'", 'data:']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(parse(contentSecurityPolicy('n', { dev: true }))['connect-src']).toEqual(["'self'", 'ws:']);
  });

  it('names the Knowledge Hub page (locale-less) as the one page that may frame, not its articles', () => {
    expect(isKnowledgeHubPath('/app/knowledge')).toBe(true);
    expect(isKnowledgeHubPath('/app/knowledge/')).toBe(true);
    expect(isKnowledgeHubPath('/app/knowledge//')).toBe(true);
    expect(isKnowledgeHubPath('/app/knowledge/clausulas-essenciais')).toBe(false);
    expect(isKnowledgeHubPath('/app/knowledgebase')).toBe(false);
    expect(isKnowledgeHubPath('/app/dashboard')).toBe(false);
  });
});

describe('inlineScriptHashes', () => {
  const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

  it("the theme script's hash is the one a page carrying it inline needs", () => {
    expect(themeInitScriptHash()).toBe(sha(THEME_INIT_SCRIPT));
    expect(inlineScriptHashes(`<head><script>${THEME_INIT_SCRIPT}</script></head>`)).toEqual([themeInitScriptHash()]);
    // It runs as written inside <script>: nothing that could end the element early.
    expect(THEME_INIT_SCRIPT).not.toMatch(/<\//);
  });

  it('hashes the exact text of every inline JavaScript script, once each, skipping files and data blocks', () => {
    const push = 'self.__next_f.push([1,"a\\u003cb"])';
    const html = [
      '<!DOCTYPE html><html><head>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      `<script>${push}</script>`,
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">import "/x.js"</script>',
      '<SCRIPT type="text/javascript">$RC("B:0","S:0")</SCRIPT>',
      `<script>${push}</script>`, // the same script twice: one hash
      '<script>\n  multi\n  line ção\n</script>',
      '<script></script>',
      '</head></html>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha(push),
      sha('import "/x.js"'),
      sha('$RC("B:0","S:0")'),
      sha('\n  multi\n  line ção\n'),
      sha(''),
    ]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });

  it('reads src and type however the attributes are spaced or quoted', () => {
    const html = [
      '<script src = "/a.js"></script>',
      '<script type = "application/json">{"a":1}</script>',
      "<script type='application/ld+json'>{}</script>",
      '<script type=module>run()</script>',
      '<script type=text/plain>not run</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('run()')]);
  });
});
