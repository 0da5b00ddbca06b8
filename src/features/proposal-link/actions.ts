'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { getDb } from '@/db';
import { signedInAction } from '@/features/auth/signed-in-action';
import { getSession } from '@/features/auth/session';
import { proposalIdSchema } from '@/features/proposals/schemas';
import { parseOr } from '@/lib/action-input';
import { clientIp, userAgentOf } from '@/lib/client-ip';
import * as mutations from './mutations';
import { emailLinkToClient, notifyOwnerSafely } from './notifications';
import { setProposalReminders } from './reminders';
import { linkVisitorId } from './visitor-cookie';

// The public page's actions work without an account: the token is the only key, and every answer
// is rate-limited in the mutations. The owner is told by e-mail after the response is sent.

async function visitor(): Promise<mutations.Visitor> {
  const h = await headers();
  const session = await getSession();
  return { ip: clientIp(h), userAgent: userAgentOf(h), visitorId: await linkVisitorId(), userId: session?.user.id ?? null };
}

/** Tells the owner after the response is sent (never delays or fails the client's answer). */
function notifyLater(event: mutations.ProposalLinkEvent) {
  after(() => notifyOwnerSafely(getDb(), event));
}

function notifyAfter(result: Awaited<ReturnType<typeof mutations.recordView>>) {
  if (result.ok && result.data.event) notifyLater(result.data.event);
  return result.ok ? { ok: true as const, data: null } : result;
}

export async function recordViewAction(token: unknown) {
  return notifyAfter(await mutations.recordView(getDb(), token, await visitor()));
}

export async function acceptProposalAction(token: unknown, input: unknown) {
  return notifyAfter(await mutations.acceptProposal(getDb(), token, input, await visitor(), notifyLater));
}

export async function refuseProposalAction(token: unknown, input: unknown) {
  return notifyAfter(await mutations.refuseProposal(getDb(), token, input, await visitor()));
}

/** The owner's "Enviar por e-mail" on the proposal's page. */
export const emailProposalLinkAction = signedInAction(async (db, userId, proposalId: unknown) => {
  const id = parseOr(proposalIdSchema, proposalId, 'proposals.notFound');
  return id.ok ? emailLinkToClient(db, userId, id.data) : id;
});

/** The proposal page's switch: automatic reminders to the client on or off. */
export const setProposalRemindersAction = signedInAction(setProposalReminders);
