// Fuzzing of the app's route handlers: the billing webhook, the logo upload, the data
// export and the PDF and logo routes, each called FUZZ_RUNS (200) times with bad bodies, params,
// query strings and cookies. Never a 5xx, never a stack trace, no row written by a refused request.
// The auth routes (better-auth) are in fuzz-auth-routes.test.ts. Replay with FUZZ_SEED=<seed>.
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.BILLING_WEBHOOK_SECRET = 'integration-billing-secret-0123456789abcdef';
});
vi.mock('next/headers', () => import('./next-request'));
vi.mock('@/features/auth/session', () => import('./session-stub'));
// The sample PDF's model depends only on the language: the real renderer draws each distinct
// model once per language and edition, and the same bytes are answered after that (a render takes
// 0.1-0.4 s; the fuzzed query and cookies only choose among the four languages).
vi.mock('@/features/proposals/pdf/render', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/features/proposals/pdf/render')>();
  const drawn = new Map<string, Promise<Buffer>>();
  return {
    ...real,
    renderProposalPdf: (
      model: Parameters<typeof real.renderProposalPdf>[0],
      options: Parameters<typeof real.renderProposalPdf>[1],
    ) => {
      // The issue date is "now" on every call: left out of the key.
      const key = `${JSON.stringify({ ...model, issuedAt: null })}|${options.locale}|${options.edition}`;
      if (!drawn.has(key)) drawn.set(key, real.renderProposalPdf(model, options));
      return drawn.get(key)!;
    },
  };
});

import * as logoRoute from '@/app/api/account/logo/route';
import { GET as exportRoute } from '@/app/api/account/export/route';
import { POST as stripeCancelRoute } from '@/app/api/billing/stripe/cancel/route';
import { POST as stripeCheckoutRoute } from '@/app/api/billing/stripe/checkout/route';
import { POST as stripePortalRoute } from '@/app/api/billing/stripe/portal/route';
import { POST as webhookRoute } from '@/app/api/billing/webhook/route';
import { GET as contractPdfRoute } from '@/app/api/contracts/[id]/pdf/route';
import { POST as contractVerifyRoute } from '@/app/api/contracts/verify/route';
import { GET as linkedContractPdfRoute } from '@/app/c/[token]/pdf/route';
import { GET as proposalPdfRoute } from '@/app/api/proposals/[id]/pdf/route';
import { GET as reportCsvRoute } from '@/app/api/reports/[table]/route';
import { GET as samplePdfRoute } from '@/app/api/proposals/sample/pdf/route';
import { GET as sharedLogoRoute } from '@/app/p/[token]/logo/route';
import { GET as sharedPdfRoute } from '@/app/p/[token]/pdf/route';
import { getDb } from '@/db';
import { signatureHeader } from '@/features/billing/signature';
import { seedContract, type SeededContract } from '../support/contract-pdf-fixture';
import { badBody, badId, badPathSegment, payloadString } from './bad-inputs';
import { type FuzzAccount, freshIp, seedFuzzAccounts } from './fuzz-fixtures';
import { BASE, fuzzRoute, headerSafe, type RouteCall, routeTally } from './route-harness';

const SECRET = 'integration-billing-secret-0123456789abcdef';
const FUZZ_TIMEOUT = 120_000;
let owner: FuzzAccount;
let other: FuzzAccount;

beforeAll(async () => {
  ({ owner, other } = await seedFuzzAccounts());
  // The webhook logs every refusal (by design); 200 of them would bury the test output.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
}, 60_000);

afterAll(() => routeTally.print('Route handlers fuzzed:'));

/** A header value an HTTP client could send: printable text and payloads. */
const headerValue = fc
  .oneof(payloadString, fc.string({ maxLength: 200 }), fc.string({ unit: 'binary-ascii', maxLength: 50 }))
  .filter(headerSafe);

/** Who calls: mostly the owner (so the body is what gets tested), else no, garbage or tampered cookies. */
const cookie = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(owner.cookie) },
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: headerValue.map((v) => `valora.session_token=${v}`) },
    { weight: 1, arbitrary: fc.nat().map((i) => tamper(owner.cookie, i)) },
  );
