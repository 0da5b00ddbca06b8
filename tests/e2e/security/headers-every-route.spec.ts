// The security headers on EVERY route: the pages and route handlers are read from
// src/app (support/app-routes.ts), each dynamic segment gets a real value (a sent proposal's id
// and public token, an article, each locale), and each route is requested as its user would: signed
// in for /app and /api, without a session for the rest. A new route the spec cannot reach (an
// unknown file, a segment without a value, a handler method without an expected status) fails.
import { randomBytes } from 'node:crypto';
import { inlineScriptHashes } from '../../../src/lib/csp';
import { isStaticPublicPath } from '../../../src/lib/static-routes';
import { THEME_INIT_SCRIPT } from '../../../src/lib/theme-init-script';
import { type APIResponse, type BrowserContext } from '@playwright/test';
import { expect, test } from '../support/test';
import sharp from 'sharp';
import { ARTICLES } from '../../../src/features/knowledge/articles';
import { defaultLocale, locales } from '../../../src/i18n/routing';
import { appRoutes, type AppRoute } from '../support/app-routes';
import { E2E } from '../support/constants';
import { seedClients, seedServices, withDb } from '../support/db';
import { createVerifiedAccount, signIn } from '../support/fixtures';

const { routes, unmapped } = appRoutes();

/** What each route handler answers here, by "METHOD pattern" (reached for real, not a 404 of the router). */
const HANDLER_STATUS: Record<string, number[]> = {
  'GET /api/account/export': [200],
  'GET /api/account/logo': [200],
  'POST /api/account/logo': [200],
  'DELETE /api/account/logo': [200],
  'GET /api/auth/[...all]': [200],
  'POST /api/auth/[...all]': [405], // get-session answers GET only
  // 503 while BILLING_WEBHOOK_SECRET is unset (the e2e set-up), 401 for the unsigned body otherwise.
  'POST /api/billing/webhook': [401, 503],
  // Stripe is not configured in the e2e set-up: its webhook answers 503; the portal and cancel
  // forms send the signed-in person back to Configurações (303) instead of a provider.
  'POST /api/billing/stripe': [503],
  'POST /api/billing/stripe/checkout': [400], // an empty form names no offer
  'POST /api/billing/stripe/portal': [303],
  'POST /api/billing/stripe/cancel': [303],
  // The contract's PDF (a draft render), its link's PDF, and the public check of an empty body.
  'GET /api/contracts/[id]/pdf': [200],
  'GET /c/[token]/pdf': [200],
  'POST /api/contracts/verify': [400, 415],
  'GET /api/proposals/[id]/pdf': [200],
  'GET /api/proposals/sample/pdf': [200],
  // A receipt's PDF: the [id] here is no receipt of this account, so it is not found.
  'GET /api/receipts/[id]/pdf': [404],
  // A report's CSV: this account is on the Junior trial, so the plan refuses it (403).
  'GET /api/reports/[table]': [403],
  'GET /p/[token]/logo': [200],
  'GET /p/[token]/pdf': [200],
  // The public API: a browser session is not an API key (401 problem); its document and reference page are public.
  'GET /api/v1/clients': [401],
  'POST /api/v1/clients': [401],
  'GET /api/v1/clients/[id]': [401],
  'PATCH /api/v1/clients/[id]': [401],
  'DELETE /api/v1/clients/[id]': [401],
  'GET /api/v1/services': [401],
  'POST /api/v1/services': [401],
  'GET /api/v1/services/[id]': [401],
  'PATCH /api/v1/services/[id]': [401],
  'DELETE /api/v1/services/[id]': [401],
  'GET /api/v1/proposals': [401],
  'POST /api/v1/proposals': [401],
  'GET /api/v1/proposals/[id]': [401],
  'PATCH /api/v1/proposals/[id]': [401],
  'DELETE /api/v1/proposals/[id]': [401],
  'POST /api/v1/proposals/[id]/send': [401],
  'GET /api/v1/proposals/[id]/pdf': [401],
  'GET /api/v1/contracts': [401],
  'GET /api/v1/contracts/[id]': [401],
  'GET /api/v1/calculator': [401],
  'GET /api/v1/account': [401],
  'GET /api/v1/openapi.json': [200],
  'GET /api/v1/docs': [200],
  'GET /api/v1/docs/scalar.js': [200],
};

