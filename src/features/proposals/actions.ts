'use server';

import { getDb } from '@/db';
import { refreshAppOnSuccess } from '@/features/app-shell/revalidate';
import { requireUser } from '@/features/auth/session';
import type { ActionResult } from '@/lib/action-result';
import * as mutations from './mutations';

export async function createProposalAction(input: unknown): Promise<ActionResult<{ id: string }>> {
  const user = await requireUser();
  return refreshAppOnSuccess(await mutations.createProposal(getDb(), user.id, input));
}

export async function updateProposalAction(id: unknown, input: unknown): Promise<ActionResult<{ id: string }>> {
  const user = await requireUser();
  return refreshAppOnSuccess(await mutations.updateProposal(getDb(), user.id, id, input));
}

export async function deleteProposalAction(id: unknown): Promise<ActionResult<{ id: string }>> {
  const user = await requireUser();
  return refreshAppOnSuccess(await mutations.deleteProposal(getDb(), user.id, id));
}

export async function extendProposalValidityAction(
  id: unknown,
  input: unknown,
): Promise<ActionResult<{ id: string; validUntil: string }>> {
  const user = await requireUser();
  return refreshAppOnSuccess(await mutations.extendProposalValidity(getDb(), user.id, id, input));
}
