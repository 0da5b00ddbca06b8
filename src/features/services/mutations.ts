import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { services } from '@/db/schema';
import { type Tx, type WritableAccount, withWritableAccount } from '@/features/account/writable';
import { parseInput, parseOr } from '@/lib/action-input';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { inputLocale } from '@/lib/money-input';
import { serviceFieldErrors, serviceIdSchema, serviceSchemaFor } from './schemas';
import type { Service } from './queries';

const parseService = (input: unknown) =>
  parseInput(serviceSchemaFor(inputLocale(input)), input, serviceFieldErrors, 'services.saveError');
const parseServiceId = (id: unknown) => parseOr(serviceIdSchema, id, 'services.notFound');

/** The user's service as it is before the change, with the condition that scopes its update. */
async function ownedService(tx: Tx, userId: string, id: string) {
  const owned = and(eq(services.id, id), eq(services.userId, userId));
  const current = (await tx.select().from(services).where(owned)).at(0);
  return current ? { current, owned } : null;
}

/** Only a service that becomes active takes one more slot of the plan's active services. */
const activationRefused = async (account: WritableAccount, wasActive: boolean, becomesActive: boolean) =>
  becomesActive && !wasActive && !(await account.hasRoomFor('services'));

export async function createService(db: Database, userId: string, input: unknown): Promise<ActionResult<Service>> {
  const values = parseService(input);
  if (!values.ok) return values;
  return withWritableAccount(db, userId, 'services.readOnly', async (tx, account) => {
    if (await activationRefused(account, false, values.data.active)) return fail('services.limitReached');
    const [row] = await tx
      .insert(services)
      .values({ userId, ...values.data })
      .returning();
    return ok(row);
  });
}

export async function updateService(db: Database, userId: string, id: unknown, input: unknown): Promise<ActionResult<Service>> {
  const serviceId = parseServiceId(id);
  if (!serviceId.ok) return serviceId;
  const values = parseService(input);
  if (!values.ok) return values;
  return withWritableAccount(db, userId, 'services.readOnly', async (tx, account) => {
    const found = await ownedService(tx, userId, serviceId.data);
    if (!found) return fail('services.notFound');
    if (await activationRefused(account, found.current.active, values.data.active)) return fail('services.limitReached');
    const [row] = await tx
      .update(services)
      .set({ ...values.data, updatedAt: new Date() })
      .where(found.owned)
      .returning();
    return ok(row);
  });
}

export async function setServiceActive(
  db: Database,
  userId: string,
  id: unknown,
  active: unknown,
): Promise<ActionResult<Service>> {
  const serviceId = parseServiceId(id);
  if (!serviceId.ok) return serviceId;
  const activeFlag = parseOr(z.boolean(), active, 'services.notFound');
  if (!activeFlag.ok) return activeFlag;
  return withWritableAccount(db, userId, 'services.readOnly', async (tx, account) => {
    const found = await ownedService(tx, userId, serviceId.data);
    if (!found) return fail('services.notFound');
    if (await activationRefused(account, found.current.active, activeFlag.data)) return fail('services.limitReached');
    const [row] = await tx
      .update(services)
      .set({ active: activeFlag.data, updatedAt: new Date() })
      .where(found.owned)
      .returning();
    return ok(row);
  });
}

export async function deleteService(db: Database, userId: string, id: unknown): Promise<ActionResult<{ id: string }>> {
  const serviceId = parseServiceId(id);
  if (!serviceId.ok) return serviceId;
  return withWritableAccount(db, userId, 'services.readOnly', async (tx) => {
    const deleted = await tx
      .delete(services)
      .where(and(eq(services.id, serviceId.data), eq(services.userId, userId)))
      .returning({ id: services.id });
    return deleted.length ? ok({ id: deleted[0].id }) : fail('services.notFound');
  });
}
