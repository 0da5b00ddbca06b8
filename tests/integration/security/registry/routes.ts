// Every route handler (src/app/**/route.ts) and HTTP method, called for real with a Request from
// B's browser (B's session cookie; next/headers sees the same headers, as in Next.js).
import sharp from 'sharp';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET as exportGet } from '@/app/api/account/export/route';
import { DELETE as logoDelete, GET as logoGet, POST as logoPost } from '@/app/api/account/logo/route';
import { GET as authGetRoute, POST as authPostRoute } from '@/app/api/auth/[...all]/route';
import { GET as contractPdfGet } from '@/app/api/contracts/[id]/pdf/route';
import { POST as contractVerifyPost } from '@/app/api/contracts/verify/route';
import { GET as linkedContractPdfGet } from '@/app/c/[token]/pdf/route';
import { POST as stripeCheckoutPost } from '@/app/api/billing/stripe/checkout/route';
import { POST as stripeCancelPost } from '@/app/api/billing/stripe/cancel/route';
import { POST as stripePortalPost } from '@/app/api/billing/stripe/portal/route';
import { POST as stripeWebhookPost } from '@/app/api/billing/stripe/route';
import { GET as pdfGet } from '@/app/api/proposals/[id]/pdf/route';
import { GET as reportCsvGet } from '@/app/api/reports/[table]/route';
import { TABLE_IDS } from '@/features/reports/tables';
import { GET as publicLogoGet } from '@/app/p/[token]/logo/route';
import { GET as publicPdfGet } from '@/app/p/[token]/pdf/route';
import { sessions, subscriptions } from '@/db/schema';
import { billingEvent, deliver } from '../../support/billing-webhook';
import { requestAs, type Session } from '../request-scope';
import { answer, leaksIn, likeUnknown, MARKER_B, unknownToken, wrongTokensFor, type Entry } from './helpers';

const NOT_FOUND = { status: 404, body: { error: 'NOT_FOUND' } };
const params = <T>(value: T) => ({ params: Promise.resolve(value) });

const authCall = (session: Session, path: string, json?: unknown) =>
  json === undefined
    ? authGetRoute(requestAs(session, `/api/auth${path}`))
    : authPostRoute(requestAs(session, `/api/auth${path}`, { method: 'POST', json }));

/** Whose session a cookie opens, through the real handler. */
const sessionUser = async (session: Session) =>
  ((await (await authCall(session, '/get-session')).json()) as { user?: { id: string } } | null)?.user?.id;

const logoBytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

