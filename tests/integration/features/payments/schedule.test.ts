import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { proposalAcceptances, proposalSchedules } from '@/db/schema';
import { proposalSchedule } from '@/features/payments/instalments';
import { clearSchedule, saveSchedule } from '@/features/payments/mutations';
import { proposalInstalments } from '@/features/payments/queries';
import { proposalPdfModel } from '@/features/proposals/documents';
import { getProposal } from '@/features/proposals/queries';
import { instalmentTxid } from '@/lib/payments/schedule';
import { acceptedPaymentTerms, sha256Hex } from '@/lib/proposal-content';
import { todayInBrazil } from '@/lib/proposals';
import { decodePix } from '../../../support/pix-decode';
import { plan, sentProposal } from './fixtures';

describe('the payment schedule of a proposal', () => {
  it('is refused (translated, nothing written) unless deposit and instalments add up to the total', async () => {
    const { db, userId, proposalId } = await sentProposal();
    const short = await saveSchedule(db, userId, proposalId, {
      instalments: [{ amountCents: 30_000, dueDate: '2027-01-10' }],
      reminders: true,
    });
    expect(short).toMatchObject({ ok: false, message: 'payments.schedule.sumMismatch' });
    const bad = await saveSchedule(db, userId, proposalId, { instalments: [{ amountCents: 60_000, dueDate: '2027-02-30' }] });
    expect(bad).toMatchObject({ ok: false, message: 'payments.schedule.dateInvalid' });
    expect(await saveSchedule(db, userId, proposalId, { instalments: [] })).toMatchObject({
      ok: false,
      message: 'payments.schedule.empty',
    });
    expect(await db.select().from(proposalSchedules).where(eq(proposalSchedules.proposalId, proposalId))).toEqual([]);
    expect(await saveSchedule(db, userId, proposalId, { instalments: plan, reminders: false })).toMatchObject({ ok: true });
    expect(await proposalSchedule(db, userId, proposalId)).toEqual({ instalments: plan, reminders: false });
    expect(await clearSchedule(db, userId, proposalId)).toMatchObject({ ok: true });
    expect(await proposalSchedule(db, userId, proposalId)).toBeNull();
  });

  it('40/30/30: part of the content accepted, locked with it; each instalment with its own Pix', async () => {
    const { db, userId, proposalId, pageHash, accept } = await sentProposal();
    const before = await pageHash();
    expect(await saveSchedule(db, userId, proposalId, { instalments: plan })).toMatchObject({ ok: true });
    // The page the client had open showed another schedule: its acceptance is refused.
    expect(await accept(before)).toMatchObject({ ok: false, message: 'publicProposal.changed' });
    expect(await accept(await pageHash())).toMatchObject({ ok: true });

    const [acceptance] = await db.select().from(proposalAcceptances).where(eq(proposalAcceptances.proposalId, proposalId));
    expect(acceptedPaymentTerms(acceptance.content)).toEqual({ totalCents: 100_000, depositPercent: 40, schedule: plan });
    expect(sha256Hex(acceptance.content)).toBe(acceptance.contentSha256);
    const rows = await proposalInstalments(db, userId, proposalId);
    expect(rows.map((r) => [r.number, r.isDeposit, r.amountCents, r.dueDate])).toEqual([
      [1, true, 40_000, todayInBrazil()],
      [2, false, 30_000, '2027-01-10'],
      [3, false, 30_000, '2027-02-10'],
    ]);

    // Locked: the schedule cannot change once accepted, and a row edited behind the app's back changes nothing shown.
    expect(
      await saveSchedule(db, userId, proposalId, { instalments: [{ amountCents: 60_000, dueDate: '2027-03-01' }] }),
    ).toMatchObject({
      ok: false,
      message: 'payments.schedule.locked',
    });
    expect(await clearSchedule(db, userId, proposalId)).toMatchObject({ ok: false, message: 'payments.schedule.locked' });
    await db
      .update(proposalSchedules)
      .set({ instalments: [{ amountCents: 60_000, dueDate: '2027-03-01' }] })
      .where(eq(proposalSchedules.proposalId, proposalId));

    const model = await proposalPdfModel(db, userId, (await getProposal(db, userId, proposalId))!, { logo: false });
    expect(model.instalments?.map((i) => [i.number, i.amountCents, i.dueDate])).toEqual([
      [2, 30_000, '2027-01-10'],
      [3, 30_000, '2027-02-10'],
    ]);
    const second = decodePix(model.instalments![0].payload!);
    expect(second).toMatchObject({
      key: 'ana@exemplo.com',
      amount: '300.00',
      txid: instalmentTxid(proposalId, 2),
      city: 'Recife',
    });
    expect(decodePix(model.instalments![1].payload!).txid).toBe(instalmentTxid(proposalId, 3));
    expect(decodePix(model.pix!.payload).amount).toBe('400.00');
  });

  it('another account can neither read nor set it', async () => {
    const a = await sentProposal();
    const b = await sentProposal();
    expect(await saveSchedule(a.db, b.userId, a.proposalId, { instalments: plan })).toMatchObject({
      ok: false,
      message: 'payments.schedule.proposalNotFound',
    });
    expect(await clearSchedule(a.db, b.userId, a.proposalId)).toMatchObject({
      ok: false,
      message: 'payments.schedule.proposalNotFound',
    });
    await saveSchedule(a.db, a.userId, a.proposalId, { instalments: plan });
    expect(await proposalSchedule(a.db, b.userId, a.proposalId)).toBeNull();
  });
});
