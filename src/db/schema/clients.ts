import { bigint, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const clientStatus = pgEnum('client_status', ['novo', 'proposta', 'ativo', 'concluido', 'pendente']);

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    project: text('project'),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull().default(0),
    status: clientStatus('status').notNull().default('novo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clients_user_id_status_idx').on(t.userId, t.status)],
);
