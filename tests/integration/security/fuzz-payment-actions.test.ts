// Fuzzing of the payments' server actions (features/payments/actions.ts), the same way as
// fuzz-actions.test.ts: each argument position gets generated bad values while the others are
// valid; each call answers a refusal with a real message key that wrote nothing, or is accepted.
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, it, vi } from 'vitest';

vi.mock('next/headers', () => import('./next-request'));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));
vi.mock('next/server', () => ({ after: vi.fn() }));
vi.mock('@/features/auth/session', () => import('./session-stub'));

import { getDb } from '@/db';
import { instalments, proposals } from '@/db/schema';
import * as paymentActions from '@/features/payments/actions';
import { createInstalments } from '@/features/payments/instalments';
import { issueReceipt, markReceived, undoReceived } from '@/features/payments/mutations';
import { currentDepositPercent } from '@/features/proposals/documents';
import { getProfessional } from '@/features/proposals/queries';
import { equalSchedule } from '@/lib/payments/schedule';
import { depositCents } from '@/lib/proposal-content';
import { badId, badObject } from './bad-inputs';
import type { FuzzAccount } from './fuzz-fixtures';
import { FUZZ_TIMEOUT, fuzzAccounts, fuzzAction } from './fuzz-harness';

const ids = { open: '', received: '', receipt: '', otherInstalment: '', otherReceipt: '' };

/** Instalments as an acceptance writes them (30 % deposit and the rest), the deposit received with its receipt. */
async function paymentsOf(account: FuzzAccount) {
  const db = getDb();
  await db.transaction((tx) =>
    createInstalments(tx, {
      proposalId: account.proposalIds[0],
      userId: account.userId,
      content: JSON.stringify({ totalCents: 100_000, depositPercent: 30 }),
      acceptedOn: '2026-01-10',
    }),
  );
  const rows = await db
    .select()
    .from(instalments)
    .where(eq(instalments.proposalId, account.proposalIds[0]))
    .orderBy(instalments.number);
  await markReceived(db, account.userId, rows[0].id, { receivedOn: '2026-01-10', method: 'pix' });
  const receipt = await issueReceipt(db, account.userId, rows[0].id);
  if (!receipt.ok) throw new Error('fixture: receipt refused');
  return { received: rows[0].id, open: rows[1].id, receipt: receipt.data.id };
}

const schedule = { instalments: [] as { amountCents: number; dueDate: string }[], reminders: true };

const fuzz = fuzzAccounts('Payment actions fuzzed (per argument position):', async ({ owner, other }) => {
  const mine = await paymentsOf(owner);
  const theirs = await paymentsOf(other);
  Object.assign(ids, { ...mine, otherInstalment: theirs.open, otherReceipt: theirs.receipt });
  // A schedule that adds up for the owner's second proposal (not accepted): the valid control.
  const db = getDb();
  const [row] = await db
    .select({ totalCents: proposals.totalCents })
    .from(proposals)
    .where(eq(proposals.id, owner.proposalIds[1]));
  const deposit = depositCents(row.totalCents, currentDepositPercent(await getProfessional(db, owner.userId)));
  schedule.instalments = equalSchedule(row.totalCents - deposit, 3, '2027-03-01');
});

const { signedIn } = fuzz;
const otherIds = () => fuzz.otherIds(ids.otherInstalment, ids.otherReceipt);
const received = { receivedOn: '2026-01-12', method: 'transfer' };
// An accepted "received" is put back to open, so each call starts from the same state.
const reopen = { afterAccepted: () => undoReceived(getDb(), fuzz.owner.userId, ids.open).then(() => {}) };

describe('fuzz: payment actions', () => {
  it('received and undo', { timeout: FUZZ_TIMEOUT }, async () => {
    const { markReceivedAction, undoReceivedAction } = paymentActions;
    await fuzzAction(
      'markReceivedAction(id, _)',
      fc.tuple(badId(otherIds()), fc.constant(received)),
      markReceivedAction,
      signedIn(),
    );
    await fuzzAction('markReceivedAction(_, input)', fc.tuple(fc.constant(ids.open), badObject(received)), markReceivedAction, {
      ...signedIn(ids.open, received),
      ...reopen,
    });
    await fuzzAction('undoReceivedAction(id)', fc.tuple(badId(otherIds())), undoReceivedAction, signedIn());
  });

  it('schedule', { timeout: FUZZ_TIMEOUT }, async () => {
    const { saveScheduleAction, clearScheduleAction } = paymentActions;
    const proposalId = fuzz.owner.proposalIds[1];
    await fuzzAction(
      'saveScheduleAction(id, _)',
      fc.tuple(badId(otherIds()), fc.constant(schedule)),
      saveScheduleAction,
      signedIn(),
    );
    await fuzzAction('saveScheduleAction(_, input)', fc.tuple(fc.constant(proposalId), badObject(schedule)), saveScheduleAction, {
      ...signedIn(proposalId, schedule),
      afterAccepted: () => clearScheduleAction(proposalId).then(() => {}),
    });
    await fuzzAction('clearScheduleAction(id)', fc.tuple(badId(otherIds())), clearScheduleAction, signedIn());
  });

  it('receipts', { timeout: FUZZ_TIMEOUT }, async () => {
    const { issueReceiptAction, emailReceiptAction } = paymentActions;
    await fuzzAction('issueReceiptAction(id)', fc.tuple(badId(otherIds())), issueReceiptAction, signedIn(ids.received));
    await fuzzAction('emailReceiptAction(id)', fc.tuple(badId(otherIds())), emailReceiptAction, signedIn());
  });
});