const tamper = (text: string, at: number) => {
  const i = 22 + (at % (text.length - 22)); // after "valora.session_token="
  return `${text.slice(0, i)}${text[i] === 'A' ? 'B' : 'A'}${text.slice(i + 1)}`;
};
/** Origin and Sec-Fetch-Site as a browser sends them: ours (mostly), another site, or none. */
const origin = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Record<string, string>>({ origin: BASE, 'sec-fetch-site': 'same-origin' }) },
  { weight: 1, arbitrary: fc.constant<Record<string, string>>({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ),
  },
);

describe('fuzz: billing webhook', () => {
  it('POST /api/billing/webhook', { timeout: FUZZ_TIMEOUT }, async () => {
    const now = () => Math.floor(Date.now() / 1000);
    const event = {
      id: 'evt_fuzz',
      type: 'purchase.approved',
      created: now(),
      data: { email: 'comprador@exemplo.com', plan: 'pleno' },
    };
    const body = fc.oneof(
      { weight: 3, arbitrary: badBody(event) },
      {
        weight: 1,
        arbitrary: badBody(event.data).map(
          (data) => `{"id":"evt_d","type":"purchase.approved","created":${now()},"data":${data}}`,
        ),
      },
    );
    // Most bodies are signed with the right secret, so they reach the parser; the rest test the signature checks.
    const signature = fc.oneof(
      { weight: 4, arbitrary: fc.constant('sign') },
      { weight: 1, arbitrary: headerValue },
      { weight: 1, arbitrary: fc.integer({ min: -1e10, max: 1e12 }).map((t) => `t=${t},v1=${'a'.repeat(64)}`) },
      { weight: 1, arbitrary: fc.constant(`t=${now()},${'v1=00,'.repeat(300)}`) },
    );
    const calls = fc.tuple(body, signature, origin).map(([text, sig, headers]): RouteCall => {
      const value = sig === 'sign' ? signatureHeader(SECRET, text) : sig;
      return {
        path: '/api/billing/webhook',
        body: text,
        headers: { 'content-type': 'application/json', 'x-valora-signature': value, ...headers },
      };
    });
    await fuzzRoute('POST /api/billing/webhook', calls, webhookRoute);
  });
});

describe('fuzz: Stripe checkout form (Stripe not configured here: the plan page answers)', () => {
  it('POST /api/billing/stripe/checkout', { timeout: FUZZ_TIMEOUT }, async () => {
    const field = fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom('pleno', 'pleno_vitalicio', 'subscription', 'pix_1m', 'lifetime', 'pt-BR', 'de') },
      { weight: 1, arbitrary: payloadString },
    );
    const form = fc
      .dictionary(fc.constantFrom('plan', 'kind', 'locale', '__proto__', 'userId'), field, { maxKeys: 4 })
      .map((fields) => new URLSearchParams(Object.entries(fields)).toString());
    const body = fc.oneof(
      { weight: 3, arbitrary: form },
      { weight: 1, arbitrary: badBody({ plan: 'pleno', kind: 'subscription' }) },
    );
    const calls = fc.tuple(body, cookie(), origin).map(([text, c, headers]): RouteCall => ({
      path: '/api/billing/stripe/checkout',
      body: text,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: c, ...headers },
    }));
    await fuzzRoute('POST /api/billing/stripe/checkout', calls, stripeCheckoutRoute, { minRefusedShare: 0 });
  });
});

