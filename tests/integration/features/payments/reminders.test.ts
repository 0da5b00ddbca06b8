import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { instalments, subscriptions } from '@/db/schema';
import type { InstalmentReminderEmail } from '@/features/email/mailer';
import { saveSchedule, markReceived } from '@/features/payments/mutations';
import { proposalInstalments } from '@/features/payments/queries';
import { sweepReminders } from '@/features/payments/reminders';
import { sentProposal } from './fixtures';

// Instalments due in the past (the sweep is given its "now"): the deposit is due on the real day of
// acceptance, later than these, so only the scheduled ones are owed reminders.
const past = [
  { amountCents: 30_000, dueDate: '2026-01-10' },
  { amountCents: 30_000, dueDate: '2026-02-10' },
];
const at = (iso: string) => new Date(`${iso}T15:00:00Z`);

async function acceptedWithSchedule(reminders: boolean) {
  const p = await sentProposal();
  expect(await saveSchedule(p.db, p.userId, p.proposalId, { instalments: past, reminders })).toMatchObject({ ok: true });
  expect(await p.accept(await p.pageHash())).toMatchObject({ ok: true });
  return p;
}

function outbox() {
  const sent: InstalmentReminderEmail[] = [];
  return { sent, send: async (mail: InstalmentReminderEmail) => void sent.push(mail) };
}

describe('instalment reminders (the daily sweep)', () => {
  it('sends each reminder once, even with two workers sweeping at the same moment; never for a paid one', async () => {
    const p = await acceptedWithSchedule(true);
    const box = outbox();
    const mine = (mails: InstalmentReminderEmail[]) =>
      mails.filter((m) => m.title === 'Site novo' && m.to === 'maria@cliente.com.br');
    // Due date of instalment 2: two sweeps at once send its "due today" once.
    const counts = await Promise.all([
      sweepReminders(p.db, at('2026-01-10'), box.send),
      sweepReminders(p.db, at('2026-01-10'), box.send),
    ]);
    const ours = () => box.sent.filter((m) => m.url.includes('/p/') && m.number >= 2 && m.amountCents === 30_000);
    expect(mine(ours()).map((m) => [m.kind, m.number, m.dueDate])).toEqual([['due', 2, '2026-01-10']]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    // The next day: nothing new. Three days after: the late one, once.
    await sweepReminders(p.db, at('2026-01-11'), box.send);
    await Promise.all([sweepReminders(p.db, at('2026-01-13'), box.send), sweepReminders(p.db, at('2026-01-13'), box.send)]);
    await sweepReminders(p.db, at('2026-01-20'), box.send);
    expect(
      mine(ours())
        .filter((m) => m.number === 2)
        .map((m) => m.kind),
    ).toEqual(['due', 'late']);
    // Instalment 3 is paid before its due date: nothing is sent for it.
    const third = (await proposalInstalments(p.db, p.userId, p.proposalId)).find((r) => r.number === 3)!;
    expect(await markReceived(p.db, p.userId, third.id, { receivedOn: '2026-01-20', method: 'pix' })).toMatchObject({ ok: true });
    await sweepReminders(p.db, at('2026-02-10'), box.send);
    await sweepReminders(p.db, at('2026-02-14'), box.send);
    expect(mine(ours()).filter((m) => m.number === 3)).toEqual([]);
    const [row] = await p.db.select().from(instalments).where(eq(instalments.id, third.id));
    expect([row.dueReminderAt, row.lateReminderAt]).toEqual([null, null]);
  });

  it('sends nothing for a proposal whose reminders are off', async () => {
    const p = await acceptedWithSchedule(false);
    const box = outbox();
    await sweepReminders(p.db, at('2026-01-10'), box.send);
    await sweepReminders(p.db, at('2026-01-13'), box.send);
    const rows = await p.db.select().from(instalments).where(eq(instalments.proposalId, p.proposalId));
    expect(rows.every((r) => r.dueReminderAt === null && r.lateReminderAt === null)).toBe(true);
  });

  it('sends nothing for an account that can no longer write (the trial ended without a purchase)', async () => {
    const p = await acceptedWithSchedule(true);
    await p.db.update(subscriptions).set({ status: 'expired' }).where(eq(subscriptions.userId, p.userId));
    const box = outbox();
    await sweepReminders(p.db, at('2026-01-10'), box.send);
    const rows = await p.db.select().from(instalments).where(eq(instalments.proposalId, p.proposalId));
    expect(rows.every((r) => r.dueReminderAt === null && r.lateReminderAt === null)).toBe(true);
  });
});