/** Public files of a package under /api, versioned by their address: cached for a year, never "no-store". */
const CACHED_FILES = new Set(['/api/v1/docs/scalar.js']);

const state = { proposalId: '', contractId: '', token: '', contractToken: '', logo: Buffer.alloc(0) };
/** A real value for each dynamic segment ([locale] is expanded below, one test per locale). */
const SEGMENT_VALUES: Partial<Record<string, (pattern: string) => string>> = {
  // A contract's pages take a contract's id; every other [id] is the proposal's.
  '[id]': (pattern) => (pattern.includes('/contracts/') ? state.contractId : state.proposalId),
  '[token]': (pattern) => (pattern.startsWith('/c/') ? state.contractToken : state.token),
  '[slug]': () => ARTICLES[0].slug,
  '[plan]': () => 'pleno',
  '[table]': () => 'revenue',
  '[...rest]': () => 'pagina-que-nao-existe',
  '[...all]': () => 'get-session',
};

type Check = { route: AppRoute; method: string; pattern: string };

/** One check per route, method and locale; removals last, so the logo is there for the routes that serve it. */
const checks: Check[] = routes
  .flatMap((route) =>
    route.methods.flatMap((method) => {
      if (!route.pattern.startsWith('/[locale]')) return [{ route, method, pattern: route.pattern }];
      return locales.map((locale) => {
        const prefix = locale === defaultLocale ? '' : `/${locale}`;
        return { route, method, pattern: prefix + route.pattern.slice('/[locale]'.length) || '/' };
      });
    }),
  )
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

const localeLess = (p: string) => p.replace(/^\/(en|es|de)(?=\/|$)/, '') || '/';
const isAppPage = (p: string) => /^\/app(\/|$)/.test(localeLess(p));
const isPublicLink = (p: string) => p.startsWith('/p/') || p.startsWith('/c/');
const signedInFor = (p: string) => isAppPage(p) || p.startsWith('/api/');

function address(pattern: string): string {
  return pattern.replace(/\[[^\]]+\]/g, (segment) => {
    const value = SEGMENT_VALUES[segment];
    if (!value) throw new Error(`No value for the segment ${segment} of ${pattern}: add one to SEGMENT_VALUES`);
    return value(pattern);
  });
}

function cspValues(res: APIResponse): string[] {
  return res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'content-security-policy')
    .map((h) => h.value);
}

/** The headers every answer carries, whatever its kind. */
function expectBaseline(res: APIResponse, path: string) {
  const headers = res.headers();
  expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{7,}/);
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['x-frame-options'], path).toBe('DENY');
  expect(headers['referrer-policy'], path).toBe(isPublicLink(path) ? 'no-referrer' : 'strict-origin-when-cross-origin');
  const csps = cspValues(res);
  expect(csps.length, `${path}: no Content-Security-Policy`).toBeGreaterThan(0);
  for (const csp of csps) {
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("base-uri 'none'");
  }
  if (CACHED_FILES.has(path)) {
    expect(headers['cache-control'], `${path}: a versioned public file`).toBe('public, max-age=31536000, immutable');
  } else if (isAppPage(path) || path.startsWith('/api/') || isPublicLink(path)) {
    // `next dev` (its CSP allows 'unsafe-eval') replaces a page's Cache-Control with its own
    // "no-store": there only that part can be checked. CI runs the production build.
    const dev = csps.some((csp) => csp.includes("'unsafe-eval'")) && (headers['content-type'] ?? '').startsWith('text/html');
    const expected = dev ? /\bno-store\b/ : /^(?=.*\bprivate\b)(?=.*\bno-store\b)/;
    expect(headers['cache-control'], `${path}: must never be cached`).toMatch(expected);
  }
  if (isPublicLink(path)) expect(headers['x-robots-tag'], path).toContain('noindex');
}

