// After buying through Stripe: /pay/sucesso's state, "Gerenciar pagamento" and "Cancelar plano".
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as cancelRoute } from '@/app/api/billing/stripe/cancel/route';
import { POST as portalRoute } from '@/app/api/billing/stripe/portal/route';
import { getDb } from '@/db';
import { subscriptions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { startStripeCheckout } from '@/features/billing/stripe/checkout';
import { readCheckoutStatus } from '@/features/billing/stripe/checkout-status';
import { BASE_URL } from '../../support/auth-client';
import { deliverStripe, useStripeStandIn } from '../../support/stripe';
import { signIn } from '../../security/request-scope';

const stripe = useStripeStandIn();

let n = 0;
async function newAccount() {
  const email = `conta${++n}@exemplo.com`;
  const userId = await createVerifiedUser(getDb(), { email, password: 'senha-forte-123' });
  return { userId, email, session: await signIn(userId, email, 'senha-forte-123', `203.0.113.${50 + n}`) };
}
const rowOf = async (userId: string) =>
  (await getDb().query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) }))!;

function form(route: typeof portalRoute, path: string, cookie?: string, origin = BASE_URL) {
  const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded', origin });
  if (cookie) headers.set('cookie', cookie);
  return route(new Request(`${BASE_URL}${path}`, { method: 'POST', headers, body: 'locale=en' }));
}

async function buy(userId: string, email: string, kind: 'subscription' | 'pix_1m', method: 'card' | 'pix' = 'card') {
  const started = await startStripeCheckout(getDb(), { userId, email, locale: 'pt-BR' }, 'pleno', kind);
  if (!started.ok || !started.sessionId) throw new Error('no checkout');
  for (const e of await stripe.standIn().completeSession(started.sessionId, { method, deliver: false }))
    expect((await deliverStripe(stripe.standIn(), e)).status).toBe(200);
  return started.sessionId;
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('/pay/sucesso with a Stripe session', () => {
  it('shows paid, Pix awaiting payment, or failed, to the buyer only', async () => {
    const { userId, email } = await newAccount();
    const paid = await buy(userId, email, 'subscription');
    expect(await readCheckoutStatus(paid, userId)).toMatchObject({ state: 'paid', plan: { id: 'pleno' } });
    const pix = await buy(userId, email, 'pix_1m', 'pix');
    expect(await readCheckoutStatus(pix, userId)).toMatchObject({ state: 'awaiting_pix' });
    await stripe.standIn().payPix(pix, { deliver: false });
    expect(await readCheckoutStatus(pix, userId)).toMatchObject({ state: 'paid' });
    const open = await startStripeCheckout(getDb(), { userId, email, locale: 'pt-BR' }, 'pleno', 'pix_12m');
    stripe.standIn().sessions.get((open.ok && open.sessionId) || '')!.status = 'expired';
    expect(await readCheckoutStatus((open.ok && open.sessionId) || '', userId)).toEqual({ state: 'failed' });

    const other = await newAccount();
    expect(await readCheckoutStatus(paid, other.userId)).toEqual({ state: 'unknown' });
    expect(await readCheckoutStatus(paid, null)).toEqual({ state: 'unknown' });
    expect(await readCheckoutStatus('cs_does_not_exist', userId)).toEqual({ state: 'unknown' });
    expect(await readCheckoutStatus('../v1/customers', userId)).toEqual({ state: 'unknown' });
  });
});

describe('Configurações > Assinatura with Stripe', () => {
  it('"Gerenciar pagamento" opens the customer portal of the user’s own customer', async () => {
    const { userId, email, session } = await newAccount();
    const before = await form(portalRoute, '/api/billing/stripe/portal', session.cookie);
    expect(before.headers.get('location')).toBe('http://localhost:3000/en/app/settings?tab=subscription');
    await buy(userId, email, 'subscription');
    const res = await form(portalRoute, '/api/billing/stripe/portal', session.cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${stripe.standIn().url}/portal/${(await rowOf(userId)).stripeCustomerId}`);
    expect(stripe.standIn().portalSessions.at(-1)).toMatchObject({
      return_url: 'http://localhost:3000/en/app/settings?tab=subscription',
    });
  });

  it('"Cancelar plano" ends the card subscription at the period end; the webhook confirms it', async () => {
    const { userId, email, session } = await newAccount();
    await buy(userId, email, 'subscription');
    const subId = (await rowOf(userId)).stripeSubscriptionId!;
    const res = await form(cancelRoute, '/api/billing/stripe/cancel', session.cookie);
    expect(res.headers.get('location')).toBe('http://localhost:3000/en/app/settings?tab=subscription&cancelled=1');
    const sub = stripe.standIn().subscriptions.get(subId)!;
    expect(sub.cancel_at_period_end).toBe(true);
    expect(await rowOf(userId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await deliverStripe(stripe.standIn(), stripe.standIn().event('customer.subscription.updated', structuredClone(sub)));
    expect(await rowOf(userId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  it('refuses visitors and cross-site forms, changing nothing', async () => {
    const { userId, email, session } = await newAccount();
    await buy(userId, email, 'subscription');
    const calls = stripe.standIn().requests.length;
    expect((await form(cancelRoute, '/api/billing/stripe/cancel')).status).toBe(401);
    expect((await form(portalRoute, '/api/billing/stripe/portal')).status).toBe(401);
    expect((await form(cancelRoute, '/api/billing/stripe/cancel', session.cookie, 'https://evil.example')).status).toBe(403);
    expect(stripe.standIn().requests.length).toBe(calls);
    expect(await rowOf(userId)).toMatchObject({ cancelAtPeriodEnd: false });
  });
});
