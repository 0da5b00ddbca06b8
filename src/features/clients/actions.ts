'use server';

import { revalidatePath } from 'next/cache';
import { getDb } from '@/db';
import { requireUser } from '@/features/auth/session';
import type { ActionResult } from '@/lib/action-result';
import * as mutations from './mutations';
import type { Client } from './queries';

async function done<T>(result: ActionResult<T>): Promise<ActionResult<T>> {
  // The CRM, the dashboard's pipeline card and the onboarding checklist all read these rows.
  if (result.ok) revalidatePath('/[locale]/app', 'layout');
  return result;
}

export async function createClientAction(input: unknown): Promise<ActionResult<Client>> {
  const user = await requireUser();
  return done(await mutations.createClient(getDb(), user.id, input));
}

export async function updateClientAction(id: unknown, input: unknown): Promise<ActionResult<Client>> {
  const user = await requireUser();
  return done(await mutations.updateClient(getDb(), user.id, id, input));
}

export async function setClientStatusAction(id: unknown, status: unknown): Promise<ActionResult<Client>> {
  const user = await requireUser();
  return done(await mutations.setClientStatus(getDb(), user.id, id, status));
}

export async function deleteClientAction(id: unknown): Promise<ActionResult<{ id: string }>> {
  const user = await requireUser();
  return done(await mutations.deleteClient(getDb(), user.id, id));
}
