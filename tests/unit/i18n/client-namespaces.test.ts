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
import { clientNamespaceUses, routeEntries, srcAppRelative } from '../../support/client-namespaces';

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
  it.each(entries.map((f) => [srcAppRelative(f), f]))('%s: its client components get every namespace they translate', (_, file) => {
    const uses = clientNamespaceUses(file, catalogueNamespaces);
    const provider = providerOf(file);
    if (!uses.length) return;
    expect(provider, `${srcAppRelative(file)} has client translations but no <ClientMessages> around it`).not.toBeNull();
    const sent = new Set<string>(table[provider!]);
    const missing = uses.filter((u) => !sent.has(u.namespace)).map((u) => `${u.file} → '${u.namespace}'`);
    expect(missing, `not sent by "${provider}" (src/i18n/client-messages.ts)`).toEqual([]);
  });

  // The checker itself: a client file that translates a namespace is seen through a server file.
  it('finds a namespace used by a client component imported through a server component', () => {
    const layout = path.join(APP_DIR, '[locale]', '(marketing)', 'layout.tsx');
    const uses = clientNamespaceUses(layout, catalogueNamespaces);
    expect(uses).toContainEqual({ file: 'src/components/theme-toggle.tsx', namespace: 'common' });
    // The site header's server component translates 'site' on the server: not a client use.
    expect(uses.some((u) => u.namespace === 'site')).toBe(false);
  });
});
