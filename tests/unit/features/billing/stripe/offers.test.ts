import { describe, expect, it } from 'vitest';
import type { Env } from '@/env';
import { stripeAddress } from '@/features/billing/stripe/client';
import { findOffer, OFFERS, offerByPriceId, offerKindsOf, offerPriceId } from '@/features/billing/stripe/offers';
import { PLANS } from '@/lib/plans';

const env = { STRIPE_PRICE_PLENO: 'price_pleno', STRIPE_PRICE_PLENO_PIX_12M: 'price_pleno_12' } as unknown as Env;

describe('Stripe offers', () => {
  it('sell each monthly plan as a subscription and as 1 or 12 months of Pix, and Pleno Vitalício once', () => {
    expect(offerKindsOf('pleno')).toEqual(['subscription', 'pix_1m', 'pix_12m']);
    expect(offerKindsOf('pleno_vitalicio')).toEqual(['lifetime']);
    expect(findOffer('junior', 'lifetime')).toBeNull();
    expect(OFFERS).toHaveLength(13);
  });

  it('charge the catalogue amounts: twelve months cost twelve times the month', () => {
    expect(findOffer('senior', 'subscription')).toMatchObject({
      amountCents: PLANS.senior.priceCents,
      mode: 'subscription',
      recurring: true,
    });
    expect(findOffer('senior', 'pix_1m')).toMatchObject({ amountCents: 11990, months: 1, mode: 'payment', recurring: false });
    expect(findOffer('senior', 'pix_12m')).toMatchObject({ amountCents: 11990 * 12, months: 12 });
    expect(findOffer('pleno_vitalicio', 'lifetime')).toMatchObject({ amountCents: 9900, months: null, mode: 'payment' });
  });

  it('each have their own variable, and a Price id maps back to its offer', () => {
    expect(new Set(OFFERS.map((o) => o.envKey)).size).toBe(OFFERS.length);
    expect(offerPriceId(findOffer('pleno', 'subscription')!, env)).toBe('price_pleno');
    expect(offerPriceId(findOffer('web', 'subscription')!, env)).toBeNull();
    expect(offerByPriceId('price_pleno_12', env)).toMatchObject({ plan: 'pleno', kind: 'pix_12m' });
    expect(offerByPriceId('price_other', env)).toBeNull();
  });
});

describe('STRIPE_API_BASE', () => {
  it('gives the SDK protocol, host and port, or nothing for api.stripe.com', () => {
    expect(stripeAddress(undefined)).toEqual({});
    expect(stripeAddress('http://127.0.0.1:12111')).toEqual({ protocol: 'http', host: '127.0.0.1', port: '12111' });
    expect(stripeAddress('https://stripe.example.com')).toEqual({ protocol: 'https', host: 'stripe.example.com', port: 443 });
  });
});
