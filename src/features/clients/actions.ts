'use server';

import { getDb } from '@/db';
import { refreshAppOnSuccess } from '@/features/app-shell/revalidate';
import { requireUser } from '@/features/auth/session';
import type { ActionResult } from '@/lib/action-result';
import * as mutations from './mutations';
import type { Client } from './queries';

export async function createClientAction(input: unknown): Promise<ActionResult<Client>> {
  const user = await requireUser();
  return refreshAppOnSuccess(await mutations.createClient(getDb(), user.id, input));
}

export async function updateClientAction(id: unknown, input: unknown): Promise<ActionResult<Client>> {
  const user = await requireUser();
  return refreshAppOnSuccess(await mutations.updateClient(getDb(), user.id, id, input));
}

export async function setClientStatusAction(id: unknown, status: unknown): Promise<ActionResult<Client>> {
  const user = await requireUser();
  return refreshAppOnSuccess(await mutations.setClientStatus(getDb(), user.id, id, status));
}

export async function deleteClientAction(id: unknown): Promise<ActionResult<{ id: string }>> {
  const user = await requireUser();
  return refreshAppOnSuccess(await mutations.deleteClient(getDb(), user.id, id));
}
