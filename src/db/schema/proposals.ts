import { relations } from 'drizzle-orm';
import { bigint, date, index, integer, numeric, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ownerId, timestamps } from './columns';
import { clients } from './clients';
import { services } from './services';

export const proposalStatus = pgEnum('proposal_status', ['rascunho', 'enviada', 'aprovada', 'rejeitada']);

export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** Snapshot of the client's name when the proposal was saved. */
    clientName: text('client_name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: proposalStatus('status').notNull().default('rascunho'),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** When the proposal last became enviada / aprovada (the dashboard's "approved this month"). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('proposals_user_id_created_idx').on(t.userId, t.createdAt), index('proposals_client_id_idx').on(t.clientId)],
);

/** One line of a proposal: a snapshot of the service's name, hours and price. */
export const proposalItems = pgTable(
  'proposal_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    hours: numeric('hours', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('proposal_items_proposal_id_idx').on(t.proposalId, t.position), index('proposal_items_user_id_idx').on(t.userId)],
);

export const proposalsRelations = relations(proposals, ({ many }) => ({ items: many(proposalItems) }));
export const proposalItemsRelations = relations(proposalItems, ({ one }) => ({
  proposal: one(proposals, { fields: [proposalItems.proposalId], references: [proposals.id] }),
}));
