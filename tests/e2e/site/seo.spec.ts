import { E2E } from '../support/constants';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { type Catalogue, catalogue, fill, LOCALES, localized } from '../support/site';

// The server's HTML as a crawler sees it: no script runs.
test.use({ javaScriptEnabled: false });

type PublicPage = {
  path: string;
  title: (m: Catalogue) => string;
  absolute?: boolean;
  description: (m: Catalogue) => string;
  noindex?: boolean;
};
const PAGES: PublicPage[] = [
  { path: '/', title: (m) => m.landing.metaTitle, absolute: true, description: (m) => m.landing.metaDescription },
  { path: '/termos', title: (m) => m.legal.terms.metaTitle, description: (m) => m.legal.terms.metaDescription },
  { path: '/privacidade', title: (m) => m.legal.privacy.metaTitle, description: (m) => m.legal.privacy.metaDescription },
  { path: '/suporte', title: (m) => m.support.metaTitle, description: (m) => m.support.metaDescription },
  { path: '/pro-atende', title: (m) => m.proAtende.metaTitle, description: (m) => m.proAtende.metaDescription },
  {
    path: '/checkout/pleno',
    title: (m) => fill(m.checkout.metaTitle, { plan: 'Pleno' }),
    description: (m) => m.plans.descriptions.pleno,
  },
  { path: '/pay/sucesso', title: (m) => m.pay.successMetaTitle, description: (m) => m.pay.successSubtitle, noindex: true },
  { path: '/pay/erro', title: (m) => m.pay.errorMetaTitle, description: (m) => m.pay.errorSubtitle, noindex: true },
];

/**
 * The site's public origin. The public pages are static, so their absolute URLs (canonical,
 * hreflang, sitemap, robots) carry the APP_URL of the build (README, "The public site"); the
 * e2e flow (`npm run test:e2e`) builds with APP_URL set to the e2e server's address.
 */
const SITE_ORIGIN = E2E.appUrl;
const abs = (path: string) => new URL(path, SITE_ORIGIN).href;

async function head(page: Page) {
  return page.evaluate(() => {
    const attr = (sel: string, name: string) => document.querySelector(sel)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      titles: document.querySelectorAll('title').length,
      lang: document.documentElement.lang,
      description: attr('meta[name="description"]', 'content'),
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      canonical: attr('link[rel="canonical"]', 'href'),
      canonicals: document.querySelectorAll('link[rel="canonical"]').length,
      alternates: Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
          l.getAttribute('hreflang'),
          l.getAttribute('href'),
        ]),
      ),
      robots: attr('meta[name="robots"]', 'content'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
    };
  });
}

for (const locale of LOCALES) {
  for (const p of PAGES) {
    const url = localized(p.path, locale);
    test(`${url} has its translated title, description, canonical and hreflang alternates`, async ({ page }) => {
      const m = catalogue(locale);
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
      const h = await head(page);
      const title = p.title(m);
      // The page's own title in this language (the layout's template may add ' · Valora').
      if (p.absolute) expect(h.title, `${url} <title>`).toBe(title);
      else expect([title, `${title} · Valora`], `${url} <title>`).toContain(h.title);
      expect(h.titles, `${url}: one <title>`).toBe(1);
      expect(h.lang, `${url} html lang`).toBe(locale);
      expect(h.description, `${url} meta description`).toBe(p.description(m));
      expect(h.descriptions).toBe(1);
      expect(h.canonicals, `${url}: one canonical`).toBe(1);
      expect(h.canonical && new URL(h.canonical).href, `${url} canonical`).toBe(abs(url));
      expect(h.ogTitle, `${url} og:title`).toBeTruthy();

      const alternates = Object.fromEntries(
        Object.entries(h.alternates as Record<string, string | null>).map(([k, v]) => [k, v && new URL(v).href]),
      );
      expect(alternates, `${url} hreflang`).toEqual({
        'pt-BR': abs(p.path),
        en: abs(localized(p.path, 'en')),
        es: abs(localized(p.path, 'es')),
        de: abs(localized(p.path, 'de')),
        'x-default': abs(p.path),
      });
      if (p.noindex) expect(h.robots, `${url} robots`).toContain('noindex');
      else expect(h.robots ?? '', `${url} robots`).not.toContain('noindex');
    });
  }
}

