// The payments' operations (features/payments): instalments, received payments and receipts, run
// as B with A's ids. A's accepted proposal has instalments; seed-owner.ts marks the first received
// and issues its receipt, so every id kind exists.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { GET as receiptPdfGet } from '@/app/api/receipts/[id]/pdf/route';
import { instalments, receipts } from '@/db/schema';
import {
  clearScheduleAction,
  emailReceiptAction,
  issueReceiptAction,
  markReceivedAction,
  saveScheduleAction,
  undoReceivedAction,
} from '@/features/payments/actions';
import { getReceipt, listReceipts, proposalInstalments, receiptContext } from '@/features/payments/queries';
import { actAs, requestAs } from '../request-scope';
import { answer, likeUnknown, type Entry, type World } from './helpers';

const fails = (message: string) => ({ ok: false, message });
const NOT_FOUND = { status: 404, body: { error: 'NOT_FOUND' } };

async function idsOfA(w: World) {
  const instalmentIds = (
    await w.db.select({ id: instalments.id }).from(instalments).where(eq(instalments.userId, w.a.userId))
  ).map((r) => r.id);
  const receiptIds = (await w.db.select({ id: receipts.id }).from(receipts).where(eq(receipts.userId, w.a.userId))).map(
    (r) => r.id,
  );
  if (!instalmentIds.length || !receiptIds.length) throw new Error('isolation: A has no instalments or receipts');
  return { instalmentIds, receiptIds, all: [...instalmentIds, ...receiptIds, ...Object.values(w.a.proposal)] };
}

const asB =
  <A extends unknown[], R>(w: World, action: (...args: A) => Promise<R>) =>
  (...args: A) => {
    actAs(w.b.session);
    return action(...args);
  };

const idEntry = (run: (w: World, ids: Awaited<ReturnType<typeof idsOfA>>) => Promise<void>): Entry => ({
  takes: 'id',
  check: async (w) => run(w, await idsOfA(w)),
});

export const paymentEntries: Record<string, Entry> = {
  'action features/payments/actions.ts#markReceivedAction': idEntry((w, ids) =>
    likeUnknown(
      ids.all,
      (id) => asB(w, markReceivedAction)(id, { receivedOn: '2026-01-10', method: 'pix' }),
      fails('payments.notFound'),
    ),
  ),
  'action features/payments/actions.ts#undoReceivedAction': idEntry((w, ids) =>
    likeUnknown(ids.all, (id) => asB(w, undoReceivedAction)(id), fails('payments.notFound')),
  ),
  'action features/payments/actions.ts#issueReceiptAction': idEntry((w, ids) =>
    likeUnknown(ids.all, (id) => asB(w, issueReceiptAction)(id), fails('payments.notFound')),
  ),
  'action features/payments/actions.ts#emailReceiptAction': idEntry((w, ids) =>
    likeUnknown(ids.all, (id) => asB(w, emailReceiptAction)(id), fails('payments.receiptNotFound')),
  ),
  'action features/payments/actions.ts#saveScheduleAction': idEntry((w, ids) =>
    likeUnknown(
      ids.all,
      (id) => asB(w, saveScheduleAction)(id, { instalments: [{ amountCents: 100, dueDate: '2027-01-01' }], reminders: true }),
      fails('payments.schedule.proposalNotFound'),
    ),
  ),
  'action features/payments/actions.ts#clearScheduleAction': idEntry((w, ids) =>
    likeUnknown(ids.all, (id) => asB(w, clearScheduleAction)(id), fails('payments.schedule.proposalNotFound')),
  ),
  'query features/payments/queries.ts#proposalInstalments': idEntry((w, ids) =>
    likeUnknown(ids.all, (id) => proposalInstalments(w.db, w.b.userId, id), []),
  ),
  'query features/payments/queries.ts#getReceipt': idEntry((w, ids) =>
    likeUnknown(ids.all, (id) => getReceipt(w.db, w.b.userId, id), null),
  ),
  // A receipt's proposal language and reference facts: B naming A's proposal and instalment (as
  // found on A's receipts, or any of A's ids in both places) learns nothing, as for unknown ids.
  'query features/payments/queries.ts#receiptContext': idEntry(async (w, ids) => {
    const nothing = { proposalLocale: null, facts: null };
    await likeUnknown(ids.all, (id) => receiptContext(w.db, w.b.userId, { proposalId: id, instalmentId: id }), nothing);
    const rowsOfA = await w.db.select().from(receipts).where(eq(receipts.userId, w.a.userId));
    for (const row of rowsOfA) expect(await receiptContext(w.db, w.b.userId, row)).toEqual(nothing);
    for (const row of rowsOfA) expect((await receiptContext(w.db, w.a.userId, row)).facts).not.toBeNull();
  }),
  'query features/payments/queries.ts#overdueInstalments': {
    takes: 'none',
    why: 'the user’s overdue instalments (none are overdue in the seed: B’s list is always empty)',
  },
  'query features/payments/queries.ts#receivedThisYearCents': {
    takes: 'none',
    why: 'a sum over the session user’s own instalments, by user id alone (A and B received the same amount in the seed, so a list read would prove nothing)',
  },
  'query features/payments/queries.ts#listReceipts': {
    takes: 'none',
    why: 'the user’s receipts',
    list: (w, o) => listReceipts(w.db, o.userId),
  },
  'GET /api/receipts/[id]/pdf': idEntry(async (w, ids) => {
    const get = async (id: string) =>
      answer(await receiptPdfGet(requestAs(w.b.session, `/api/receipts/${id}/pdf`), { params: Promise.resolve({ id }) }));
    await likeUnknown(ids.all, get, NOT_FOUND);
    const own = await receiptPdfGet(requestAs(w.a.session, `/api/receipts/${ids.receiptIds[0]}/pdf`), {
      params: Promise.resolve({ id: ids.receiptIds[0] }),
    });
    expect([own.status, own.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  }),
};
