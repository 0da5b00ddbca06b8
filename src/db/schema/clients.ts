import { bigint, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CLIENT_STATUSES } from '../../lib/statuses';
import { ownerId, timestamps } from './columns';

export const clientStatus = pgEnum('client_status', CLIENT_STATUSES);

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** CPF or CNPJ, digits only; checked against the signer's digits when a proposal is accepted. */
    document: text('document'),
    /** Postal address, printed in a contract's qualification of the parties. */
    address: text('address'),
    project: text('project'),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull().default(0),
    status: clientStatus('status').notNull().default('novo'),
    ...timestamps(),
  },
  (t) => [
    // The counts and value totals per stage (CRM figures, dashboard, pipeline) read this index only.
    index('clients_user_id_status_idx').on(t.userId, t.status, t.valueCents),
    // The list: newest first per user.
    index('clients_user_id_created_at_idx').on(t.userId, t.createdAt.desc(), t.id),
    // Each pipeline column: newest first per user and stage.
    index('clients_user_id_status_created_idx').on(t.userId, t.status, t.createdAt.desc(), t.id),
  ],
);
