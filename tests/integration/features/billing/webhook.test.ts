import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { getDb } from '@/db';
import { billingEvents, pendingPurchases, subscriptions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { createClient } from '@/features/clients/mutations';
import { listServices } from '@/features/services/queries';
import { createService } from '@/features/services/mutations';
import { MAX_WEBHOOK_BODY_BYTES } from '@/features/billing/webhook';
import { billingEvent, deliver, TEST_WEBHOOK_SECRET } from '../../support/billing-webhook';

vi.hoisted(() => {
  process.env.BILLING_WEBHOOK_SECRET = 'integration-billing-secret-0123456789abcdef';
});

let n = 0;
const newAccount = async () => {
  const email = `comprador${++n}@exemplo.com`;
  return { email, userId: await createVerifiedUser(getDb(), { email, password: 'senha-forte-123' }) };
};
const subscriptionOf = async (userId: string) =>
  (await getDb().query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) }))!;
const eventRows = (email: string) => getDb().select().from(billingEvents).where(eq(billingEvents.email, email));
const now = () => Math.floor(Date.now() / 1000);

/** Everything the webhook could write, to check that a refused request wrote nothing. */
async function snapshot() {
  const db = getDb();
  return {
    events: await db.select().from(billingEvents),
    pending: await db.select().from(pendingPurchases),
    subscriptions: await db.select().from(subscriptions).orderBy(subscriptions.userId),
  };
}

let info: MockInstance;
let warn: MockInstance;
beforeEach(() => {
  info = vi.spyOn(console, 'info').mockImplementation(() => {});
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('billing webhook: applied events', () => {
  it('purchase.approved puts the account with that e-mail (any case) on the plan, active, from a purchase', async () => {
    const { email, userId } = await newAccount();
    const event = billingEvent('purchase.approved', email.toUpperCase(), 'pleno', { purchaseId: 'pur_1' });
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ received: true, duplicate: false, result: 'subscription_activated' });
    expect(await subscriptionOf(userId)).toMatchObject({
      plan: 'pleno',
      status: 'active',
      source: 'purchase',
      purchaseId: 'pur_1',
    });
    expect(await eventRows(email)).toMatchObject([
      { id: event.id, type: 'purchase.approved', email, plan: 'pleno', purchaseId: 'pur_1', result: 'subscription_activated' },
    ]);
  });

  it('finds an account whose stored e-mail has capitals', async () => {
    const { userId } = await newAccount();
    await getDb().execute(sql`update users set email = 'Maiusculas@Exemplo.com' where id = ${userId}`);
    expect((await deliver(billingEvent('purchase.approved', 'maiusculas@exemplo.com', 'senior'))).status).toBe(200);
    expect(await subscriptionOf(userId)).toMatchObject({ plan: 'senior', status: 'active' });
  });

  it('logs one line per event, with the e-mail masked', async () => {
    const email = 'fernanda.oliveira@agenciaexemplo.com.br';
    await createVerifiedUser(getDb(), { email, password: 'senha-forte-123' });
    const event = billingEvent('purchase.approved', email, 'web');
    await deliver(event);
    expect(info).toHaveBeenCalledTimes(1);
    const line = String(info.mock.calls[0][0]);
    expect(line).toBe(`[billing] event ${event.id} purchase.approved plan=web email=f***@a***.br result=subscription_activated`);
    expect(line).not.toContain('fernanda');
    expect(line).not.toContain(TEST_WEBHOOK_SECRET);
  });

  it.each(['purchase.refunded', 'purchase.cancelled'] as const)(
    '%s expires a purchased plan: the account becomes read-only, its data still there',
    async (type) => {
      const { email, userId } = await newAccount();
      await deliver(billingEvent('purchase.approved', email, 'pleno', { purchaseId: 'pur_2' }));
      const service = await createService(getDb(), userId, { name: 'Logo', baseHours: '8', complexity: 1, active: true });
      expect(service.ok).toBe(true);

      const res = await deliver(billingEvent(type, email, 'pleno', { purchaseId: 'pur_2' }));
      expect(await res.json()).toEqual({ received: true, duplicate: false, result: 'subscription_expired' });
      expect(await subscriptionOf(userId)).toMatchObject({ plan: 'pleno', status: 'expired' });
      expect(await createClient(getDb(), userId, { name: 'Ana' })).toMatchObject({ ok: false, message: 'clients.readOnly' });
      expect(await createService(getDb(), userId, { name: 'Site', baseHours: '20', complexity: 1, active: true })).toMatchObject({
        ok: false,
        message: 'services.readOnly',
      });
      expect(await listServices(getDb(), userId)).toHaveLength(1);
    },
  );

  it('a refund without a purchase id ends the purchased plan too', async () => {
    const { email, userId } = await newAccount();
    await deliver(billingEvent('purchase.approved', email, 'senior', { purchaseId: 'pur_3' }));
    await deliver(billingEvent('purchase.refunded', email, 'senior'));
    expect((await subscriptionOf(userId)).status).toBe('expired');
  });

  it('a refund of another purchase, or for an account still on its trial, changes nothing', async () => {
    const { email, userId } = await newAccount();
    await deliver(billingEvent('purchase.approved', email, 'senior', { purchaseId: 'pur_new' }));
    const other = await deliver(billingEvent('purchase.refunded', email, 'pleno', { purchaseId: 'pur_old' }));
    expect((await other.json()).result).toBe('ignored');
    expect(await subscriptionOf(userId)).toMatchObject({ plan: 'senior', status: 'active' });

    const trial = await newAccount();
    const res = await deliver(billingEvent('purchase.cancelled', trial.email, 'junior'));
    expect((await res.json()).result).toBe('ignored');
    expect(await subscriptionOf(trial.userId)).toMatchObject({ plan: 'junior', status: 'trialing', source: 'trial' });
  });

  it('without purchase ids, the refund of an earlier plan keeps a later one (an upgrade)', async () => {
    const { email, userId } = await newAccount();
    await deliver(billingEvent('purchase.approved', email, 'pleno', { created: now() - 120 }));
    await deliver(billingEvent('purchase.approved', email, 'senior', { created: now() - 60 }));
    const res = await deliver(billingEvent('purchase.refunded', email, 'pleno'));
    expect((await res.json()).result).toBe('ignored');
    expect(await subscriptionOf(userId)).toMatchObject({ plan: 'senior', status: 'active' });
  });

  it('an approval delivered after the refund of the same purchase changes nothing (out of order)', async () => {
    const { email, userId } = await newAccount();
    const approved = billingEvent('purchase.approved', email, 'pleno', { purchaseId: 'pur_4', created: now() - 60 });
    const refunded = billingEvent('purchase.refunded', email, 'pleno', { purchaseId: 'pur_4', created: now() - 30 });
    expect((await (await deliver(refunded)).json()).result).toBe('ignored');
    expect((await (await deliver(approved)).json()).result).toBe('stale');
    expect(await subscriptionOf(userId)).toMatchObject({ plan: 'junior', status: 'trialing' });
    expect(await eventRows(email)).toHaveLength(2);
  });

  it('a later purchase of another plan replaces the first', async () => {
    const { email, userId } = await newAccount();
    await deliver(billingEvent('purchase.approved', email, 'pleno', { purchaseId: 'a' }));
    await deliver(billingEvent('purchase.approved', email, 'pleno_vitalicio', { purchaseId: 'b' }));
    expect(await subscriptionOf(userId)).toMatchObject({ plan: 'pleno_vitalicio', status: 'active', purchaseId: 'b' });
  });
});

