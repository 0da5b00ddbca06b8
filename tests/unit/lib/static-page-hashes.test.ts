import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '@/lib/csp';
import { prerenderedHtmlFile, staticPageScriptHashes } from '@/lib/static-page-hashes';

describe('static page script hashes', () => {
  const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valora-app-'));
  fs.mkdirSync(path.join(appDir, 'en', 'checkout'), { recursive: true });
  fs.writeFileSync(path.join(appDir, 'pt-BR.html'), '<script>home()</script>');
  fs.writeFileSync(path.join(appDir, 'en', 'termos.html'), '<script>terms()</script><script src="/a.js"></script>');
  fs.writeFileSync(path.join(appDir, 'en', 'checkout', 'pleno.html'), '<p>no inline script</p>');

  it('maps a locale and a locale-less path to the prerendered file', () => {
    expect(prerenderedHtmlFile('pt-BR', '/', appDir)).toBe(path.join(appDir, 'pt-BR.html'));
    expect(prerenderedHtmlFile('en', '/termos/', appDir)).toBe(path.join(appDir, 'en', 'termos.html'));
    expect(prerenderedHtmlFile('es', '/checkout/pleno', appDir)).toBe(path.join(appDir, 'es', 'checkout', 'pleno.html'));
    // Nothing outside the build's folder, whatever the address holds.
    for (const odd of ['/checkout/..', '/checkout/%2e%2e', '/checkout/a.b', `/checkout/${'x'.repeat(65)}`])
      expect(prerenderedHtmlFile('pt-BR', odd, appDir), odd).toBeNull();
    expect(prerenderedHtmlFile('../x', '/', appDir)).toBeNull();
    expect(staticPageScriptHashes('../x', '/', appDir)).toBeNull();
    // By default, the folder `next build` writes its prerendered pages to.
    expect(prerenderedHtmlFile('pt-BR', '/termos')).toBe(
      path.join(process.cwd(), '.next', 'server', 'app', 'pt-BR', 'termos.html'),
    );
  });

  it('accepts only segments of letters, digits, `_` and `-`, 1 to 64 long, in the locale and the path', () => {
    // The rule keeps a file name inside the build folder: no dot (no `..`), no slash, no encoding.
    const ok = ['a', 'Z9', 'a_b', 'pt-BR', 'x'.repeat(64)];
    for (const segment of ok) {
      expect(prerenderedHtmlFile(segment, '/', appDir), segment).toBe(path.join(appDir, `${segment}.html`));
      expect(prerenderedHtmlFile('en', `/${segment}`, appDir), segment).toBe(path.join(appDir, 'en', `${segment}.html`));
    }
    // Each odd character at the start, the middle and the end: the whole segment must match.
    const odd = ['', '.a', 'a.', 'a.b', 'a b', 'a%2f', 'é', 'x'.repeat(65), '-'.repeat(65)];
    for (const segment of odd) {
      expect(prerenderedHtmlFile(segment, '/', appDir), segment).toBeNull();
      if (segment) expect(prerenderedHtmlFile('en', `/ok/${segment}`, appDir), segment).toBeNull();
    }
  });

  it('reads each page once per server process: the build does not change under a running server', () => {
    fs.writeFileSync(path.join(appDir, 'en', 'suporte.html'), '<script>first()</script>');
    expect(staticPageScriptHashes('en', '/suporte', appDir)).toEqual(inlineScriptHashes('<script>first()</script>'));
    fs.writeFileSync(path.join(appDir, 'en', 'suporte.html'), '<script>second()</script>');
    expect(staticPageScriptHashes('en', '/suporte', appDir)).toEqual(inlineScriptHashes('<script>first()</script>'));
  });

  it('reads the hashes from the prerendered HTML, and null when a page has none (rendered on request)', () => {
    expect(staticPageScriptHashes('pt-BR', '/', appDir)).toEqual(inlineScriptHashes('<script>home()</script>'));
    expect(staticPageScriptHashes('en', '/termos', appDir)).toEqual(inlineScriptHashes('<script>terms()</script>'));
    expect(staticPageScriptHashes('en', '/checkout/pleno', appDir)).toEqual([]);
    expect(staticPageScriptHashes('de', '/termos', appDir)).toBeNull();
    expect(staticPageScriptHashes('pt-BR', '/checkout/nenhum', appDir)).toBeNull();
  });
});