test('no page title repeats the brand', async ({ page }) => {
  const repeated: string[] = [];
  for (const locale of LOCALES) {
    for (const p of PAGES) {
      const url = localized(p.path, locale);
      await page.goto(url);
      const title = await page.title();
      if ((title.match(/Valora/g) ?? []).length !== 1) repeated.push(`${url}: ${title}`);
    }
  }
  expect(repeated, 'titles naming Valora more than once (or never)').toEqual([]);
});

test('the landing has a social preview image that loads', async ({ page, request }) => {
  for (const locale of LOCALES) {
    await page.goto(localized('/', locale));
    const { ogImage } = await head(page);
    expect(ogImage, `og:image on ${localized('/', locale)}`).toBeTruthy();
    const url = new URL(ogImage!);
    expect(url.origin, 'og:image is an absolute URL of the site').toBe(SITE_ORIGIN);
    // Fetched from the running server (the origin is the build's).
    const image = await request.get(url.pathname + url.search);
    expect(image.status(), ogImage!).toBe(200);
    expect(image.headers()['content-type']).toContain('image/png');
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    // The large-image card needs its image too.
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', /opengraph-image/);
  }
});

test('the sitemap lists the public pages in every language', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('xml');
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const path of ['/termos', '/en/termos', '/es/termos', '/de/termos', '/privacidade', '/suporte', '/checkout/pleno']) {
    expect(locs, path).toContain(abs(path));
  }
  expect(locs.map((l) => new URL(l).href)).toContain(abs('/'));
  expect(locs).toContain(abs('/en'));
  // Nothing private or unlisted.
  expect(locs.filter((l) => /\/(app|pay|api)(\/|$)/.test(new URL(l).pathname))).toEqual([]);
});

/** The robots meta and hreflang alternates of a page's server HTML (as a crawler reads it). */
function headSignals(html: string) {
  const tags = [...html.matchAll(/<(?:meta|link)\b[^>]*>/g)].map((m) => m[0]);
  // HTML attribute names are case-insensitive (React writes hrefLang).
  const attr = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}="([^"]*)"`, 'i'))?.[1] ?? null;
  const robots = tags.find((t) => attr(t, 'name') === 'robots');
  const alternates = Object.fromEntries(
    tags
      .filter((t) => attr(t, 'rel') === 'alternate' && attr(t, 'hreflang'))
      .map((t) => [attr(t, 'hreflang')!, new URL(attr(t, 'href')!.replace(/&amp;/g, '&'), SITE_ORIGIN).href]),
  );
  return { robots: robots ? attr(robots, 'content') : null, alternates };
}

test('the sitemap, the robots meta and the hreflang alternates tell one story', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: m[1].match(/<loc>([^<]+)<\/loc>/)![1],
    languages: Object.fromEntries([...m[1].matchAll(/hreflang="([^"]+)"\s+href="([^"]+)"/g)].map((a) => [a[1], a[2]])),
  }));
  expect(entries.length).toBeGreaterThan(0);
  // Every listed page is indexable and declares the sitemap's alternates (plus x-default).
  for (const { loc, languages } of entries) {
    const path = new URL(loc).pathname;
    const res = await request.get(path);
    expect(res.status(), loc).toBe(200);
    const h = headSignals(await res.text());
    expect(h.robots ?? '', `${loc} robots`).not.toContain('noindex');
    const { 'x-default': xDefault, ...pageLanguages } = h.alternates;
    expect(xDefault, `${loc} x-default`).toBeTruthy();
    expect(pageLanguages, `${loc} hreflang = sitemap alternates`).toEqual(languages);
  }
  // The noindex pages are not listed (the account pages and the payment results).
  const listed = entries.map((e) => new URL(e.loc).pathname);
  for (const locale of LOCALES) {
    for (const path of ['/auth/login', '/auth/signup', '/auth/reset-password', '/pay/sucesso', '/pay/erro']) {
      const url = localized(path, locale);
      expect(listed, `${url} is not in the sitemap`).not.toContain(url);
      const h = headSignals(await (await request.get(url)).text());
      expect(h.robots ?? '', `${url} robots`).toContain('noindex');
    }
  }
});

test('robots.txt keeps crawlers out of the app and points to the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const lines = (await res.text()).split('\n').map((l) => l.trim());
  expect(lines).toContain('User-Agent: *');
  expect(lines).toContain('Disallow: /app');
  expect(lines).toContain('Disallow: /en/app');
  expect(lines).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  expect(lines).not.toContain('Disallow: /');
});
