// The reports' daily rollups (issue 17): sums per account and Brasília calendar day, kept by
// database triggers in the writing transaction (migration 0024_report_rollups), never written by
// the app. A report over a period adds up at most one row per day (and per service) instead of
// reading every proposal and line of the period: its cost does not grow with the account's data.
import { date, doublePrecision, integer, numeric, primaryKey, text } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { clientStatus } from './clients';
import { ownerId } from './columns';

/**
 * Per day of approval (proposals with status 'aprovada'): how many, their totals, the hours of
 * their lines, and the totals of those with hours (the effective rate's revenue).
 */
export const reportApprovalDays = pgTable(
  'report_approval_days',
  {
    userId: ownerId(),
    day: date('day').notNull(),
    accepted: integer('accepted').notNull(),
    revenueCents: numeric('revenue_cents').notNull(),
    hours: numeric('hours').notNull(),
    ratedRevenueCents: numeric('rated_revenue_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Per day and service (the line's name): the prices of its lines in the proposals approved that day,
 * and how many proposals created that day have a line of it.
 */
export const reportServiceDays = pgTable(
  'report_service_days',
  {
    userId: ownerId(),
    day: date('day').notNull(),
    serviceName: text('service_name').notNull(),
    revenueCents: numeric('revenue_cents').notNull(),
    createdProposals: integer('created_proposals').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.serviceName] })],
);

/**
 * Per day of creation (migration 0026): the funnel of the proposals created that day (how many, sent,
 * viewed by the client, accepted, refused), and the discount figure at the account's rate in
 * report_discount_rates: of those with a line priced in hours, how many were charged below their
 * calculated price, the sum of their gaps in cents and of each gap's share of its calculated price.
 */
export const reportCreatedDays = pgTable(
  'report_created_days',
  {
    userId: ownerId(),
    day: date('day').notNull(),
    created: integer('created').notNull(),
    sent: integer('sent').notNull(),
    viewed: integer('viewed').notNull(),
    accepted: integer('accepted').notNull(),
    refused: integer('refused').notNull(),
    priced: integer('priced').notNull(),
    discounted: integer('discounted').notNull(),
    gapCents: doublePrecision('gap_cents').notNull(),
    gapShare: doublePrecision('gap_share').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * The calculator's rate report_created_days' discount columns were computed at (one row per account).
 * The report compares it with today's rate and, when it changed, recomputes them (valora_report_rate).
 */
export const reportDiscountRates = pgTable('report_discount_rates', {
  userId: ownerId().primaryKey(),
  rateCents: integer('rate_cents').notNull(),
});

/**
 * The pipeline (issue 17): per account and client status, its clients and the sum of their values,
 * and their open proposals (status 'enviada', every version) with the sum of their totals. Kept as
 * deltas by triggers on clients and proposals (migration 0027_stage_totals), never written by the app.
 */
export const reportStageTotals = pgTable(
  'report_stage_totals',
  {
    userId: ownerId(),
    status: clientStatus('status').notNull(),
    clients: integer('clients').notNull(),
    clientValueCents: numeric('client_value_cents').notNull(),
    openProposals: integer('open_proposals').notNull(),
    openValueCents: numeric('open_value_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.status] })],
);
