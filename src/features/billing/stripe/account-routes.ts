// Configurações > Assinatura, with Stripe: two plain forms of the signed-in user's own plan.
// - POST /api/billing/stripe/portal ("Gerenciar pagamento"): Stripe's customer portal (change the
//   card, invoices, cancel), back to the subscription tab afterwards;
// - POST /api/billing/stripe/cancel ("Cancelar plano"): the card subscription ends at the end of
//   the paid period (access kept until then); the webhook confirms it.
// Both refuse a cross-site form (403) and a visitor (401); without Stripe or without a Stripe
// customer / subscription they lead back to the tab, changing nothing.
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { subscriptions } from '@/db/schema';
import { stripeConfigured, trustedOrigins } from '@/env';
import { getAuth } from '@/features/auth/auth';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { STRIPE_CHECKOUT_BODY_MAX_BYTES } from '@/lib/body-limits';
import { readLimitedBody } from '@/lib/limited-body';
import { isCrossSiteRequest } from '@/lib/origin-check';
import { localizedAppUrl, stripeErrorCode } from './checkout';
import { getStripe } from './client';

const NO_STORE = { 'cache-control': 'no-store' };
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, ...NO_STORE } });
const refuse = (status: number, error: string) => Response.json({ error }, { status, headers: NO_STORE });

type Signed = { userId: string; tab: (query?: string) => string };

/** The checks both forms share: the signed-in user and where to send them back. */
async function signedForm(request: Request): Promise<Signed | Response> {
  if (isCrossSiteRequest(request.headers, trustedOrigins())) return refuse(403, 'FORBIDDEN_ORIGIN');
  const body = await readLimitedBody(request, STRIPE_CHECKOUT_BODY_MAX_BYTES);
  if (!body) return refuse(413, 'PAYLOAD_TOO_LARGE');
  const session = await getAuth().api.getSession({ headers: request.headers });
  if (!session) return refuse(401, 'UNAUTHORIZED');
  let locale: string | null;
  try {
    locale = new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(body)).get('locale');
  } catch {
    locale = null;
  }
  const base = localizedAppUrl('/app/settings', isLocale(locale) ? locale : defaultLocale);
  return { userId: session.user.id, tab: (query = '') => `${base}?tab=subscription${query}` };
}

async function stripeRow(userId: string) {
  return (await getDb().select().from(subscriptions).where(eq(subscriptions.userId, userId))).at(0);
}

export async function handleStripePortal(request: Request): Promise<Response> {
  const signed = await signedForm(request);
  if (signed instanceof Response) return signed;
  const stripe = getStripe();
  const row = await stripeRow(signed.userId);
  if (!stripe || !stripeConfigured() || !row?.stripeCustomerId) return seeOther(signed.tab());
  try {
    const portal = await stripe.billingPortal.sessions.create({ customer: row.stripeCustomerId, return_url: signed.tab() });
    return seeOther(portal.url);
  } catch (error) {
    console.error(`[stripe] portal failed: ${stripeErrorCode(error)}`);
    return seeOther(signed.tab('&stripe=error'));
  }
}

export async function handleStripeCancel(request: Request): Promise<Response> {
  const signed = await signedForm(request);
  if (signed instanceof Response) return signed;
  const stripe = getStripe();
  const row = await stripeRow(signed.userId);
  if (!stripe || !stripeConfigured() || !row?.stripeSubscriptionId) return seeOther(signed.tab());
  try {
    await stripe.subscriptions.update(row.stripeSubscriptionId, { cancel_at_period_end: true });
  } catch (error) {
    console.error(`[stripe] cancel failed: ${stripeErrorCode(error)}`);
    return seeOther(signed.tab('&stripe=error'));
  }
  // Shown at once; customer.subscription.updated confirms it (and carries the period's end).
  await getDb()
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, updatedAt: new Date() })
    .where(eq(subscriptions.userId, signed.userId));
  return seeOther(signed.tab('&cancelled=1'));
}
