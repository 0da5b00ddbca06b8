'use server';

import { revalidatePath } from 'next/cache';
import { getDb } from '@/db';
import { requireUser } from '@/features/auth/session';
import type { ActionResult } from '@/lib/action-result';
import * as mutations from './mutations';
import type { Service } from './queries';

async function done<T>(result: ActionResult<T>): Promise<ActionResult<T>> {
  if (result.ok) revalidatePath('/[locale]/app', 'layout');
  return result;
}

export async function createServiceAction(input: unknown): Promise<ActionResult<Service>> {
  const user = await requireUser();
  return done(await mutations.createService(getDb(), user.id, input));
}

export async function updateServiceAction(id: unknown, input: unknown): Promise<ActionResult<Service>> {
  const user = await requireUser();
  return done(await mutations.updateService(getDb(), user.id, id, input));
}

export async function setServiceActiveAction(id: unknown, active: unknown): Promise<ActionResult<Service>> {
  const user = await requireUser();
  return done(await mutations.setServiceActive(getDb(), user.id, id, active));
}

export async function deleteServiceAction(id: unknown): Promise<ActionResult<{ id: string }>> {
  const user = await requireUser();
  return done(await mutations.deleteService(getDb(), user.id, id));
}