describe('fuzz: Stripe portal and cancel forms (Stripe not configured here: back to the tab)', () => {
  for (const [name, route] of [
    ['portal', stripePortalRoute],
    ['cancel', stripeCancelRoute],
  ] as const) {
    it(`POST /api/billing/stripe/${name}`, { timeout: FUZZ_TIMEOUT }, async () => {
      const body = fc.oneof(
        {
          weight: 2,
          arbitrary: fc
            .dictionary(fc.constantFrom('locale', 'customer', '__proto__'), payloadString, { maxKeys: 3 })
            .map((f) => new URLSearchParams(Object.entries(f)).toString()),
        },
        { weight: 1, arbitrary: badBody({ locale: 'pt-BR' }) },
      );
      const calls = fc.tuple(body, cookie(), origin).map(([text, c, headers]): RouteCall => ({
        path: `/api/billing/stripe/${name}`,
        body: text,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: c, ...headers },
      }));
      await fuzzRoute(`POST /api/billing/stripe/${name}`, calls, route, { minRefusedShare: 0 });
    });
  }
});

describe('fuzz: logo upload and removal', () => {
  it('POST /api/account/logo', { timeout: FUZZ_TIMEOUT }, async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#4f46e5' } })
      .png()
      .toBuffer();
    const PNG_MAGIC = png.subarray(0, 8);
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 2048 }),
      fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.concat([PNG_MAGIC, b])),
      fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), b])),
      fc.nat({ max: png.length - 1 }).map((n) => png.subarray(0, n)), // truncated
      fc.tuple(fc.nat({ max: png.length - 1 }), fc.integer({ min: 1, max: 255 })).map(([i, x]) => {
        const copy = Buffer.from(png);
        copy[i] ^= x; // one corrupted byte
        return copy;
      }),
      badBody().map((text) => Buffer.from(text)),
    );
    // A declared length over 5 MB is refused before reading; a wrong small one must not matter either.
    const length = fc.oneof(fc.constant(undefined), fc.constantFrom('6000000', '-1', 'abc', '1e309', '0'));
    const calls = fc.tuple(bytes, length, cookie(), origin).map(([body, declared, c, headers]): RouteCall => ({
      path: '/api/account/logo',
      body: new Uint8Array(body),
      headers: {
        'content-type': 'image/png',
        ...(declared ? { 'content-length': declared } : {}),
        ...(c ? { cookie: c } : {}),
        ...headers,
      },
    }));
    await fuzzRoute('POST /api/account/logo', calls, logoRoute.POST);
  });

  it('DELETE and GET /api/account/logo', { timeout: FUZZ_TIMEOUT }, async () => {
    const calls = (method: string) =>
      fc.tuple(cookie(), origin, headerValue).map(([c, headers, junk]): RouteCall => ({
        method,
        path: '/api/account/logo',
        headers: { ...(c ? { cookie: c } : {}), ...headers, 'x-junk': junk },
      }));
    // Removing a logo is valid for the signed-in owner from our origin (and writes); the rest must be refused.
    await fuzzRoute('DELETE /api/account/logo', calls('DELETE'), logoRoute.DELETE, { minRefusedShare: 0.3 });
    await fuzzRoute('GET /api/account/logo', calls('GET'), logoRoute.GET, { readOnly: true, minRefusedShare: 0 });
  });
});

