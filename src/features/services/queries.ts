import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { services } from '@/db/schema';

export type Service = typeof services.$inferSelect;

/** The user's catalogue, oldest first. */
export function listServices(db: Database, userId: string): Promise<Service[]> {
  return db.select().from(services).where(eq(services.userId, userId)).orderBy(asc(services.createdAt), asc(services.id));
}

export async function countActiveServices(db: Pick<Database, '$count'>, userId: string): Promise<number> {
  return db.$count(services, and(eq(services.userId, userId), eq(services.active, true)));
}
