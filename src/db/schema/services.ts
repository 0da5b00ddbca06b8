import { boolean, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ownerId, timestamps } from './columns';

/** The freelancer's service catalogue; price = hourly rate x base hours x complexity. */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text('name').notNull(),
    baseHours: numeric('base_hours', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    /** 1 (Básico), 1.5 (Médio) or 2 (Complexo). */
    complexity: numeric('complexity', { precision: 3, scale: 1, mode: 'number' }).notNull().default(1),
    deliverables: text('deliverables').notNull().default(''),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('services_user_id_idx').on(t.userId, t.active)],
);