describe('fuzz: export and PDF routes', () => {
  const query = fc.oneof(
    fc.constant(''),
    fc.oneof(payloadString, badPathSegment).map((v) => `?locale=${encodeURIComponent(v)}`),
    fc.constant('?locale=en&locale=de&__proto__=1'),
  );

  it('GET /api/account/export', { timeout: FUZZ_TIMEOUT }, async () => {
    const calls = fc.tuple(cookie(), query).map(([c, q]): RouteCall => ({
      path: `/api/account/export${q}`,
      headers: c ? { cookie: c } : {},
    }));
    await fuzzRoute('GET /api/account/export', calls, () => exportRoute(), { readOnly: true, minRefusedShare: 0 });
  });

  it('GET /api/proposals/{id}/pdf', { timeout: FUZZ_TIMEOUT }, async () => {
    // Every id but the owner's own: unknown, malformed, or another account's (which must read as not found).
    const ids = fc
      .oneof(badId(other.proposalIds), badPathSegment)
      .filter((id): id is string => typeof id === 'string' && id.isWellFormed()); // an address decodes to well-formed text
    const calls = fc
      .tuple(ids, query, fc.constantFrom('', 'NEXT_LOCALE=xx; ', 'NEXT_LOCALE=%00; '))
      .map(([id, q, localeCookie]): RouteCall => ({
        path: `/api/proposals/${encodeURIComponent(id)}/pdf${q}`,
        headers: { cookie: `${localeCookie}${owner.cookie}` },
        params: { id },
      }));
    await fuzzRoute('GET /api/proposals/{id}/pdf', calls, proposalPdfRoute, { readOnly: true });
  });

  it('GET /api/proposals/sample/pdf', { timeout: FUZZ_TIMEOUT }, async () => {
    // The query and the language cookie are the only inputs; a signed-in call renders the sample PDF.
    const calls = fc.tuple(fc.oneof(fc.constant(''), cookie()), query, headerValue).map(([c, q, lang]): RouteCall => ({
      path: `/api/proposals/sample/pdf${q}`,
      headers: { cookie: `NEXT_LOCALE=${encodeURIComponent(lang)}; ${c}` },
    }));
    await fuzzRoute('GET /api/proposals/sample/pdf', calls, samplePdfRoute, { readOnly: true, minRefusedShare: 0 });
  });

  it('GET /p/{token}/pdf and /p/{token}/logo', { timeout: FUZZ_TIMEOUT }, async () => {
    // Tokens: anything, token-shaped, the other account's draft-free token with a wrong secret.
    const tokens = fc.oneof(
      badPathSegment,
      fc.constant(`${other.tokens[0].slice(0, 16)}${'A'.repeat(32)}`),
      fc.constant(other.tokens[0].slice(0, 47)),
      fc.constant(`${other.tokens[0]}x`),
    );
    const calls = (suffix: string) =>
      fc.tuple(tokens, headerValue).map(([token, forwarded]): RouteCall => ({
        path: `/p/${encodeURIComponent(token)}/${suffix}`,
        headers: { 'x-forwarded-for': forwarded || freshIp() },
        params: { token },
      }));
    // The PDF route counts renders per address in rate_limits (only for a real link); left out like the actions'.
    await fuzzRoute('GET /p/{token}/pdf', calls('pdf'), sharedPdfRoute, { readOnly: true, exclude: ['rate_limits'] });
    await fuzzRoute('GET /p/{token}/logo', calls('logo'), sharedLogoRoute, { readOnly: true });
  });
});

describe('fuzz: reports CSV route', () => {
  it('GET /api/reports/{table}', { timeout: FUZZ_TIMEOUT }, async () => {
    // The owner is on Senior: a known table with any period answers a file; anything else a 4xx.
    const table = fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom('revenue', 'funnel', 'refusals', 'clients', 'pipeline') },
      { weight: 1, arbitrary: badPathSegment.filter((v) => v.isWellFormed()) },
    );
    const value = fc.oneof(
      fc.constantFrom('month', '3m', '6m', '12m', 'year', 'custom', '2026-02-30', '2026-01-01', '1999-12-31', '2999-12-31'),
      payloadString,
      badPathSegment,
    );
    const query = fc
      .dictionary(fc.constantFrom('period', 'from', 'to', 'locale', '__proto__'), value, { maxKeys: 4 })
      .map((fields) => `?${new URLSearchParams(Object.entries(fields)).toString()}`);
    const calls = fc.tuple(table, query, cookie()).map(([t, q, c]): RouteCall => ({
      path: `/api/reports/${encodeURIComponent(t)}${q}`,
      headers: c ? { cookie: c } : {},
      params: { table: t },
    }));
    // Read-only, but for the discount figure's cache (migration 0026): the first report at a new
    // calculator rate stores the rate and recomputes the account's discount columns once.
    await fuzzRoute('GET /api/reports/{table}', calls, reportCsvRoute, {
      readOnly: true,
      minRefusedShare: 0,
      exclude: ['report_discount_rates', 'report_created_days'],
    });
  });
});

