import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db';
import { provisionAccount } from '@/db/provision';
import { pendingPurchases, subscriptions, users } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { getSubscription } from '@/features/account/queries';
import { authPost } from '../../support/auth-client';
import { billingEvent, deliver } from '../../support/billing-webhook';

vi.hoisted(() => {
  process.env.BILLING_WEBHOOK_SECRET = 'integration-billing-secret-0123456789abcdef';
});

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

let n = 0;
const freshEmail = () => `futuro${++n}@exemplo.com`;
const pendingFor = (email: string) => getDb().select().from(pendingPurchases).where(eq(pendingPurchases.email, email));
const subscriptionOf = async (userId: string) =>
  (await getDb().query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) }))!;
const createAccount = (email: string) => createVerifiedUser(getDb(), { email, password: 'senha-forte-123' });

describe('a purchase made before the account exists', () => {
  it('waits as a pending purchase; the account created with the e-mail gets the plan and the row is gone', async () => {
    const email = freshEmail();
    const res = await deliver(billingEvent('purchase.approved', email.toUpperCase(), 'senior', { purchaseId: 'pur_p1' }));
    expect(await res.json()).toEqual({ received: true, duplicate: false, result: 'pending_saved' });
    expect(await pendingFor(email)).toMatchObject([{ email, plan: 'senior', purchaseId: 'pur_p1' }]);

    const userId = await createAccount(email);
    expect(await subscriptionOf(userId)).toMatchObject({
      plan: 'senior',
      status: 'active',
      source: 'purchase',
      purchaseId: 'pur_p1',
    });
    expect(await pendingFor(email)).toEqual([]);
    expect(await getSubscription(userId)).toMatchObject({ isActive: true, isPremium: true, isTrialing: false });
  });

  it('the real e-mail sign-up (better-auth) takes the plan too, whatever the case of the e-mail', async () => {
    const email = freshEmail();
    await deliver(billingEvent('purchase.approved', email, 'pleno_vitalicio'));
    const res = await authPost('/sign-up/email', {
      email: email.replace('futuro', 'Futuro'),
      password: 'cavalo-bateria-grampo',
      name: 'f',
    });
    expect(res.status).toBe(200);
    const user = await getDb().query.users.findFirst({ where: eq(users.email, email) });
    expect(await subscriptionOf(user!.id)).toMatchObject({ plan: 'pleno_vitalicio', status: 'active', source: 'purchase' });
    expect(await pendingFor(email)).toEqual([]);
  });

  it('a second approval before the account exists replaces the pending plan', async () => {
    const email = freshEmail();
    await deliver(billingEvent('purchase.approved', email, 'pleno', { purchaseId: 'a' }));
    await deliver(billingEvent('purchase.approved', email, 'web', { purchaseId: 'b' }));
    expect(await pendingFor(email)).toMatchObject([{ plan: 'web', purchaseId: 'b' }]);
    expect(await subscriptionOf(await createAccount(email))).toMatchObject({ plan: 'web', status: 'active' });
  });

  it.each(['purchase.refunded', 'purchase.cancelled'] as const)(
    '%s drops the pending purchase: the account created later is a plain trial',
    async (type) => {
      const email = freshEmail();
      await deliver(billingEvent('purchase.approved', email, 'pleno', { purchaseId: 'pur_x' }));
      const res = await deliver(billingEvent(type, email, 'pleno', { purchaseId: 'pur_x' }));
      expect(await res.json()).toMatchObject({ result: 'pending_dropped' });
      expect(await pendingFor(email)).toEqual([]);
      expect(await subscriptionOf(await createAccount(email))).toMatchObject({
        plan: 'junior',
        status: 'trialing',
        source: 'trial',
      });
    },
  );

  it('a refund of another purchase keeps the pending one', async () => {
    const email = freshEmail();
    await deliver(billingEvent('purchase.approved', email, 'pleno', { purchaseId: 'keep' }));
    const res = await deliver(billingEvent('purchase.refunded', email, 'pleno', { purchaseId: 'other' }));
    expect(await res.json()).toMatchObject({ result: 'ignored' });
    expect(await pendingFor(email)).toHaveLength(1);
  });

  it('provisioning an account that already has its subscription leaves a pending purchase alone', async () => {
    const email = freshEmail();
    const userId = await createAccount(email);
    // A pending row for an account that already exists can only be left by hand; it is not taken.
    const event = billingEvent('purchase.approved', 'someone-else@exemplo.com', 'pleno');
    await deliver(event);
    await getDb().update(pendingPurchases).set({ email }).where(eq(pendingPurchases.email, 'someone-else@exemplo.com'));
    await provisionAccount(getDb(), userId);
    expect(await subscriptionOf(userId)).toMatchObject({ plan: 'junior', status: 'trialing' });
  });

  it('an account repaired after its subscription row was lost takes a pending purchase', async () => {
    const email = freshEmail();
    const userId = await createAccount(email);
    await getDb().delete(subscriptions).where(eq(subscriptions.userId, userId));
    await deliver(billingEvent('purchase.approved', 'outra-pessoa@exemplo.com', 'senior'));
    await getDb().update(pendingPurchases).set({ email }).where(eq(pendingPurchases.email, 'outra-pessoa@exemplo.com'));
    expect((await getSubscription(userId)).plan.id).toBe('senior');
    expect(await pendingFor(email)).toEqual([]);
  });

  it('an approval arriving while the account is being created is applied, never left pending', async () => {
    const email = freshEmail();
    const id = randomUUID();
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let provisioned!: () => void;
    const provisioning = new Promise<void>((resolve) => (provisioned = resolve));
    // The sign-up's transaction: the user and its rows are written but not committed yet.
    const creating = getDb().transaction(async (tx) => {
      await tx.insert(users).values({ id, email, name: 'f', emailVerified: true });
      await provisionAccount(tx, id);
      provisioned();
      await committing;
    });
    await provisioning;
    // The webhook cannot see the user yet; without the e-mail's lock it would save a pending
    // purchase nobody takes any more.
    const delivery = deliver(billingEvent('purchase.approved', email, 'pleno'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await creating;
    expect(await (await delivery).json()).toMatchObject({ result: 'subscription_activated' });
    expect(await subscriptionOf(id)).toMatchObject({ plan: 'pleno', status: 'active' });
    expect(await pendingFor(email)).toEqual([]);
  });
});
