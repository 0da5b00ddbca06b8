// A Stripe Checkout Session for the signed-in user (docs/billing.md, "Buying"):
// - a monthly plan by card: mode 'subscription';
// - one or twelve months paid once: mode 'payment', Pix or card (Stripe Brazil takes Pix only
//   one-time); the webhook extends the plan's end date;
// - Pleno Vitalício: mode 'payment', Pix or card, the card in instalments where the account allows.
// The user's Stripe customer is made once (idempotency key per user, so two checkouts started at
// once get the same customer) and kept in subscriptions.stripe_customer_id.
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '@/db/client';
import { subscriptions } from '@/db/schema';
import { appUrl, getEnv, stripeConfigured } from '@/env';
import { defaultLocale, type Locale } from '@/i18n/routing';
import type { PlanId } from '@/lib/plans';
import { getStripe } from './client';
import { findOffer, offerPriceId, type Offer, type OfferKind } from './offers';

export type CheckoutBuyer = { userId: string; email: string; name?: string | null; locale: Locale };

export type CheckoutStart =
  | { ok: true; url: string; sessionId: string }
  /** A monthly plan changed on the running card subscription (Stripe prorates): no checkout. */
  | { ok: true; url: string; sessionId: null }
  | { ok: false; error: 'STRIPE_DISABLED' | 'OFFER_UNAVAILABLE' | 'STRIPE_UNAVAILABLE' };

/** An address of the app in the buyer's language (pt-BR unprefixed, the others under /en, /es, /de). */
export function localizedAppUrl(path: string, locale: Locale): string {
  return `${appUrl()}${locale === defaultLocale ? '' : `/${locale}`}${path}`;
}

/** The user's Stripe customer id, made (once) when there is none yet. */
export async function ensureStripeCustomer(db: Database, stripe: Stripe, buyer: CheckoutBuyer): Promise<string> {
  const row = (
    await db
      .select({ customer: subscriptions.stripeCustomerId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, buyer.userId))
  ).at(0);
  if (row?.customer) return row.customer;
  const customer = await stripe.customers.create(
    { email: buyer.email, name: buyer.name ?? undefined, metadata: { userId: buyer.userId } },
    { idempotencyKey: `valora-customer-${buyer.userId}` },
  );
  await db
    .update(subscriptions)
    .set({ stripeCustomerId: customer.id, updatedAt: new Date() })
    .where(and(eq(subscriptions.userId, buyer.userId), isNull(subscriptions.stripeCustomerId)));
  const stored = (
    await db
      .select({ customer: subscriptions.stripeCustomerId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, buyer.userId))
  ).at(0);
  return stored?.customer ?? customer.id;
}

/**
 * Another monthly plan for a user whose card subscription is running: its Price is changed in
 * place with Stripe's proration (customer.subscription.updated then moves the plan). Returns where
 * to send the user, or null when there is no running subscription to change.
 */
async function changeRunningSubscription(
  db: Database,
  stripe: Stripe,
  buyer: CheckoutBuyer,
  priceId: string,
): Promise<string | null> {
  const row = (await db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.userId))).at(0);
  if (!row?.stripeSubscriptionId || row.status !== 'active' || row.cancelAtPeriodEnd) return null;
  const running = await stripe.subscriptions.retrieve(row.stripeSubscriptionId);
  const item = running.items.data.at(0);
  if (!item || !['active', 'trialing'].includes(running.status)) return null;
  if (item.price.id !== priceId)
    await stripe.subscriptions.update(running.id, {
      items: [{ id: item.id, price: priceId }],
      proration_behavior: 'create_prorations',
      metadata: { userId: buyer.userId },
    });
  return `${localizedAppUrl('/app/settings', buyer.locale)}?tab=subscription&changed=1`;
}

/** The Checkout Session parameters of an offer (exported for tests). */
export function checkoutParams(
  offer: Offer,
  priceId: string,
  customer: string,
  buyer: CheckoutBuyer,
): Stripe.Checkout.SessionCreateParams {
  const metadata = { userId: buyer.userId, plan: offer.plan, kind: offer.kind };
  const common = {
    customer,
    client_reference_id: buyer.userId,
    line_items: [{ price: priceId, quantity: 1 }],
    metadata,
    locale: buyer.locale === 'pt-BR' ? 'pt-BR' : buyer.locale,
    success_url: `${localizedAppUrl('/pay/sucesso', buyer.locale)}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: localizedAppUrl('/pay/erro', buyer.locale),
  } satisfies Stripe.Checkout.SessionCreateParams;
  if (offer.mode === 'subscription')
    return { ...common, mode: 'subscription', allowed_payment_method_types: ['card'], subscription_data: { metadata } };
  return {
    ...common,
    mode: 'payment',
    allowed_payment_method_types: ['pix', 'card'],
    payment_intent_data: { metadata },
    // A paid one-time purchase gets an invoice too: the list in Configurações > Assinatura shows it.
    invoice_creation: { enabled: true, invoice_data: { metadata } },
    ...(offer.kind === 'lifetime' ? { payment_method_options: { card: { installments: { enabled: true } } } } : {}),
  };
}

/** Starts a checkout of `plan` sold as `kind` for the buyer: the Stripe page to send them to. */
export async function startStripeCheckout(
  db: Database,
  buyer: CheckoutBuyer,
  plan: PlanId,
  kind: OfferKind,
): Promise<CheckoutStart> {
  const env = getEnv();
  const stripe = getStripe();
  if (!stripe || !stripeConfigured(env)) return { ok: false, error: 'STRIPE_DISABLED' };
  const offer = findOffer(plan, kind);
  const priceId = offer ? offerPriceId(offer, env) : null;
  if (!offer || !priceId) return { ok: false, error: 'OFFER_UNAVAILABLE' };
  try {
    if (offer.kind === 'subscription') {
      const changed = await changeRunningSubscription(db, stripe, buyer, priceId);
      if (changed) return { ok: true, url: changed, sessionId: null };
    }
    const customer = await ensureStripeCustomer(db, stripe, buyer);
    const session = await stripe.checkout.sessions.create(checkoutParams(offer, priceId, customer, buyer));
    if (!session.url) return { ok: false, error: 'STRIPE_UNAVAILABLE' };
    return { ok: true, url: session.url, sessionId: session.id };
  } catch (error) {
    console.error(`[stripe] checkout for ${plan}/${kind} failed: ${stripeErrorCode(error)}`);
    return { ok: false, error: 'STRIPE_UNAVAILABLE' };
  }
}

/** A Stripe error's type and code for the log (never its message: it may quote the request). */
export function stripeErrorCode(error: unknown): string {
  const e = error as { type?: unknown; code?: unknown } | null;
  const part = (v: unknown) => (typeof v === 'string' ? v : '');
  return `${part(e?.type) || 'error'} ${part(e?.code)}`.trim();
}