describe('billing webhook: refused requests write nothing', () => {
  // An account the refused event would change, were it accepted.
  beforeAll(async () => {
    await createVerifiedUser(getDb(), { email: 'recusado@exemplo.com', password: 'senha-forte-123' });
  });
  const body = () => JSON.stringify(billingEvent('purchase.approved', 'recusado@exemplo.com', 'pleno'));
  const sign = (b: string, secret = TEST_WEBHOOK_SECRET, t = now()) => {
    // Same scheme as the provider: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">.
    return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${b}`).digest('hex')}`;
  };

  it.each([
    ['no signature header', () => ({ payload: body(), options: { signature: null } }), 400, 'MISSING_SIGNATURE'],
    ['an empty signature header', () => ({ payload: body(), options: { signature: '' } }), 400, 'MISSING_SIGNATURE'],
    ['a malformed header', () => ({ payload: body(), options: { signature: 'sha256=abc' } }), 400, 'MALFORMED_SIGNATURE'],
    ['a header without v1', () => ({ payload: body(), options: { signature: `t=${now()}` } }), 400, 'MALFORMED_SIGNATURE'],
    [
      'a signature with another secret',
      () => ({ payload: body(), options: { secret: 'another-secret-0123456789abcdef0123456789' } }),
      401,
      'INVALID_SIGNATURE',
    ],
    [
      'a body changed after signing',
      () => {
        const b = body();
        return { payload: b.replace('pleno', 'senior'), options: { signature: sign(b) } };
      },
      401,
      'INVALID_SIGNATURE',
    ],
    [
      'a signature over another timestamp',
      () => {
        const b = body();
        return { payload: b, options: { signature: sign(b).replace(/^t=\d+/, `t=${now() - 1}`) } };
      },
      401,
      'INVALID_SIGNATURE',
    ],
    [
      'a timestamp 6 minutes old',
      () => ({ payload: body(), options: { timestamp: now() - 360 } }),
      400,
      'TIMESTAMP_OUT_OF_WINDOW',
    ],
    [
      'a timestamp 6 minutes in the future',
      () => ({ payload: body(), options: { timestamp: now() + 360 } }),
      400,
      'TIMESTAMP_OUT_OF_WINDOW',
    ],
    ['a body that is not JSON', () => ({ payload: '{"id":', options: {} }), 400, 'INVALID_PAYLOAD'],
    [
      'an unknown event type',
      () => ({ payload: billingEvent('purchase.chargeback' as never, 'x@exemplo.com', 'pleno'), options: {} }),
      400,
      'INVALID_PAYLOAD',
    ],
    [
      'an unknown plan',
      () => ({ payload: billingEvent('purchase.approved', 'x@exemplo.com', 'diamante'), options: {} }),
      400,
      'INVALID_PAYLOAD',
    ],
    [
      'an invalid e-mail',
      () => ({ payload: billingEvent('purchase.approved', 'x', 'pleno'), options: {} }),
      400,
      'INVALID_PAYLOAD',
    ],
    [
      "a browser's cross-site request",
      () => ({ payload: body(), options: { headers: { origin: 'https://evil.example' } } }),
      403,
      'FORBIDDEN_ORIGIN',
    ],
  ])('%s', async (_, make, status, error) => {
    const before = await snapshot();
    const { payload, options } = make();
    const res = await deliver(payload, options);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error });
    expect(await snapshot()).toEqual(before);
    expect(warn).toHaveBeenCalledWith(`[billing] webhook refused: ${status} ${error}`);
  });

  it('a body over 64 KB -> 413, whether its length is declared or only streamed', async () => {
    const event = billingEvent('purchase.approved', 'grande@exemplo.com', 'pleno');
    const big = JSON.stringify({ ...event, padding: 'x'.repeat(MAX_WEBHOOK_BODY_BYTES) });
    const before = await snapshot();
    const streamed = await deliver(big);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE' });
    const declared = await deliver(big, { headers: { 'content-length': String(Buffer.byteLength(big)) } });
    expect(declared.status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it('a body of exactly 64 KB is read', async () => {
    const event = billingEvent('purchase.approved', 'limite@exemplo.com', 'pleno');
    const base = JSON.stringify({ ...event, padding: '' });
    const exact = JSON.stringify({ ...event, padding: 'x'.repeat(MAX_WEBHOOK_BODY_BYTES - Buffer.byteLength(base)) });
    expect(Buffer.byteLength(exact)).toBe(MAX_WEBHOOK_BODY_BYTES);
    expect((await deliver(exact)).status).toBe(200);
  });
});

describe('billing webhook: idempotency', () => {
  it('the same event delivered 100 times changes the subscription once and answers 200 each time', async () => {
    const { email, userId } = await newAccount();
    const event = billingEvent('purchase.approved', email, 'senior', { purchaseId: 'pur_rep' });
    const first = await deliver(event);
    expect(await first.json()).toMatchObject({ duplicate: false });
    const applied = await subscriptionOf(userId);
    // If a redelivery applied the event again, it would undo this change.
    await getDb().update(subscriptions).set({ plan: 'web' }).where(eq(subscriptions.userId, userId));
    for (let i = 0; i < 99; i++) {
      // Each retry is signed again, with a new timestamp, like a provider's.
      const res = await deliver(event, { timestamp: now() - (i % 5) });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, duplicate: true, result: 'subscription_activated' });
    }
    expect(await eventRows(email)).toHaveLength(1);
    const after = await subscriptionOf(userId);
    expect(after.plan).toBe('web');
    expect(after.updatedAt).toEqual(applied.updatedAt);
  });

  it('100 concurrent deliveries of one event: one recorded, one applied, all 200', async () => {
    const { email, userId } = await newAccount();
    const event = billingEvent('purchase.approved', email, 'pleno', { purchaseId: 'pur_conc' });
    const responses = await Promise.all(Array.from({ length: 100 }, () => deliver(event)));
    expect(responses.map((r) => r.status)).toEqual(Array(100).fill(200));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(bodies.filter((b) => b.duplicate === false)).toHaveLength(1);
    const rows = await getDb().select().from(billingEvents).where(eq(billingEvents.id, event.id));
    expect(rows).toHaveLength(1);
    expect(await subscriptionOf(userId)).toMatchObject({ plan: 'pleno', status: 'active' });
    expect(info).toHaveBeenCalledTimes(100);
  });

  it('concurrent approval and refund of one purchase end in the state of the later event', async () => {
    const { email, userId } = await newAccount();
    const approved = billingEvent('purchase.approved', email, 'pleno', { purchaseId: 'p', created: now() - 10 });
    const refunded = billingEvent('purchase.refunded', email, 'pleno', { purchaseId: 'p', created: now() - 5 });
    await Promise.all([deliver(refunded), deliver(approved), deliver(refunded), deliver(approved)]);
    expect((await subscriptionOf(userId)).status).not.toBe('active');
    expect(await eventRows(email)).toHaveLength(2);
  });
});
