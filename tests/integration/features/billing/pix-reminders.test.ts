// The Pix renewal reminder sweep (issue 16): one e-mail per user and paid period, three days before
// it ends, in the user's language, even when the sweep runs twice or in two workers at once.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db';
import { pixRenewalReminders, subscriptions, users } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { PIX_RENEWAL_SWEEP } from '@/features/billing/stripe/jobs';
import { sweepPixRenewals } from '@/features/billing/stripe/pix-reminders';
import { createBoss, enqueue, workAll } from '@/features/jobs/queue';
import { readOutbox } from '../../../support/outbox';

const DAY = 24 * 60 * 60 * 1000;
const dataDir = () => process.env.DATA_DIR!;
let n = 0;

/** An account whose plan is in the given state (defaults: Pleno paid by Pix through Stripe, active). */
async function account(end: Date | null, over: Partial<typeof subscriptions.$inferInsert> = {}, locale = 'pt-BR') {
  const email = `pix${++n}-${Date.now()}@exemplo.com`;
  const userId = await createVerifiedUser(getDb(), { email, password: 'senha-forte-123' });
  await getDb().update(users).set({ locale }).where(eq(users.id, userId));
  await getDb()
    .update(subscriptions)
    .set({ plan: 'pleno', status: 'active', source: 'stripe', paymentMethod: 'pix', currentPeriodEnd: end, ...over })
    .where(eq(subscriptions.userId, userId));
  return { userId, email };
}

const mailsTo = (email: string) => readOutbox(dataDir(), { to: email, kind: 'pix-renewal' });

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('sweepPixRenewals', () => {
  it('e-mails a Pix plan ending within three days once, with the link to pay the next month', async () => {
    const now = new Date();
    const due = await account(new Date(now.getTime() + 2 * DAY));
    const later = await account(new Date(now.getTime() + 5 * DAY));
    const card = await account(new Date(now.getTime() + 2 * DAY), { paymentMethod: 'card' });
    const ended = await account(new Date(now.getTime() - DAY));
    const lifetime = await account(new Date(now.getTime() + 2 * DAY), { plan: 'pleno_vitalicio' });

    const first = await sweepPixRenewals(getDb(), now);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const [mail] = mailsTo(due.email);
    expect(mailsTo(due.email)).toHaveLength(1);
    expect(mail.mail.subject).toMatch(/^Seu plano Pleno termina em \d{1,2} de \S+ de \d{4}: pague o próximo mês com Pix$/);
    expect(mail.link).toMatch(/\/checkout\/pleno\?buy=pix_1m$/);
    expect(mail.mail.text).toContain('/app/settings?tab=subscription');
    for (const other of [later, card, ended, lifetime]) expect(mailsTo(other.email), other.email).toHaveLength(0);
    const rows = await getDb().select().from(pixRenewalReminders).where(eq(pixRenewalReminders.userId, due.userId));
    expect(rows).toHaveLength(1);

    // The next day's sweep (and a second run the same day) sends nothing more for that period.
    await sweepPixRenewals(getDb(), now);
    await sweepPixRenewals(getDb(), new Date(now.getTime() + DAY));
    expect(mailsTo(due.email)).toHaveLength(1);

    // The next month paid: a new period, a new reminder three days before it ends.
    const nextEnd = new Date(now.getTime() + 32 * DAY);
    await getDb().update(subscriptions).set({ currentPeriodEnd: nextEnd }).where(eq(subscriptions.userId, due.userId));
    await sweepPixRenewals(getDb(), new Date(now.getTime() + 29.5 * DAY));
    expect(mailsTo(due.email)).toHaveLength(2);
  });

  it('two workers sweeping at once send each reminder once', async () => {
    const now = new Date();
    const people = await Promise.all([0, 1, 2, 3].map(() => account(new Date(now.getTime() + 1.5 * DAY))));
    const runs = await Promise.all([sweepPixRenewals(getDb(), now), sweepPixRenewals(getDb(), now), sweepPixRenewals(getDb(), now)]);
    for (const p of people) expect(mailsTo(p.email), p.email).toHaveLength(1);
    expect(runs.reduce((sum, r) => sum + r.failed, 0)).toBe(0);
  });

  it('writes in the user’s language', async () => {
    const now = new Date();
    const en = await account(new Date(now.getTime() + 2 * DAY), { plan: 'senior' }, 'en');
    const de = await account(new Date(now.getTime() + 2 * DAY), { plan: 'web' }, 'de');
    await sweepPixRenewals(getDb(), now);
    const [english] = mailsTo(en.email);
    expect(english.mail.subject).toMatch(/^Your Senior plan ends on .+: pay next month with Pix$/);
    expect(english.link).toMatch(/\/en\/checkout\/senior\?buy=pix_1m$/);
    const [german] = mailsTo(de.email);
    expect(german.mail.subject).toMatch(/^Dein Tarif .+ endet am .+: Zahle den nächsten Monat mit Pix$/);
    expect(german.link).toMatch(/\/de\/checkout\/web\?buy=pix_1m$/);
  });

  it('a failed send records nothing, so the next run tries again', async () => {
    const now = new Date();
    const person = await account(new Date(now.getTime() + 2 * DAY));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const mailer = await import('@/features/email/mailer');
    const spy = vi.spyOn(mailer, 'sendPixRenewalEmail').mockRejectedValueOnce(new Error('SMTP down'));
    const failed = await sweepPixRenewals(getDb(), now);
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect(await getDb().select().from(pixRenewalReminders).where(eq(pixRenewalReminders.userId, person.userId))).toHaveLength(0);
    spy.mockRestore();
    await sweepPixRenewals(getDb(), now);
    expect(mailsTo(person.email)).toHaveLength(1);
  });

  it('the daily job, queued twice and worked by two processes, sends each reminder once', async () => {
    const now = new Date();
    const people = await Promise.all([0, 1, 2].map(() => account(new Date(now.getTime() + 2.5 * DAY))));
    const bosses = [createBoss(), createBoss()];
    try {
      for (const boss of bosses) await boss.start();
      const [first, second] = bosses;
      // Scheduled at 9:00 Brasília time every day.
      await workAll(first, { pollingIntervalSeconds: 0.5 });
      expect(await first.getSchedules()).toContainEqual(
        expect.objectContaining({ name: PIX_RENEWAL_SWEEP, cron: '0 9 * * *', timezone: 'America/Sao_Paulo' }),
      );
      await enqueue(PIX_RENEWAL_SWEEP, {}, {}, first);
      await enqueue(PIX_RENEWAL_SWEEP, {}, {}, second);
      await workAll(second, { pollingIntervalSeconds: 0.5 });
      const deadline = Date.now() + 20_000;
      while (!people.every((p) => mailsTo(p.email).length > 0)) {
        if (Date.now() > deadline) throw new Error('the sweep did not run');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Both queued runs finish; a second e-mail would have been written by now.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      for (const p of people) expect(mailsTo(p.email), p.email).toHaveLength(1);
    } finally {
      await Promise.all(bosses.map((boss) => boss.stop({ graceful: false, wait: true, close: true })));
    }
  });
});
