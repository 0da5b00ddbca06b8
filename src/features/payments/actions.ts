'use server';

import { after } from 'next/server';

import { signedInAction } from '@/features/auth/signed-in-action';
import { ok, type ActionResult } from '@/lib/action-result';
import * as mutations from './mutations';
import { emailReceipt } from './receipt-mail';

export const markReceivedAction = signedInAction((db, userId, id: unknown, input: unknown) =>
  mutations.markReceived(db, userId, id, input),
);
export const undoReceivedAction = signedInAction((db, userId, id: unknown) => mutations.undoReceived(db, userId, id));
export const issueReceiptAction = signedInAction(
  async (db, userId, id: unknown): Promise<ActionResult<{ id: string; number: number }>> => {
    const result = await mutations.issueReceipt(db, userId, id);
    return result.ok ? ok({ id: result.data.id, number: result.data.number }) : result;
  },
);
/** E-mails the receipt's PDF to the client (after the answer: rendering takes a moment). */
export const emailReceiptAction = signedInAction(async (db, userId, id: unknown): Promise<ActionResult<{ to: string }>> => {
  const ready = await emailReceipt(db, userId, id);
  if (!ready.ok) return ready;
  after(() => ready.data.send().catch((error: unknown) => console.error('[payments] receipt e-mail failed', error)));
  return ok({ to: ready.data.to });
});
/** The payment schedule of a proposal (before acceptance): set, or removed. */
export const saveScheduleAction = signedInAction((db, userId, proposalId: unknown, input: unknown) =>
  mutations.saveSchedule(db, userId, proposalId, input),
);
export const clearScheduleAction = signedInAction((db, userId, proposalId: unknown) =>
  mutations.clearSchedule(db, userId, proposalId),
);
