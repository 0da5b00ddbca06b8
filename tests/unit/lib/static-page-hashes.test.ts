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
