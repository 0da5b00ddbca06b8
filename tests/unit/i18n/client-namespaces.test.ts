// Each route sends its client components only the namespaces they translate (issue 17): this test
// follows every route file's imports (tests/support/client-namespaces.ts) and fails when a 'use
// client' file reachable from it calls useTranslations('<ns>') (or writes a whole key 'ns.key')
// for a namespace that route's NextIntlClientProvider does not send. Fix: add the namespace to
// the route's entry in src/i18n/client-messages.ts, or give the page its own entry and wrap it
// in <ClientMessages route="…">.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ClientMessagesRoute, routeNamespaces } from '@/i18n/client-messages';
import { catalogues } from '@/i18n/messages';
import { clientNamespaceUses, reachableFiles, routeEntries, srcAppRelative } from '../../support/client-namespaces';

const APP_DIR = path.resolve(__dirname, '../../../src/app');
const table = routeNamespaces();
const catalogueNamespaces = new Set(Object.keys(catalogues['pt-BR']));

// Route files that render outside every provider of the table: the root pass-through layout and
// 404, and the last error boundary (it loads its own messages when it shows).
const OWN_DOCUMENT = new Set(['layout.tsx', 'not-found.tsx', 'global-error.tsx']);

/** The table entry whose provider wraps a route file, or null. */
function providerOf(file: string): ClientMessagesRoute | null {
  const rel = srcAppRelative(file);
  const name = path.basename(rel);
  let dir = path.dirname(rel);
  // A page-level provider (an entry whose folder has no layout) wraps its page only.
  const ownEntry = (d: string) => (table as Record<string, unknown>)[d] !== undefined;
  const hasLayout = (d: string) => fs.existsSync(path.join(APP_DIR, d, 'layout.tsx'));
  if (ownEntry(dir) && (hasLayout(dir) || name === 'page.tsx')) return dir as ClientMessagesRoute;
  while (dir !== '.') {
    dir = path.dirname(dir);
    if (ownEntry(dir) && hasLayout(dir)) return dir as ClientMessagesRoute;
  }
  return null;
}

describe('client namespaces per route', () => {
  it('every entry of the table is a route folder whose layout or page renders its provider', () => {
    for (const route of Object.keys(table)) {
      const layout = path.join(APP_DIR, route, 'layout.tsx');
      const file = fs.existsSync(layout) ? layout : path.join(APP_DIR, route, 'page.tsx');
      expect(fs.existsSync(file), route).toBe(true);
      const source = fs.readFileSync(file, 'utf8');
      const rendersIt = source.includes(`route="${route}"`) || source.includes(`routeMessages(locale, '${route}')`);
      expect(rendersIt, `${path.relative(APP_DIR, file)} must render <ClientMessages route="${route}">`).toBe(true);
    }
  });

  const entries = routeEntries().filter((f) => !OWN_DOCUMENT.has(srcAppRelative(f)));
  it.each(entries.map((f) => [srcAppRelative(f), f]))(
    '%s: its client components get every namespace they translate',
    (_, file) => {
      const uses = clientNamespaceUses(file, catalogueNamespaces);
      const provider = providerOf(file);
      if (!uses.length) return;
      expect(provider, `${srcAppRelative(file)} has client translations but no <ClientMessages> around it`).not.toBeNull();
      const sent = new Set<string>(table[provider!]);
      const missing = uses.filter((u) => !sent.has(u.namespace)).map((u) => `${u.file} → '${u.namespace}'`);
      expect(missing, `not sent by "${provider}" (src/i18n/client-messages.ts)`).toEqual([]);
    },
  );

  // next-intl's client hooks and its navigation Link (a client component even when a server file
  // renders it) fail without a provider: the public pages have none unless they render one. A
  // server file may use the navigation's redirect or getPathname (server code) freely.
  const rendersNavigationLink = (file: string) =>
    /import\s*\{[^}]*\bLink\b[^}]*\}\s*from\s*['"]@\/i18n\/navigation['"]/.test(
      fs.readFileSync(path.join(APP_DIR, '../..', file), 'utf8'),
    );
  it.each(entries.map((f) => [srcAppRelative(f), f]))('%s: next-intl in the browser only under a provider', (_, file) => {
    const needing = reachableFiles([file], catalogueNamespaces)
      .filter((r) =>
        r.client
          ? r.specifiers.some((s) => s === 'next-intl' || s === '@/i18n/navigation')
          : r.specifiers.includes('@/i18n/navigation') && rendersNavigationLink(r.file),
      )
      .map((r) => r.file);
    if (needing.length) expect(providerOf(file), `${needing.join(', ')}: no <ClientMessages> around it`).not.toBeNull();
  });

  // The checker itself: a client file that translates a namespace is seen through a server file.
  it('finds a namespace used by a client component imported through a server component', () => {
    const app = clientNamespaceUses(path.join(APP_DIR, '[locale]', '(app)', 'app', 'layout.tsx'), catalogueNamespaces);
    expect(app).toContainEqual({ file: 'src/features/account/components/account-language-switcher.tsx', namespace: 'common' });
    // The site header translates 'site' and 'common' on the server and hands its islands the texts.
    const site = clientNamespaceUses(path.join(APP_DIR, '[locale]', '(marketing)', 'layout.tsx'), catalogueNamespaces);
    expect(site).toEqual([]);
  });
});