/** A page's full CSP: a fresh nonce on dynamic pages, carried by each inline script; none on the static marketing pages. */
async function expectPageCsp(res: APIResponse, route: AppRoute, path: string) {
  const csp = cspValues(res).find((v) => v.includes('script-src'));
  expect(csp, `${path}: no page CSP`).toBeDefined();
  expect(csp).toContain("default-src 'self'");
  if (route.groups.includes('(marketing)') && isStaticPublicPath(localeLess(path))) {
    // Static: no nonce and no 'unsafe-inline'; each inline script of the served HTML by its hash.
    expect(csp).not.toContain('nonce-');
    expect(/script-src [^;]*'unsafe-inline'/.test(csp!), `${path}: no 'unsafe-inline' scripts`).toBe(false);
    const allowed = /script-src ([^;]*)/.exec(csp!)![1].split(' ');
    for (const hash of inlineScriptHashes(await res.text())) expect(allowed, `${path}: ${hash}`).toContain(`'${hash}'`);
    return;
  }
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp!)?.[1];
  expect(nonce, `${path}: a dynamic page needs a nonce`).toBeTruthy();
  expect(/script-src [^;]*'unsafe-inline'/.test(csp!), `${path}: no 'unsafe-inline' scripts beside a nonce`).toBe(false);
  // Every inline script carries the nonce, but the document's theme script, the same text on every
  // page, which the policy allows by its hash.
  const allowed = /script-src ([^;]*)/.exec(csp!)![1].split(' ');
  for (const [, attrs, body] of (await res.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const given = /\bnonce="([^"]*)"/.exec(attrs)?.[1];
    if (given === undefined && !/\bsrc=/.test(attrs) && body === THEME_INIT_SCRIPT) {
      expect(allowed, `${path}: the theme script's hash`).toContain(`'${inlineScriptHashes(`<script>${body}</script>`)[0]}'`);
      continue;
    }
    if (given !== undefined || !/\bsrc=/.test(attrs)) expect(given, `${path}: <script${attrs}>`).toBe(nonce);
  }
}

// Unset when beforeAll failed before opening them.
let session: BrowserContext | undefined;
let guest: BrowserContext | undefined;

/** The context a route's user has, without the language remembered from an earlier request (it would redirect). */
async function contextFor(path: string, signedIn = signedInFor(path)) {
  const context = signedIn ? session : guest;
  if (!context) throw new Error('beforeAll did not open the browser contexts');
  await context.clearCookies({ name: 'NEXT_LOCALE' });
  return context.request;
}

