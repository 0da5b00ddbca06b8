// POST /api/billing/stripe/checkout (a plain form: plan, kind, locale): every buy button while
// Stripe is configured. A visitor is sent to create an account (or sign in) and back to the plan's
// checkout page, which resumes the purchase; a signed-in user goes straight to Stripe Checkout.
// Refusals: a cross-site form (403), a body over the cap (413), an unknown plan or offer (400).
// Without Stripe the form leads back to Valora's own /checkout page ("Upgrade em breve").
import 'server-only';
import { getDb } from '@/db';
import { stripeConfigured, trustedOrigins } from '@/env';
import { getAuth } from '@/features/auth/auth';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { STRIPE_CHECKOUT_BODY_MAX_BYTES } from '@/lib/body-limits';
import { readLimitedBody } from '@/lib/limited-body';
import { isCrossSiteRequest } from '@/lib/origin-check';
import { checkoutSlug, isPlanId } from '@/lib/plans';
import { localizedAppUrl, startStripeCheckout } from './checkout';
import { findOffer, OFFER_KINDS, type OfferKind } from './offers';

const NO_STORE = { 'cache-control': 'no-store' };

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, ...NO_STORE } });
}

function refuse(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: NO_STORE });
}

const isOfferKind = (v: unknown): v is OfferKind => typeof v === 'string' && (OFFER_KINDS as readonly string[]).includes(v);

export async function handleStripeCheckout(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request.headers, trustedOrigins())) return refuse(403, 'FORBIDDEN_ORIGIN');
  const body = await readLimitedBody(request, STRIPE_CHECKOUT_BODY_MAX_BYTES);
  if (!body) return refuse(413, 'PAYLOAD_TOO_LARGE');
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return refuse(400, 'INVALID_FORM');
  }
  const plan = form.get('plan');
  const kind = form.get('kind');
  const localeField = form.get('locale');
  const locale: Locale = isLocale(localeField) ? localeField : defaultLocale;
  if (!isPlanId(plan) || !isOfferKind(kind) || !findOffer(plan, kind)) return refuse(400, 'INVALID_OFFER');

  const planPage = `/checkout/${checkoutSlug(plan)}`;
  if (!stripeConfigured()) return seeOther(localizedAppUrl(planPage, locale));
  const session = await getAuth().api.getSession({ headers: request.headers });
  if (!session) {
    const next = `${planPage}?buy=${kind}`;
    return seeOther(`${localizedAppUrl('/auth/signup', locale)}?${new URLSearchParams({ next }).toString()}`);
  }
  const started = await startStripeCheckout(
    getDb(),
    { userId: session.user.id, email: session.user.email, name: session.user.name, locale },
    plan,
    kind,
  );
  if (started.ok) return seeOther(started.url);
  return seeOther(
    `${localizedAppUrl('/pay/erro', locale)}?reason=${started.error === 'OFFER_UNAVAILABLE' ? 'unavailable' : 'stripe'}`,
  );
}