// The document sends no messages (issue 17): what every page loads (the document, the site's
// error and not-found boundaries, the last boundary) and the landing with its layout ship no
// next-intl client code. Their client files import neither next-intl nor the navigation built on
// it; their server files render no provider and no next-intl Link (whose client part needs one).
describe('the landing and the document ship no next-intl client code', () => {
  const entries = [
    'global-error.tsx',
    '[locale]/layout.tsx',
    '[locale]/error.tsx',
    '[locale]/not-found.tsx',
    '[locale]/(marketing)/layout.tsx',
    '[locale]/(marketing)/page.tsx',
  ].map((f) => path.join(APP_DIR, f));
  const reached = reachableFiles(entries, catalogueNamespaces);

  it('reaches the header islands, the error card and the toaster', () => {
    const client = reached.filter((r) => r.client).map((r) => r.file);
    for (const file of [
      'src/features/account/components/language-menu.tsx',
      'src/components/theme-menu.tsx',
      'src/features/marketing/components/mobile-site-menu.tsx',
      'src/components/error-card.tsx',
      'src/components/lazy-toaster.tsx',
      'src/components/ui/sonner.tsx',
    ])
      expect(client).toContain(file);
  });

  it('no client file imports next-intl', () => {
    const offending = reached
      .filter((r) => r.client)
      .flatMap((r) =>
        r.specifiers.filter((s) => /^next-intl(\/|$)|^@\/i18n\/navigation$/.test(s)).map((s) => `${r.file} → ${s}`),
      );
    expect(offending).toEqual([]);
  });

  // lucide-react's icon runtime was copied into each of the landing's chunk groups: the islands
  // draw their icons with src/components/island-icons.tsx (menu-, carousel-, error-icons).
  // lucide 1.x draws every icon through its own 'use client' component, so a server component's
  // icon too brings that runtime to the page: the landing's sections use landing-icons.tsx.
  it('no file of the landing imports lucide-react', () => {
    const offending = reached.filter((r) => r.specifiers.includes('lucide-react')).map((r) => r.file);
    expect(offending).toEqual([]);
  });

  // The boundaries every page loads link with plain <a>: a next/link import anywhere in their
  // graph (even in a server module) copies its code into their chunk.
  it('the boundaries import no next/link', () => {
    const boundaries = ['not-found.tsx', 'global-error.tsx', '[locale]/error.tsx', '[locale]/not-found.tsx'].map((f) =>
      path.join(APP_DIR, f),
    );
    const offending = reachableFiles(boundaries, catalogueNamespaces)
      .filter((r) => r.specifiers.includes('next/link'))
      .map((r) => r.file);
    expect(offending).toEqual([]);
  });

  it('no server file renders a next-intl provider or Link', () => {
    const offending = reached
      .filter((r) => !r.client)
      .flatMap((r) =>
        r.specifiers
          .filter((s) => s === '@/i18n/navigation' || s === '@/components/client-messages')
          .map((s) => `${r.file} → ${s}`),
      );
    expect(offending).toEqual([]);
    const shell = fs.readFileSync(path.resolve(APP_DIR, '../components/document-shell.tsx'), 'utf8');
    expect(shell).not.toMatch(/NextIntlClientProvider/);
  });
});
