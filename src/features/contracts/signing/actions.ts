'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { revalidatePath } from 'next/cache';
import { getDb } from '@/db';
import { getSession, requireUser } from '@/features/auth/session';
import { fail, ok } from '@/lib/action-result';
import { clientIp, userAgentOf } from '@/lib/client-ip';
import { completeContract } from './complete';
import { countersignContract } from './countersign';
import * as mutations from './mutations';
import { emailSignCode, notifyFreelancerSafely } from './notifications';

// The public page's actions work without an account: the token is the only key, and every answer
// is rate-limited in the mutations. The freelancer is told by e-mail after the response is sent.

async function visitor(): Promise<mutations.Visitor> {
  const h = await headers();
  const session = await getSession();
  return { ip: clientIp(h), userAgent: userAgentOf(h), userId: session?.user.id ?? null };
}

function notifyAfter(result: Awaited<ReturnType<typeof mutations.recordContractView>>) {
  if (result.ok && result.data.event) {
    const event = result.data.event;
    after(() => notifyFreelancerSafely(getDb(), event));
  }
  return result.ok ? { ok: true as const, data: null } : result;
}

export async function recordContractViewAction(token: unknown) {
  return notifyAfter(await mutations.recordContractView(getDb(), token, await visitor()));
}

/** "Enviar código": the code is e-mailed before answering (the client waits for it). */
export async function requestSignCodeAction(token: unknown, input: unknown) {
  const db = getDb();
  const result = await mutations.requestSignCode(db, token, input, await visitor());
  if (!result.ok) return result;
  try {
    await emailSignCode(db, result.data.mail);
  } catch (error) {
    console.error(`[contract-signing] could not e-mail the code of ${result.data.mail.contractId}`, error);
    return fail('publicContract.emailError');
  }
  return ok({ maskedEmail: result.data.maskedEmail });
}

export async function signContractAction(token: unknown, input: unknown) {
  return notifyAfter(await mutations.signContract(getDb(), token, input, await visitor()));
}

export async function refuseContractAction(token: unknown, input: unknown) {
  return notifyAfter(await mutations.refuseContract(getDb(), token, input, await visitor()));
}

/** The freelancer's countersignature on /app/contracts/[id]; both parties are then told. */
export async function countersignContractAction(contractId: unknown, input: unknown) {
  await requireUser();
  const session = await getSession();
  if (!session) return fail('contractSigning.notFound');
  const h = await headers();
  const db = getDb();
  const result = await countersignContract(
    db,
    {
      userId: session.user.id,
      createdAt: session.session.createdAt,
      signInMethod: (session.session as { signInMethod?: unknown }).signInMethod,
    },
    contractId,
    input,
    { ip: clientIp(h), userAgent: userAgentOf(h) },
  );
  if (!result.ok) return result;
  const id = result.data.contractId;
  after(() => completeContract(getDb(), id));
  revalidatePath('/[locale]/app', 'layout');
  return ok(null);
}
