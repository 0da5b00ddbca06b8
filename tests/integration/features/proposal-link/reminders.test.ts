// Automatic reminders to the client (issue 19): queued by the sweep with a dedupe key per proposal
// and rule, sent once each even with two worker processes on one database, in the proposal's own
// language, never after an answer, never when switched off, each one in the proposal's history.
import { and, eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db';
import { proposalEvents, proposalReminders, proposals, subscriptions, users } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { createClient } from '@/features/clients/mutations';
import { createBoss, workAll } from '@/features/jobs/queue';
import { PROPOSAL_REMINDER_SWEEP, runProposalReminderSweep } from '@/features/proposal-link/jobs';
import { emailLinkToClient } from '@/features/proposal-link/notifications';
import { dueReminders, sendReminder, setProposalReminders } from '@/features/proposal-link/reminders';
import { createProposal } from '@/features/proposals/mutations';
import { addCalendarDays, todayInBrazil } from '@/lib/proposals';
import { readOutbox } from '../../../support/outbox';

const DAY = 24 * 60 * 60 * 1000;
const dataDir = () => process.env.DATA_DIR!;
let n = 0;

type Setup = {
  language?: 'pt-BR' | 'en' | 'es' | 'de';
  sentDaysAgo?: number;
  viewedDaysAgo?: number;
  validUntil?: string;
  email?: string;
};

/** A sent proposal to a client with an e-mail, from a freelancer whose app language is pt-BR. */
async function sentProposal(setup: Setup = {}) {
  const db = getDb();
  const owner = `lembrete${++n}-${Date.now()}@exemplo.com`;
  const clientEmail = setup.email ?? `cliente${n}-${Date.now()}@exemplo.com`;
  const userId = await createVerifiedUser(db, { email: owner, password: 'senha-forte-123' });
  await db.update(users).set({ locale: 'pt-BR' }).where(eq(users.id, userId));
  const client = await createClient(db, userId, { name: 'Cliente Lembrado', email: clientEmail, status: 'novo' });
  if (!client.ok) throw new Error('setup');
  const created = await createProposal(db, userId, {
    clientId: client.data.id,
    title: 'Site institucional',
    description: '',
    validUntil: '2099-12-31',
    status: 'enviada',
    language: setup.language ?? 'pt-BR',
    lines: [{ name: 'Layout', unit: 'units', quantity: '1', price: '1.000,00' }],
  });
  if (!created.ok) throw new Error(`setup: ${JSON.stringify(created)}`);
  const now = Date.now();
  await db
    .update(proposals)
    .set({
      sentAt: new Date(now - (setup.sentDaysAgo ?? 4) * DAY),
      firstViewedAt: setup.viewedDaysAgo === undefined ? null : new Date(now - setup.viewedDaysAgo * DAY),
      // Set here: a past date is refused by the form, as it should be.
      ...(setup.validUntil ? { validUntil: setup.validUntil } : {}),
    })
    .where(eq(proposals.id, created.data.id));
  return { db, userId, owner, clientEmail, proposalId: created.data.id };
}

const mailsTo = (email: string) => readOutbox(dataDir(), { to: email, kind: 'proposal-reminder' });
const remindersOf = (proposalId: string) =>
  getDb().select().from(proposalReminders).where(eq(proposalReminders.proposalId, proposalId));
const historyOf = (proposalId: string) =>
  getDb()
    .select({ kind: proposalEvents.kind, detail: proposalEvents.detail })
    .from(proposalEvents)
    .where(and(eq(proposalEvents.proposalId, proposalId), eq(proposalEvents.kind, 'reminded')));
const dueFor = async (proposalId: string, now = new Date()) =>
  (await dueReminders(getDb(), now)).filter((d) => d.proposalId === proposalId).map((d) => d.rule);

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('proposal reminders', () => {
  const bosses: PgBoss[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const boss = createBoss();
      await boss.start();
      bosses.push(boss);
    }
  });
  afterAll(async () => {
    for (const boss of bosses) await boss.stop({ graceful: false, wait: true });
  });

  it('two workers and two sweeps at once: each reminder is queued and sent once, in the proposal’s language, and noted in the history', async () => {
    const p = await sentProposal({ language: 'en', sentDaysAgo: 4 });
    const [first, second] = bosses;
    await workAll(first, { pollingIntervalSeconds: 0.5 });
    await workAll(second, { pollingIntervalSeconds: 0.5 });
    expect(await first.getSchedules()).toContainEqual(
      expect.objectContaining({ name: PROPOSAL_REMINDER_SWEEP, cron: '0 8-20 * * *', timezone: 'America/Sao_Paulo' }),
    );
    // Both processes sweep at the same moment: the dedupe key stores one job for the pair.
    await Promise.all([runProposalReminderSweep(new Date(), first), runProposalReminderSweep(new Date(), second)]);
    const deadline = Date.now() + 20_000;
    while (mailsTo(p.clientEmail).length === 0) {
      if (Date.now() > deadline) throw new Error('the reminder was not sent');
      await new Promise((r) => setTimeout(r, 200));
    }
    // Another sweep, and the job run again by hand: nothing more.
    await runProposalReminderSweep(new Date(), first);
    expect(await sendReminder(p.db, { proposalId: p.proposalId, rule: 'notViewed' })).toBe('alreadySent');
    await new Promise((r) => setTimeout(r, 1500));
    const mails = mailsTo(p.clientEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0].mail.subject).toBe('Reminder: the proposal “Site institucional” from ' + p.owner + ' is waiting for you');
    expect(mails[0].mail.headers['reply-to']).toBe(p.owner);
    expect(mails[0].link).toMatch(/\/p\/[A-Za-z0-9_-]+$/);
    expect(await remindersOf(p.proposalId)).toHaveLength(1);
    expect(await historyOf(p.proposalId)).toEqual([{ kind: 'reminded', detail: 'notViewed' }]);
  });

  it('sends each rule once when many run at once, then the next rule when it becomes due', async () => {
    const p = await sentProposal({ language: 'de', sentDaysAgo: 10 });
    const runs = await Promise.all([0, 1, 2, 3].map(() => sendReminder(p.db, { proposalId: p.proposalId, rule: 'notViewed' })));
    expect(runs.filter((r) => r === 'sent')).toHaveLength(1);
    expect(mailsTo(p.clientEmail)).toHaveLength(1);
    expect(mailsTo(p.clientEmail)[0].mail.subject).toMatch(
      /^Erinnerung: Das Angebot „Site institucional“ von .+ wartet auf Sie$/,
    );
    expect(await dueFor(p.proposalId)).toEqual([]);

    // Viewed 8 days ago with no answer: the no-answer rule, once.
    await p.db
      .update(proposals)
      .set({ firstViewedAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(proposals.id, p.proposalId));
    expect(await dueFor(p.proposalId)).toEqual(['noAnswer']);
    expect(await sendReminder(p.db, { proposalId: p.proposalId, rule: 'noAnswer' })).toBe('sent');
    expect(await sendReminder(p.db, { proposalId: p.proposalId, rule: 'noAnswer' })).toBe('alreadySent');

    // Two days before the end: the expiring one, the last.
    const validUntil = addCalendarDays(todayInBrazil(), 2);
    await p.db.update(proposals).set({ validUntil }).where(eq(proposals.id, p.proposalId));
    expect(await dueFor(p.proposalId)).toEqual(['expiring']);
    expect(await sendReminder(p.db, { proposalId: p.proposalId, rule: 'expiring' })).toBe('sent');
    expect(await dueFor(p.proposalId)).toEqual([]);
    const subjects = mailsTo(p.clientEmail).map((m) => m.mail.subject);
    expect(subjects).toHaveLength(3);
    expect(subjects[2]).toMatch(/^Das Angebot „Site institucional“ von .+ ist nur noch bis .+ gültig$/);
    expect((await historyOf(p.proposalId)).map((e) => e.detail).sort()).toEqual(['expiring', 'noAnswer', 'notViewed']);
  });

  it('never after an answer (accepted or refused), nor after expiry, nor before it is due', async () => {
    for (const status of ['aprovada', 'rejeitada'] as const) {
      const p = await sentProposal({ sentDaysAgo: 5 });
      await p.db.update(proposals).set({ status }).where(eq(proposals.id, p.proposalId));
      expect(await dueFor(p.proposalId)).toEqual([]);
      expect(await sendReminder(p.db, { proposalId: p.proposalId, rule: 'notViewed' })).toBe('notDue');
      expect(mailsTo(p.clientEmail)).toHaveLength(0);
    }
    const expired = await sentProposal({ sentDaysAgo: 5, validUntil: addCalendarDays(todayInBrazil(), -1) });
    expect(await dueFor(expired.proposalId)).toEqual([]);
    expect(await sendReminder(expired.db, { proposalId: expired.proposalId, rule: 'notViewed' })).toBe('notDue');
    const early = await sentProposal({ sentDaysAgo: 1 });
    expect(await dueFor(early.proposalId)).toEqual([]);
    expect(await sendReminder(early.db, { proposalId: early.proposalId, rule: 'notViewed' })).toBe('notDue');
    expect(await remindersOf(early.proposalId)).toHaveLength(0);
  });

  it('never from an account that can no longer write (the trial ended without a purchase)', async () => {
    const p = await sentProposal({ sentDaysAgo: 5 });
    await p.db.update(subscriptions).set({ status: 'expired' }).where(eq(subscriptions.userId, p.userId));
    expect(await sendReminder(p.db, { proposalId: p.proposalId, rule: 'notViewed' })).toBe('notDue');
    expect(mailsTo(p.clientEmail)).toHaveLength(0);
    expect(await remindersOf(p.proposalId)).toHaveLength(0);
    // Back on a plan, the reminder goes out.
    await p.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.userId, p.userId));
    expect(await sendReminder(p.db, { proposalId: p.proposalId, rule: 'notViewed' })).toBe('sent');
    expect(mailsTo(p.clientEmail)).toHaveLength(1);
  });

  it('never when switched off; the switch is the owner’s only and takes a boolean', async () => {
    const p = await sentProposal({ sentDaysAgo: 5 });
    const other = await sentProposal();
    expect(await setProposalReminders(p.db, other.userId, p.proposalId, false)).toEqual({
      ok: false,
      message: 'proposals.notFound',
    });
    expect(await setProposalReminders(p.db, p.userId, p.proposalId, 'off')).toEqual({
      ok: false,
      message: 'proposals.reminders.invalid',
    });
    expect(await setProposalReminders(p.db, p.userId, 'not-a-uuid', false)).toEqual({ ok: false, message: 'proposals.notFound' });
    expect(await dueFor(p.proposalId)).toEqual(['notViewed']);
    expect(await setProposalReminders(p.db, p.userId, p.proposalId, false)).toEqual({
      ok: true,
      data: { id: p.proposalId, enabled: false },
    });
    expect(await dueFor(p.proposalId)).toEqual([]);
    expect(await sendReminder(p.db, { proposalId: p.proposalId, rule: 'notViewed' })).toBe('notDue');
    expect(mailsTo(p.clientEmail)).toHaveLength(0);
    await setProposalReminders(p.db, p.userId, p.proposalId, true);
    expect(await dueFor(p.proposalId)).toEqual(['notViewed']);
  });

  it('a failed e-mail records nothing, so the retry sends it', async () => {
    const p = await sentProposal({ language: 'es', sentDaysAgo: 4 });
    const mailer = await import('@/features/email/mailer');
    const spy = vi.spyOn(mailer, 'sendProposalEmail').mockRejectedValueOnce(new Error('SMTP down'));
    await expect(sendReminder(p.db, { proposalId: p.proposalId, rule: 'notViewed' })).rejects.toThrow('SMTP down');
    expect(await remindersOf(p.proposalId)).toHaveLength(0);
    expect(await historyOf(p.proposalId)).toHaveLength(0);
    spy.mockRestore();
    expect(await sendReminder(p.db, { proposalId: p.proposalId, rule: 'notViewed' })).toBe('sent');
    expect(mailsTo(p.clientEmail)[0].mail.subject).toMatch(
      /^Recordatorio: la propuesta “Site institucional” de .+ lo está esperando$/,
    );
  });
});

describe('the link e-mailed to the client', () => {
  it('is in the proposal’s language, not the freelancer’s', async () => {
    const p = await sentProposal({ language: 'en' });
    expect(await emailLinkToClient(p.db, p.userId, p.proposalId)).toEqual({ ok: true, data: { email: p.clientEmail } });
    const [mail] = readOutbox(dataDir(), { to: p.clientEmail, kind: 'proposal-link' });
    expect(mail.mail.subject).toBe(`${p.owner} sent you the proposal “Site institucional”`);
  });
});
