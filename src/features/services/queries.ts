import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { services } from '@/db/schema';

export type Service = typeof services.$inferSelect;

/** The user's catalogue, oldest first. */
export function listServices(db: Database, userId: string): Promise<Service[]> {
  return db.select().from(services).where(eq(services.userId, userId)).orderBy(asc(services.createdAt), asc(services.id));
}

export { countActiveServices } from '@/db/service-counts';