export const routeEntries: Record<string, Entry> = {
  'GET /api/auth/[...all]': {
    takes: 'none',
    why: 'better-auth’s reads (session, sessions, accounts) answer for the cookie’s own user only',
    check: async (w) => {
      expect(await sessionUser(w.b.session)).toBe(w.b.userId);
      for (const path of ['/get-session', '/list-sessions', '/list-accounts']) {
        const response = await authCall(w.b.session, path);
        const body = await response.text();
        expect(response.status, path).toBe(200);
        expect(body, path).toContain(w.b.userId);
        expect(leaksIn(body, w.secretsOfA), path).toEqual([]);
      }
    },
  },
  // Takes A's session token (revoke-session) or A's ids smuggled into B's own changes.
  'POST /api/auth/[...all]': {
    takes: 'token',
    check: async (w) => {
      const tokens = await w.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, w.a.userId));
      // Revoking A's session answers as for a token that exists nowhere, and A stays signed in.
      await likeUnknown(
        tokens.map((t) => t.token),
        async (token) => answer(await authCall(w.b.session, '/revoke-session', { token })),
        { status: 200 },
      );
      // An id smuggled into B's own profile change is ignored: B's row changes, A's does not.
      const update = await authCall(w.b.session, '/update-user', {
        name: `Pessoa ${MARKER_B} 2`,
        id: w.a.userId,
        userId: w.a.userId,
      });
      expect(update.status).toBe(200);
      expect(await sessionUser(w.a.session)).toBe(w.a.userId);
      expect(await sessionUser(w.b.session)).toBe(w.b.userId);
    },
  },
  'GET /api/account/logo': {
    takes: 'none',
    why: 'serves the session user’s own logo; the address has no id',
    check: async (w) => {
      const response = await logoGet(requestAs(w.b.session, '/api/account/logo'));
      if (response.status === 200) expect((await logoBytes(response)).equals(w.a.logo!)).toBe(false);
      else expect(await answer(response)).toEqual(NOT_FOUND);
    },
  },
  'POST /api/account/logo': {
    takes: 'none',
    why: 'replaces the session user’s own logo; the address has no id',
    check: async (w) => {
      const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#0f766e' } })
        .png()
        .toBuffer();
      const response = await logoPost(requestAs(w.b.session, '/api/account/logo', { method: 'POST', body: new Uint8Array(png) }));
      expect(await answer(response)).toEqual({ status: 200, body: { ok: true } });
      const own = await logoBytes(await logoGet(requestAs(w.b.session, '/api/account/logo')));
      expect(own.equals(w.a.logo!)).toBe(false);
    },
  },
  'DELETE /api/account/logo': {
    takes: 'none',
    why: 'removes the session user’s own logo; the address has no id',
    check: async (w) => {
      const response = await logoDelete(requestAs(w.b.session, '/api/account/logo', { method: 'DELETE' }));
      expect(await answer(response)).toEqual({ status: 200, body: { ok: true } });
    },
  },
  'GET /api/account/export': {
    takes: 'none',
    why: 'exports the session user’s own data',
    check: async (w) => {
      // The handler takes no Request: it reads the session of the request in scope (B's).
      requestAs(w.b.session, '/api/account/export');
      const text = await (await exportGet()).text();
      expect(text).toContain(MARKER_B);
      expect(leaksIn(text, w.secretsOfA)).toEqual([]);
    },
  },
  'GET /api/reports/[table]': {
    takes: 'none',
    why: 'the session user’s own figures; the segment is a table name from a fixed list',
    check: async (w) => {
      const get = (table: string) =>
        reportCsvGet(
          requestAs(w.b.session, `/api/reports/${table}?period=custom&from=2020-01-01&to=2030-12-31`),
          params({ table }),
        );
      // B is on Junior: refused, whatever the table.
      expect((await get('revenue')).status).toBe(403);
      // On Senior for a moment: every table is B's alone.
      const [before] = await w.db.select().from(subscriptions).where(eq(subscriptions.userId, w.b.userId));
      await w.db.update(subscriptions).set({ plan: 'senior', status: 'active' }).where(eq(subscriptions.userId, w.b.userId));
      try {
        for (const table of TABLE_IDS) {
          const response = await get(table);
          expect(response.status, table).toBe(200);
          expect(leaksIn(await response.text(), w.secretsOfA), table).toEqual([]);
        }
      } finally {
        await w.db.update(subscriptions).set(before).where(eq(subscriptions.userId, w.b.userId));
      }
    },
  },
  'GET /api/proposals/[id]/pdf': {
    takes: 'id',
    check: async (w) => {
      const get = async (id: string) => answer(await pdfGet(requestAs(w.b.session, `/api/proposals/${id}/pdf`), params({ id })));
      await likeUnknown([...Object.values(w.a.proposal), ...Object.values(w.a.token)], get, NOT_FOUND);
      // The same call as A gets A's PDF: the 404s above are about the owner, not a broken request.
      const own = await pdfGet(
        requestAs(w.a.session, `/api/proposals/${w.a.proposal.sent}/pdf`),
        params({ id: w.a.proposal.sent }),
      );
      expect([own.status, own.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    },
  },
  'GET /api/proposals/sample/pdf': {
    takes: 'none',
    why: 'renders the built-in example proposal; of the user it reads only the plan (for the template)',
  },
  'POST /api/billing/webhook': {
    takes: 'none',
    why: 'no session: the payment provider’s HMAC-signed event names an e-mail; unsigned or wrongly signed, it changes nothing',
    check: async (w) => {
      const event = billingEvent('purchase.approved', w.a.email, 'senior');
      expect((await deliver(event, { signature: null })).status).toBe(400);
      expect((await deliver(event, { secret: 'a-guessed-secret-0123456789abcdef-0123' })).status).toBe(401);
    },
  },
  'POST /api/billing/stripe': {
    takes: 'none',
    why: 'no session: Stripe’s signed event names a Stripe customer; unsigned, wrongly signed or with Stripe unset it changes nothing (tests/integration/features/billing/stripe-webhook.test.ts)',
    check: async () => {
      const response = await stripeWebhookPost(
        new Request('http://localhost:3000/api/billing/stripe', { method: 'POST', body: '{}' }),
      );
      expect(response.status).toBeGreaterThanOrEqual(400);
    },
  },
  'POST /api/billing/stripe/portal': {
    takes: 'none',
    why: 'opens the Stripe customer portal of the session’s own customer; the form carries only a locale',
    check: async (w) => {
      const form = new URLSearchParams({ locale: 'pt-BR', customer: 'cus_of_a', userId: w.a.userId });
      const response = await stripePortalPost(
        requestAs(w.b.session, '/api/billing/stripe/portal', { method: 'POST', body: form }),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toMatch(/\/app\/settings\?tab=subscription$/);
    },
  },
  'POST /api/billing/stripe/cancel': {
    takes: 'none',
    why: 'cancels the session’s own Stripe subscription at its period end; the form carries only a locale',
    check: async (w) => {
      const before = await w.db.select().from(subscriptions).where(eq(subscriptions.userId, w.a.userId));
      const form = new URLSearchParams({ locale: 'pt-BR', subscription: 'sub_of_a', userId: w.a.userId });
      const response = await stripeCancelPost(
        requestAs(w.b.session, '/api/billing/stripe/cancel', { method: 'POST', body: form }),
      );
      expect(response.status).toBe(303);
      expect(await w.db.select().from(subscriptions).where(eq(subscriptions.userId, w.a.userId))).toEqual(before);
    },
  },
  'POST /api/billing/stripe/checkout': {
    takes: 'none',
    why: 'starts a checkout for the session’s own user; the form names a plan and a way to pay, never an account',
    check: async (w) => {
      const before = await w.db.select().from(subscriptions).where(eq(subscriptions.userId, w.a.userId));
      const form = new URLSearchParams({ plan: 'senior', kind: 'subscription', userId: w.a.userId, customer: w.a.userId });
      const response = await stripeCheckoutPost(
        requestAs(w.b.session, '/api/billing/stripe/checkout', { method: 'POST', body: form }),
      );
      expect(response.status).toBe(303);
      expect(await w.db.select().from(subscriptions).where(eq(subscriptions.userId, w.a.userId))).toEqual(before);
    },
  },
  'GET /p/[token]/pdf': {
    takes: 'token',
    check: async (w) => {
      const get = async (token: string) =>
        answer(await publicPdfGet(requestAs(w.b.session, `/p/${token}/pdf`), params({ token })));
      await likeUnknown(wrongTokensFor(w.a), get, NOT_FOUND, unknownToken());
      const exact = await publicPdfGet(requestAs(w.b.session, `/p/${w.a.token.sent}/pdf`), params({ token: w.a.token.sent }));
      expect(exact.status).toBe(200);
    },
  },
  'GET /p/[token]/logo': {
    takes: 'token',
    check: async (w) => {
      const get = async (token: string) =>
        answer(await publicLogoGet(requestAs(w.b.session, `/p/${token}/logo`), params({ token })));
      await likeUnknown(wrongTokensFor(w.a), get, NOT_FOUND, unknownToken());
      const exact = await publicLogoGet(requestAs(w.b.session, `/p/${w.a.token.sent}/logo`), params({ token: w.a.token.sent }));
      expect((await logoBytes(exact)).equals(w.a.logo!)).toBe(true);
    },
  },
  'GET /api/contracts/[id]/pdf': {
    takes: 'id',
    check: async (w) => {
      const { signed, sent: draft } = w.a.pdfContracts;
      const get = async (id: string) =>
        answer(await contractPdfGet(requestAs(w.b.session, `/api/contracts/${id}/pdf`), params({ id })));
      await likeUnknown([signed.id, draft.id, signed.versionId, signed.token, 'not-a-uuid'], get, NOT_FOUND);
      const own = await contractPdfGet(requestAs(w.a.session, `/api/contracts/${draft.id}/pdf`), params({ id: draft.id }));
      expect([own.status, own.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    },
  },
  'GET /c/[token]/pdf': {
    takes: 'token',
    check: async (w) => {
      const seeded = w.a.pdfContracts.sent;
      const get = async (token: string) =>
        answer(await linkedContractPdfGet(requestAs(w.b.session, `/c/${token}/pdf`), params({ token })));
      const flipped = seeded.token.slice(0, -1) + (seeded.token.endsWith('A') ? 'B' : 'A');
      const wrong = [seeded.id, seeded.token.slice(0, 16) + 'x'.repeat(32), flipped, seeded.token.slice(16)];
      await likeUnknown([...wrong, ...wrongTokensFor(w.a)], get, NOT_FOUND, unknownToken());
      const exact = await linkedContractPdfGet(requestAs(w.b.session, `/c/${seeded.token}/pdf`), params({ token: seeded.token }));
      expect([exact.status, exact.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    },
  },
  'POST /api/contracts/verify': {
    takes: 'none',
    why: 'public check of a PDF or a hash: answers only whether it matches a signed contract, with its title and masked signers; no id is taken or shown',
    check: async (w) => {
      const seeded = w.a.pdfContracts.signed;
      const response = await contractVerifyPost(
        requestAs(w.b.session, '/api/contracts/verify', { method: 'POST', json: { hash: seeded.contentSha256 } }),
      );
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(JSON.parse(text)).toMatchObject({ valid: true, version: 1 });
      expect(leaksIn(text, [...w.secretsOfA, seeded.id, seeded.versionId, seeded.token, '52998224725', '@exemplo'])).toEqual([]);
    },
  },
};
