import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { instalments, receipts } from '@/db/schema';
import { issueReceipt, markReceived, undoReceived } from '@/features/payments/mutations';
import { renderReceiptPdf } from '@/features/payments/pdf/receipt-pdf';
import { overdueInstalments, proposalInstalments, receivedThisYearCents } from '@/features/payments/queries';
import { todayInBrazil } from '@/lib/proposals';
import { sentProposal } from './fixtures';

/** A freelancer (30 % deposit by Pix, in Curitiba) whose R$ 1.000,00 proposal the client accepted online. */
async function acceptedProposal() {
  const { db, userId, proposalId, pageHash, accept } = await sentProposal({
    city: 'Curitiba',
    depositPercent: '30',
    clientName: 'Maria Cliente',
  });
  const accepted = await accept(await pageHash());
  if (!accepted.ok) throw new Error(JSON.stringify(accepted));
  return { db, userId, proposalId, rows: await proposalInstalments(db, userId, proposalId) };
}

describe('instalments of an accepted proposal', () => {
  it('are the deposit (due on acceptance) and the rest, adding up to the total', async () => {
    const { rows } = await acceptedProposal();
    const today = todayInBrazil();
    expect(rows.map((r) => [r.number, r.isDeposit, r.amountCents, r.receivedOn])).toEqual([
      [1, true, 30_000, null],
      [2, false, 70_000, null],
    ]);
    expect(rows[0].dueDate).toBe(today);
    expect(rows[1].dueDate > today).toBe(true);
  });

  it('marks received with a date and method, counts it in the year, and undoes it', async () => {
    const { db, userId, rows } = await acceptedProposal();
    const today = todayInBrazil();
    expect(await markReceived(db, userId, rows[0].id, { receivedOn: today, method: 'pix' })).toEqual({
      ok: true,
      data: { id: rows[0].id },
    });
    expect(await markReceived(db, userId, rows[1].id, { receivedOn: '2999-01-01', method: 'pix' })).toMatchObject({
      ok: false,
      message: 'payments.receivedDateInvalid',
    });
    expect(await markReceived(db, userId, rows[1].id, { receivedOn: today, method: 'boleto' })).toMatchObject({
      ok: false,
      message: 'payments.methodInvalid',
    });
    expect(await receivedThisYearCents(db, userId)).toBe(30_000);
    expect(await undoReceived(db, userId, rows[0].id)).toMatchObject({ ok: true });
    expect(await receivedThisYearCents(db, userId)).toBe(0);
  });

  it('lists an unpaid instalment as overdue from the day after its due date', async () => {
    const { db, userId, rows } = await acceptedProposal();
    await db.update(instalments).set({ dueDate: '2026-01-10' }).where(eq(instalments.id, rows[1].id));
    expect((await overdueInstalments(db, userId, new Date('2026-01-11T02:00:00Z'))).map((o) => o.id)).toEqual([]);
    expect((await overdueInstalments(db, userId, new Date('2026-01-11T03:00:00Z'))).map((o) => o.id)).toEqual([rows[1].id]);
  });
});

describe('receipts', () => {
  it('are issued only for received instalments, once each, with payer and payee documents', async () => {
    const { db, userId, rows } = await acceptedProposal();
    expect(await issueReceipt(db, userId, rows[0].id)).toEqual({ ok: false, message: 'payments.notReceived' });
    await markReceived(db, userId, rows[0].id, { receivedOn: todayInBrazil(), method: 'transfer' });
    const first = await issueReceipt(db, userId, rows[0].id);
    expect(first).toMatchObject({
      ok: true,
      data: {
        number: 1,
        payerName: 'Maria Cliente',
        payerDocument: '52998224725',
        payeeName: 'Ana Souza',
        payeeDocument: '529.982.247-25',
        amountCents: 30_000,
        reference: 'sinal da proposta “Site novo”',
        place: 'Curitiba',
      },
    });
    expect(await issueReceipt(db, userId, rows[0].id)).toEqual(first);
    // An instalment's receipt names its place among the proposal's instalments.
    await markReceived(db, userId, rows[1].id, { receivedOn: todayInBrazil(), method: 'pix' });
    expect(await issueReceipt(db, userId, rows[1].id)).toMatchObject({
      ok: true,
      data: { number: 2, amountCents: 70_000, reference: '“Site novo”, parcela 2 de 2' },
    });
    if (!first.ok) throw new Error('receipt');
    const pdf = await renderReceiptPdf(first.data, 'pt-BR');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('are numbered per account without gaps or repeats under concurrency', async () => {
    const a = await acceptedProposal();
    const others = await Promise.all([acceptedProposal(), acceptedProposal()]);
    // Six received instalments of one account, their receipts issued all at once.
    const extra = await Promise.all(
      others.map((o) => o.db.update(instalments).set({ userId: a.userId }).where(eq(instalments.proposalId, o.proposalId))),
    );
    expect(extra).toHaveLength(2);
    const all = await a.db.select().from(instalments).where(eq(instalments.userId, a.userId));
    await Promise.all(all.map((i) => markReceived(a.db, a.userId, i.id, { receivedOn: todayInBrazil(), method: 'pix' })));
    const issued = await Promise.all(all.map((i) => issueReceipt(a.db, a.userId, i.id)));
    expect(issued.every((r) => r.ok)).toBe(true);
    const numbers = (await a.db.select({ number: receipts.number }).from(receipts).where(eq(receipts.userId, a.userId)))
      .map((r) => r.number)
      .sort((x, y) => x - y);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
