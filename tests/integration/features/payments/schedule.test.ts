import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { proposalAcceptances, proposals, proposalSchedules } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { createClient } from '@/features/clients/mutations';
import { proposalSchedule } from '@/features/payments/instalments';
import { clearSchedule, saveSchedule } from '@/features/payments/mutations';
import { proposalInstalments } from '@/features/payments/queries';
import { acceptProposal } from '@/features/proposal-link/mutations';
import { proposalContent, proposalPdfModel } from '@/features/proposals/documents';
import { createProposal } from '@/features/proposals/mutations';
import { getProfessional, getProposal } from '@/features/proposals/queries';
import { createService } from '@/features/services/mutations';
import { saveBusiness, savePix, saveProfile } from '@/features/settings/mutations';
import { instalmentTxid } from '@/lib/payments/schedule';
import { acceptedPaymentTerms, sha256Hex } from '@/lib/proposal-content';
import { todayInBrazil } from '@/lib/proposals';
import { shareToken } from '@/lib/share-token';
import { decodePix } from '../../../support/pix-decode';

let n = 0;
const plan = [
  { amountCents: 30_000, dueDate: '2027-01-10' },
  { amountCents: 30_000, dueDate: '2027-02-10' },
];

/** A freelancer asking a 40 % deposit by Pix, with a sent R$ 1.000,00 proposal not yet answered. */
async function sentProposal() {
  const db = getDb();
  const userId = await createVerifiedUser(db, { email: `sched${++n}-${Date.now()}@exemplo.com`, password: 'senha-forte-123' });
  await saveProfile(db, userId, {
    fullName: 'Ana Souza',
    profession: 'Designer',
    phone: '',
    website: '',
    address: '',
    city: 'Recife',
  });
  await saveBusiness(db, userId, { companyName: '', cnpj: '', cpf: '529.982.247-25', paymentTerms: '', brandColor: '#112233' });
  await savePix(db, userId, {
    pixKeyType: 'email',
    pixKey: 'ana@exemplo.com',
    pixReceiverName: 'Ana Souza',
    pixCity: 'Recife',
    depositPercent: '40',
  });
  const client = await createClient(db, userId, {
    name: 'Maria',
    email: 'maria@cliente.com.br',
    status: 'novo',
    document: '529.982.247-25',
  });
  const service = await createService(db, userId, { name: 'Site', baseHours: '10', complexity: 1, active: true });
  if (!client.ok || !service.ok) throw new Error('setup');
  const created = await createProposal(db, userId, {
    clientId: client.data.id,
    title: 'Site novo',
    description: '',
    validUntil: '2099-12-31',
    status: 'enviada',
    lines: [{ serviceId: service.data.id, price: '1.000,00' }],
  });
  if (!created.ok) throw new Error(JSON.stringify(created));
  const [row] = await db.select().from(proposals).where(eq(proposals.id, created.data.id));
  const token = shareToken({ shareId: row.shareId!, shareSecret: row.shareSecret! });
  /** The hash of the content the client's page shows now (schedule included). */
  const pageHash = async () => {
    const schedule = await proposalSchedule(db, userId, row.id);
    return sha256Hex(
      proposalContent(
        (await getProposal(db, userId, row.id))!,
        await getProfessional(db, userId),
        null,
        schedule?.instalments ?? null,
      ),
    );
  };
  const accept = async (hash: string) =>
    acceptProposal(
      db,
      token,
      { signerName: 'Maria Cliente', documentDigits: '529.98', agreed: true, contentSha256: hash },
      { ip: '203.0.113.30', userAgent: 'Test', userId: null },
    );
  return { db, userId, proposalId: row.id, pageHash, accept };
}

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
