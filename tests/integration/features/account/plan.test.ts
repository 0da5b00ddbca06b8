import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { clients, proposals, services, subscriptions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { planAllowance, usage, type CreatableResource } from '@/features/account/plan';
import { getSubscription } from '@/features/account/queries';
import type { PlanId } from '@/lib/plans';

const DAY = 86_400_000;
const canCreate = async (userId: string, resource: CreatableResource) => (await planAllowance(userId, resource)).allowed;
let n = 0;
const newUser = () => createVerifiedUser(getDb(), { email: `plano${++n}@exemplo.com`, password: 'senha-forte-123' });

async function setSubscription(userId: string, values: Partial<typeof subscriptions.$inferInsert>) {
  await getDb().update(subscriptions).set(values).where(eq(subscriptions.userId, userId));
}

const onPlan = (userId: string, plan: PlanId) => setSubscription(userId, { plan, status: 'active', source: 'purchase' });

async function addServices(userId: string, count: number, active = true) {
  await getDb()
    .insert(services)
    .values(Array.from({ length: count }, (_, i) => ({ userId, name: `Serviço ${i}`, baseHours: 10, complexity: 1, active })));
}

async function addClients(userId: string, count: number) {
  await getDb()
    .insert(clients)
    .values(Array.from({ length: count }, (_, i) => ({ userId, name: `Cliente ${i}` })));
}

async function addProposals(userId: string, count: number, createdAt?: Date) {
  await getDb()
    .insert(proposals)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        clientName: 'Cliente',
        title: `Proposta ${i}`,
        validUntil: '2030-01-01',
        ...(createdAt ? { createdAt } : {}),
      })),
    );
}

/** The first instant of the current calendar month in Brasília (UTC-3, no daylight saving since 2019). */
function startOfBrasiliaMonth(now = new Date()): Date {
  const local = new Date(now.getTime() - 3 * 3_600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1, 3));
}

describe('plan state of an account', () => {
  it('a new account: Junior in a 14-day trial, active, not premium', async () => {
    const userId = await newUser();
    expect((await getSubscription(userId)).plan.id).toBe('junior');
    expect((await getSubscription(userId)).isActive).toBe(true);
    expect((await getSubscription(userId)).isTrialing).toBe(true);
    expect((await getSubscription(userId)).isPremium).toBe(false);
    expect((await getSubscription(userId)).trialDaysLeft).toBe(14);
    expect((await getSubscription(userId, new Date(Date.now() + 11.5 * DAY))).trialDaysLeft).toBe(3);
  });

  it('after the trial without a purchase: not active, no days left, nothing can be created', async () => {
    const userId = await newUser();
    const later = new Date(Date.now() + 15 * DAY);
    expect((await getSubscription(userId, later)).isActive).toBe(false);
    expect((await getSubscription(userId, later)).isTrialing).toBe(false);
    expect((await getSubscription(userId, later)).trialDaysLeft).toBe(0);
    await setSubscription(userId, { trialEnd: new Date(Date.now() - 1000) });
    for (const resource of ['services', 'clients', 'proposals'] as const) expect(await canCreate(userId, resource)).toBe(false);
  });

  it('a purchased plan is active and premium, and no longer trialing', async () => {
    const userId = await newUser();
    await onPlan(userId, 'senior');
    expect((await getSubscription(userId)).plan.id).toBe('senior');
    expect((await getSubscription(userId)).isActive).toBe(true);
    expect((await getSubscription(userId)).isPremium).toBe(true);
    expect((await getSubscription(userId)).isTrialing).toBe(false);
  });

  it('a purchased Junior is active but not premium', async () => {
    const userId = await newUser();
    await onPlan(userId, 'junior');
    expect((await getSubscription(userId, new Date(Date.now() + 30 * DAY))).isActive).toBe(true);
    expect((await getSubscription(userId)).isPremium).toBe(false);
  });

  it('an expired or canceled subscription is neither active nor premium', async () => {
    for (const status of ['expired', 'canceled', 'past_due'] as const) {
      const userId = await newUser();
      await setSubscription(userId, { plan: 'pleno', status });
      expect((await getSubscription(userId)).isActive).toBe(false);
      expect((await getSubscription(userId)).isPremium).toBe(false);
      expect(await canCreate(userId, 'clients')).toBe(false);
    }
  });
});

describe('planAllowance', () => {
  it('Junior: the 6th active service is refused; inactive ones do not count', async () => {
    const userId = await newUser();
    await addServices(userId, 4);
    await addServices(userId, 3, false);
    expect(await usage(getDb(), userId, 'services')).toBe(4);
    expect(await canCreate(userId, 'services')).toBe(true);
    await addServices(userId, 1);
    expect(await canCreate(userId, 'services')).toBe(false);
  });

  it('Junior: the 51st client is refused', async () => {
    const userId = await newUser();
    await addClients(userId, 49);
    expect(await planAllowance(userId, 'clients')).toEqual({ limit: 50, used: 49, left: 1, allowed: true });
    await addClients(userId, 1);
    expect(await planAllowance(userId, 'clients')).toEqual({ limit: 50, used: 50, left: 0, allowed: false });
  });

  it('Junior: 25 proposals per calendar month in Brasília; last month does not count', async () => {
    const userId = await newUser();
    const monthStart = startOfBrasiliaMonth();
    // One minute before midnight of the 1st in Brasília is still last month (even if UTC says otherwise).
    await addProposals(userId, 5, new Date(monthStart.getTime() - 60_000));
    await addProposals(userId, 1, monthStart);
    await addProposals(userId, 23);
    expect(await usage(getDb(), userId, 'proposals')).toBe(24);
    expect(await canCreate(userId, 'proposals')).toBe(true);
    await addProposals(userId, 1);
    expect(await canCreate(userId, 'proposals')).toBe(false);
  });

  it('Pleno has no limits', async () => {
    const userId = await newUser();
    await onPlan(userId, 'pleno');
    await addServices(userId, 6);
    await addClients(userId, 60);
    await addProposals(userId, 30);
    for (const resource of ['services', 'clients', 'proposals'] as const) expect(await canCreate(userId, resource)).toBe(true);
  });

  it('Pleno Vitalício: up to 100 clients, services and proposals unlimited', async () => {
    const userId = await newUser();
    await onPlan(userId, 'pleno_vitalicio');
    await addClients(userId, 99);
    expect(await canCreate(userId, 'clients')).toBe(true);
    await addClients(userId, 1);
    expect(await canCreate(userId, 'clients')).toBe(false);
    await addServices(userId, 10);
    expect(await canCreate(userId, 'services')).toBe(true);
  });

  it("counts only the user's own rows", async () => {
    const owner = await newUser();
    const other = await newUser();
    await addServices(other, 5);
    await addClients(other, 50);
    await addProposals(other, 25);
    for (const resource of ['services', 'clients', 'proposals'] as const) {
      expect(await usage(getDb(), owner, resource)).toBe(0);
      expect(await canCreate(owner, resource)).toBe(true);
    }
  });
});
