import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { services } from '@/db/schema';
import { type Tx, withWritableAccount } from '@/features/account/writable';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { withinLimit } from '@/lib/plan-limits';
import { inputLocale } from '@/lib/money-input';
import { serviceFieldErrors, serviceIdSchema, serviceSchemaFor } from './schemas';
import type { Service } from './queries';

async function activeCount(tx: Tx, userId: string, exceptId?: string): Promise<number> {
  const conditions = [eq(services.userId, userId), eq(services.active, true)];
  if (exceptId) conditions.push(ne(services.id, exceptId));
  return tx.$count(services, and(...conditions));
}

export async function createService(db: Database, userId: string, input: unknown): Promise<ActionResult<Service>> {
  const parsed = serviceSchemaFor(inputLocale(input)).safeParse(input);
  if (!parsed.success) {
    const fieldErrors = serviceFieldErrors(parsed.error);
    return fail(Object.values(fieldErrors)[0], fieldErrors);
  }
  return withWritableAccount(db, userId, 'services.readOnly', async (tx, plan) => {
    if (parsed.data.active && !withinLimit(plan, 'activeServices', await activeCount(tx, userId)))
      return fail('services.limitReached');
    const [row] = await tx
      .insert(services)
      .values({ userId, ...parsed.data })
      .returning();
    return ok(row);
  });
}

export async function updateService(db: Database, userId: string, id: unknown, input: unknown): Promise<ActionResult<Service>> {
  const serviceId = serviceIdSchema.safeParse(id);
  if (!serviceId.success) return fail('services.notFound');
  const parsed = serviceSchemaFor(inputLocale(input)).safeParse(input);
  if (!parsed.success) {
    const fieldErrors = serviceFieldErrors(parsed.error);
    return fail(Object.values(fieldErrors)[0], fieldErrors);
  }
  return withWritableAccount(db, userId, 'services.readOnly', async (tx, plan) => {
    const owned = and(eq(services.id, serviceId.data), eq(services.userId, userId));
    const current = (await tx.select().from(services).where(owned)).at(0);
    if (!current) return fail('services.notFound');
    if (
      parsed.data.active &&
      !current.active &&
      !withinLimit(plan, 'activeServices', await activeCount(tx, userId, current.id))
    ) {
      return fail('services.limitReached');
    }
    const [row] = await tx
      .update(services)
      .set({ ...parsed.data, updatedAt: new Date() })
      .where(owned)
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
  const serviceId = serviceIdSchema.safeParse(id);
  if (!serviceId.success || typeof active !== 'boolean') return fail('services.notFound');
  return withWritableAccount(db, userId, 'services.readOnly', async (tx, plan) => {
    const owned = and(eq(services.id, serviceId.data), eq(services.userId, userId));
    const current = (await tx.select().from(services).where(owned)).at(0);
    if (!current) return fail('services.notFound');
    if (active && !current.active && !withinLimit(plan, 'activeServices', await activeCount(tx, userId, current.id))) {
      return fail('services.limitReached');
    }
    const [row] = await tx.update(services).set({ active, updatedAt: new Date() }).where(owned).returning();
    return ok(row);
  });
}

export async function deleteService(db: Database, userId: string, id: unknown): Promise<ActionResult<{ id: string }>> {
  const serviceId = serviceIdSchema.safeParse(id);
  if (!serviceId.success) return fail('services.notFound');
  return withWritableAccount(db, userId, 'services.readOnly', async (tx) => {
    const deleted = await tx
      .delete(services)
      .where(and(eq(services.id, serviceId.data), eq(services.userId, userId)))
      .returning({ id: services.id });
    return deleted.length ? ok({ id: deleted[0].id }) : fail('services.notFound');
  });
}