describe('fuzz: contract PDF and verification routes', () => {
  let others: SeededContract[];
  beforeAll(async () => {
    others = [
      await seedContract(getDb(), other.userId, { status: 'assinado' }),
      await seedContract(getDb(), other.userId, { status: 'enviado' }),
    ];
  });

  it('GET /api/contracts/{id}/pdf', { timeout: FUZZ_TIMEOUT }, async () => {
    // Every id but the owner's own: unknown, malformed, or another account's (which must read as not found).
    const ids = fc
      .oneof(badId(others.flatMap((c) => [c.id, c.versionId])), badPathSegment)
      .filter((id): id is string => typeof id === 'string' && id.isWellFormed());
    const calls = fc.tuple(ids, cookie()).map(([id, c]): RouteCall => ({
      path: `/api/contracts/${encodeURIComponent(id)}/pdf`,
      headers: c ? { cookie: c } : {},
      params: { id },
    }));
    await fuzzRoute('GET /api/contracts/{id}/pdf', calls, contractPdfRoute, { readOnly: true });
  });

  it('GET /c/{token}/pdf', { timeout: FUZZ_TIMEOUT }, async () => {
    const token = others[1].token;
    const tokens = fc.oneof(
      badPathSegment,
      fc.constant(`${token.slice(0, 16)}${'A'.repeat(32)}`),
      fc.constant(token.slice(0, 47)),
      fc.constant(`${token}x`),
      fc.constant(others[1].id),
    );
    const calls = fc.tuple(tokens, headerValue).map(([t, forwarded]): RouteCall => ({
      path: `/c/${encodeURIComponent(t)}/pdf`,
      headers: { 'x-forwarded-for': forwarded || freshIp() },
      params: { token: t },
    }));
    await fuzzRoute('GET /c/{token}/pdf', calls, linkedContractPdfRoute, { readOnly: true, exclude: ['rate_limits'] });
  });

  it('POST /api/contracts/verify', { timeout: FUZZ_TIMEOUT }, async () => {
    const hash = others[0].contentSha256;
    const multipart = (parts: [string, string | Uint8Array][]) => {
      const boundary = '----fuzzboundary7MA4YWxk';
      const chunks: Buffer[] = [];
      for (const [name, value] of parts) {
        const file = typeof value !== 'string';
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="c.pdf"\r\nContent-Type: application/pdf' : ''}\r\n\r\n`,
          ),
          Buffer.from(value),
          Buffer.from('\r\n'),
        );
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      return { body: new Uint8Array(Buffer.concat(chunks)), type: `multipart/form-data; boundary=${boundary}` };
    };
    const json = fc
      .oneof(
        badBody({ hash }),
        fc
          .constantFrom(hash.toUpperCase(), ` ${hash.slice(0, 32)}\n${hash.slice(32)} `, hash.slice(1), `${hash}0`)
          .map((h) => JSON.stringify({ hash: h })),
      )
      .map((text) => ({ body: text, type: 'application/json' }));
    const form = fc.oneof(
      fc.uint8Array({ maxLength: 4096 }).map((bytes) => multipart([['file', bytes]])),
      fc.oneof(payloadString, badPathSegment).map((text) => multipart([['hash', text]])),
      fc.constant(multipart([])),
      fc.constant(multipart([['file', new Uint8Array(0)]])),
      badBody().map((text) => ({ body: text, type: 'multipart/form-data; boundary=x' })),
    );
    const odd = fc
      .tuple(badBody(), fc.constantFrom('text/plain', '', 'application/pdf', 'multipart/form-data'))
      .map(([text, type]) => ({ body: text, type }));
    const calls = fc.tuple(fc.oneof(json, form, odd), origin).map(([{ body, type }, headers]): RouteCall => ({
      path: '/api/contracts/verify',
      body,
      headers: { ...(type ? { 'content-type': type } : {}), 'x-forwarded-for': freshIp(), ...headers },
    }));
    // A file that matches nothing is a valid question (200, "no match"): only the share of refusals is relaxed.
    await fuzzRoute('POST /api/contracts/verify', calls, contractVerifyRoute, {
      readOnly: true,
      exclude: ['rate_limits'],
      minRefusedShare: 0.3,
    });
  });
});