test.describe('security headers on every route', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async ({ browser }) => {
    // An account with a sent proposal (its public link issued by the app) and a logo.
    const context = await browser.newContext({ baseURL: E2E.appUrl, locale: 'pt-BR' });
    const account = await createVerifiedAccount(context.request);
    await signIn(context, account.email, account.password);
    await seedServices(account.email, [{ name: 'Site institucional', baseHours: 20 }]);
    await seedClients(account.email, [{ name: 'Maria Cliente', email: 'maria.cliente@exemplo.com' }]);
    const page = await context.newPage();
    await page.goto('/app/proposals/new');
    await page.getByLabel('Cliente').selectOption({ label: 'Maria Cliente' });
    await page.getByLabel('Título').fill('Site da padaria');
    await page.getByLabel('Adicionar serviço').selectOption({ label: 'Site institucional' });
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await page.getByRole('button', { name: 'Enviar Proposta' }).click();
    // The first run of a dev server compiles the page on the way.
    await expect(page).toHaveURL(/\/app\/proposals\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    state.proposalId = page.url().split('/').pop()!;
    state.token = (await page.getByLabel('Link público da proposta').inputValue()).split('/p/')[1];
    expect(state.token).toMatch(/^[A-Za-z0-9_-]{48}$/);
    // A contract of that proposal, sent (its link issued), written as a row (its page renders on any plan).
    const share = { id: randomBytes(12).toString('base64url'), secret: randomBytes(24).toString('base64url') };
    state.contractToken = share.id + share.secret;
    state.contractId = await withDb(async (c) => {
      const { rows } = await c.query<{ id: string }>(
        `insert into contracts (user_id, proposal_id, template_id, language, title, client_name, status, share_id, share_secret, sent_at)
         select user_id, id, 'servicos_gerais', 'pt-BR', 'Contrato da padaria', client_name, 'enviado', $2, $3, now()
         from proposals where id = $1
         returning id`,
        [state.proposalId, share.id, share.secret],
      );
      await c.query(
        `insert into contract_versions (contract_id, user_id, version, title, clauses, field_values)
         select id, user_id, 1, title, '[{"key":"objeto","heading":"Objeto","paragraphs":["Site."]}]'::jsonb, '{}'::jsonb
         from contracts where id = $1`,
        [rows[0].id],
      );
      return rows[0].id;
    });
    state.logo = await sharp({ create: { width: 200, height: 80, channels: 4, background: '#0f766e' } })
      .png()
      .toBuffer();
    const upload = await context.request.post('/api/account/logo', {
      data: state.logo,
      headers: { origin: E2E.appUrl, 'content-type': 'image/png' },
    });
    expect(upload.status()).toBe(200);
    await page.close();
    session = context;
    guest = await browser.newContext({ baseURL: E2E.appUrl, locale: 'pt-BR' });
  });

  test.afterAll(async () => {
    await session?.close();
    await guest?.close();
  });

  test('every file under src/app is mapped to requests', () => {
    expect(unmapped, 'files under src/app this spec cannot reach: map them in support/app-routes.ts').toEqual([]);
    for (const { route, method } of checks) {
      if (route.kind === 'handler') expect(HANDLER_STATUS[`${method} ${route.pattern}`], `${method} ${route.file}`).toBeDefined();
      for (const segment of route.pattern.match(/\[[^\]]+\]/g) ?? [])
        if (segment !== '[locale]') expect(SEGMENT_VALUES[segment], `${segment} in ${route.file}`).toBeDefined();
    }
    expect(checks.length).toBeGreaterThan(40);
  });

  for (const check of checks) {
    test(`${check.method} ${check.pattern}`, async () => {
      const { route, method } = check;
      const path = address(check.pattern);
      const res = await (
        await contextFor(path)
      ).fetch(path, {
        method,
        maxRedirects: 0,
        headers: { origin: E2E.appUrl },
        // The logo upload sends an image; the other writes an empty body.
        ...(method === 'POST' && path === '/api/account/logo'
          ? { data: state.logo, headers: { origin: E2E.appUrl, 'content-type': 'image/png' } }
          : {}),
      });
      if (route.kind === 'handler') expect(HANDLER_STATUS[`${method} ${route.pattern}`], path).toContain(res.status());
      // /app itself only sends a signed-in person to the dashboard: a real 307 since its status is
      // decided before streaming (no app-wide loading boundary).
      const appIndex = /^(\/(en|es|de))?\/app$/.test(path);
      // A project's page is Web Designer's: for this Junior trial account it is not found (404).
      const notFound = route.pattern.endsWith('[...rest]') || route.pattern.endsWith('/app/projects/[id]');
      if (route.kind !== 'handler') expect(res.status(), path).toBe(notFound ? 404 : appIndex ? 307 : 200);
      if (appIndex) expect(res.headers().location, path).toMatch(/\/app\/dashboard$/);
      expectBaseline(res, path);
      if (route.kind === 'page' && !appIndex) await expectPageCsp(res, route, path);

      // Without a session an /app page only redirects to the sign-in, with the same headers.
      if (isAppPage(path)) {
        const away = await (await contextFor(path, false)).get(path, { maxRedirects: 0 });
        expect(away.status(), path).toBe(307);
        expect(away.headers().location).toContain('/auth/login');
        expectBaseline(away, path);
      }
    });
  }
});
