// How the freelancer gets paid (every plan): a proposal's payment schedule, its instalments once
// accepted (each with its own Pix), what was received, and the numbered receipts.
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ScheduleInstalment } from '../../lib/payments/schedule';
import { ownerId } from './columns';
import { proposals } from './proposals';

/**
 * The schedule the freelancer set on a proposal: the instalments after the deposit (the deposit is
 * the profile's share, frozen in the accepted content), and whether reminders go to the client.
 */
export const proposalSchedules = pgTable('proposal_schedules', {
  proposalId: uuid('proposal_id')
    .primaryKey()
    .references(() => proposals.id, { onDelete: 'cascade' }),
  userId: ownerId(),
  instalments: jsonb('instalments').$type<ScheduleInstalment[]>().notNull(),
  reminders: boolean('reminders').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const PAYMENT_METHODS = ['pix', 'transfer', 'card', 'cash'] as const;
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);

/** One part of an accepted proposal's price: number 1 is the deposit when there is one. */
export const instalments = pgTable(
  'instalments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    number: integer('number').notNull(),
    isDeposit: boolean('is_deposit').notNull().default(false),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }),
    method: paymentMethod('method'),
    dueReminderAt: timestamp('due_reminder_at', { withTimezone: true }),
    lateReminderAt: timestamp('late_reminder_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('instalments_proposal_number_idx').on(t.proposalId, t.number),
    index('instalments_user_due_idx').on(t.userId, t.dueDate),
  ],
);

/** The last receipt number of each account: taken and raised in one statement, so two never share one. */
export const receiptCounters = pgTable('receipt_counters', {
  userId: ownerId().primaryKey(),
  last: integer('last').notNull().default(0),
});

/** A recibo de prestação de serviços, frozen when issued (later profile edits do not change it). */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    number: integer('number').notNull(),
    instalmentId: uuid('instalment_id').references(() => instalments.id, { onDelete: 'set null' }),
    proposalId: uuid('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    payerName: text('payer_name').notNull(),
    payerDocument: text('payer_document').notNull().default(''),
    payerEmail: text('payer_email'),
    payeeName: text('payee_name').notNull(),
    payeeDocument: text('payee_document').notNull().default(''),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    place: text('place').notNull().default(''),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('receipts_user_number_idx').on(t.userId, t.number), index('receipts_instalment_idx').on(t.instalmentId)],
);
