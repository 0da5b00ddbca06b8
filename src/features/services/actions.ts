'use server';

import { getDb } from '@/db';
import { refreshAppOnSuccess } from '@/features/app-shell/revalidate';
import { requireUser } from '@/features/auth/session';
import type { ActionResult } from '@/lib/action-result';
import * as mutations from './mutations';
import type { Service } from './queries';

export async function createServiceAction(input: unknown): Promise<ActionResult<Service>> {
  const user = await requireUser();
  return refreshAppOnSuccess(await mutations.createService(getDb(), user.id, input));
}

export async function updateServiceAction(id: unknown, input: unknown): Promise<ActionResult<Service>> {
  const user = await requireUser();
  return refreshAppOnSuccess(await mutations.updateService(getDb(), user.id, id, input));
}

export async function setServiceActiveAction(id: unknown, active: unknown): Promise<ActionResult<Service>> {
  const user = await requireUser();
  return refreshAppOnSuccess(await mutations.setServiceActive(getDb(), user.id, id, active));
}

export async function deleteServiceAction(id: unknown): Promise<ActionResult<{ id: string }>> {
  const user = await requireUser();
  return refreshAppOnSuccess(await mutations.deleteService(getDb(), user.id, id));
}
