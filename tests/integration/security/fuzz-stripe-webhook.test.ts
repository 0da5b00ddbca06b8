// Fuzzing of Stripe's webhook (POST /api/billing/stripe) with Stripe configured: FUZZ_RUNS bodies,
// most signed with the right secret through the SDK's generateTestHeaderString so they reach the
// event checks, the rest with broken, old, future or foreign signatures. Never a 5xx, never a
// stack trace, nothing written by a refused request. Replay with FUZZ_SEED=<seed>.
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, it, vi } from 'vitest';

vi.hoisted(() => {
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_fuzz',
    STRIPE_WEBHOOK_SECRET: 'whsec_fuzz_0123456789abcdef',
    // The webhook never calls Stripe's API; a closed local port makes sure of it.
    STRIPE_API_BASE: 'http://127.0.0.1:9',
  });
});

import { POST as stripeWebhookRoute } from '@/app/api/billing/stripe/route';
import { badBody, badValue, payloadString, toJson } from './bad-inputs';
import { seedFuzzAccounts } from './fuzz-fixtures';
import { fuzzRoute, headerSafe, type RouteCall, routeTally } from './route-harness';

const SECRET = 'whsec_fuzz_0123456789abcdef';
const signer = new Stripe('sk_test_fuzz_signer');
const FUZZ_TIMEOUT = 120_000;

beforeAll(async () => {
  await seedFuzzAccounts();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
}, 60_000);
afterAll(() => routeTally.print('Stripe webhook fuzzed:'));

const now = () => Math.floor(Date.now() / 1000);
const headerValue = fc.oneof(payloadString, fc.string({ maxLength: 200 })).filter(headerSafe);

describe('fuzz: Stripe webhook', () => {
  it('POST /api/billing/stripe', { timeout: FUZZ_TIMEOUT }, async () => {
    const types = fc.constantFrom(
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
      'invoice.paid',
      'invoice.payment_failed',
      'customer.subscription.updated',
      'customer.subscription.deleted',
      'charge.refunded',
    );
    const object = fc.record(
      {
        id: fc.oneof(fc.constant('cs_x'), badValue),
        customer: fc.oneof(fc.constant('cus_nobody'), badValue),
        metadata: fc.oneof(fc.constant({ plan: 'pleno', kind: 'pix_1m' }), badValue),
        mode: fc.oneof(fc.constantFrom('payment', 'subscription'), badValue),
        payment_status: fc.oneof(fc.constant('paid'), badValue),
        items: badValue,
        lines: badValue,
        parent: badValue,
      },
      { requiredKeys: [] },
    );
    const shaped = fc
      .tuple(
        fc.oneof(fc.constant('evt_fuzz'), badValue),
        fc.oneof(types, badValue),
        fc.oneof(fc.constant(now()), badValue),
        object,
      )
      .map(([id, type, created, obj]) => toJson({ id, object: 'event', type, created, data: { object: obj } }));
    const body = fc.oneof(
      { weight: 3, arbitrary: shaped },
      { weight: 1, arbitrary: badBody({ id: 'evt_1', type: 'invoice.paid', created: now(), data: { object: {} } }) },
    );
    const signature = fc.oneof(
      { weight: 4, arbitrary: fc.constant('sign') },
      { weight: 1, arbitrary: headerValue },
      { weight: 1, arbitrary: fc.integer({ min: -1e10, max: 1e12 }).map((t) => `t=${t},v1=${'a'.repeat(64)}`) },
      { weight: 1, arbitrary: fc.constantFrom(-400, 400).map((d) => `old:${d}`) },
    );
    const calls = fc.tuple(body, signature).map(([text, sig]): RouteCall => {
      const value =
        sig === 'sign'
          ? signer.webhooks.generateTestHeaderString({ payload: text, secret: SECRET })
          : sig.startsWith('old:')
            ? signer.webhooks.generateTestHeaderString({ payload: text, secret: SECRET, timestamp: now() + Number(sig.slice(4)) })
            : sig;
      return {
        path: '/api/billing/stripe',
        body: text,
        headers: { 'content-type': 'application/json', 'stripe-signature': value },
      };
    });
    await fuzzRoute('POST /api/billing/stripe', calls, stripeWebhookRoute, { minRefusedShare: 0.2 });
  });
});
