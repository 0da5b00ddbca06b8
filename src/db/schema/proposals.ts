import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  primaryKey,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LineUnit, ProposalPackage } from '../../lib/proposal-pricing';
import type { TemplateContent } from '../../lib/proposal-templates';
import { PROPOSAL_STATUSES } from '../../lib/statuses';
import { ownerId, timestamps } from './columns';
import { clients } from './clients';
import { services } from './services';

export const proposalStatus = pgEnum('proposal_status', PROPOSAL_STATUSES);

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
    /**
     * What the client pays once, computed by the server: for the choice the page opens with (the first
     * package, no option ticked) and, once accepted, for the client's choice.
     */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    /** What the client pays each month (monthly lines), computed like totalCents. */
    recurringCents: bigint('recurring_cents', { mode: 'number' }).notNull().default(0),
    /** The discount on the total: 'percent' (value in basis points) or 'amount' (cents); null for none. */
    discountKind: text('discount_kind', { enum: ['percent', 'amount'] }),
    discountValue: bigint('discount_value', { mode: 'number' }),
    /** The packages the client picks one of (their lines name them), in order; [] for none. */
    packages: jsonb('packages').$type<ProposalPackage[]>().notNull().default([]),
    /** The language of the client's page, the PDF and the e-mails (independent of the app's). */
    locale: text('locale').notNull().default('pt-BR'),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** When the proposal last became enviada / aprovada (the dashboard's "approved this month"). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** 1 for a new proposal; editing an accepted (locked) one creates the next version. */
    version: integer('version').notNull().default(1),
    previousVersionId: uuid('previous_version_id').references((): AnyPgColumn => proposals.id, { onDelete: 'set null' }),
    /**
     * True once a newer version points back to this one (previousVersionId). Kept by a trigger
     * (migration 0023: on insert, on delete and on a change of previous_version_id), never written by
     * the app: the list, the counts and the API show each proposal once, as the version not superseded.
     */
    superseded: boolean('superseded').notNull().default(false),
    /**
     * The public link /p/{shareId}{shareSecret}, issued when the proposal is first sent: the id finds
     * the row, the secret is compared in constant time (lib/share-token.ts).
     */
    shareId: text('share_id'),
    shareSecret: text('share_secret'),
    /** When the client first opened the public page. */
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    /** Automatic reminders to the client (lib/proposal-follow-up.ts); the freelancer may switch them off. */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    // By creation date, with the columns the reports read of the proposals created in a period (the
    // funnel, the answers, the discounts): an index-only scan of the period (issue 17, migration 0024).
    // Its first two columns serve every lookup the former (user_id, created_at) index did.
    index('proposals_user_id_created_idx').on(
      t.userId,
      t.createdAt,
      t.status,
      t.totalCents,
      t.sentAt,
      t.firstViewedAt,
      t.approvedAt,
      t.updatedAt,
      t.discountKind,
      t.discountValue,
      t.id,
    ),
    // The reports (issue 20): approved proposals by the date of their approval, open ones by status.
    index('proposals_user_id_status_approved_idx').on(t.userId, t.status, t.approvedAt),
    // Issue 17: the accepted ones by approval date with what the reports sum and group them by
    // (top clients, the answers' medians: sent and created), the refused ones with what their
    // answer and medians read, and the open ones by client: index-only.
    index('proposals_user_id_approved_cover_idx')
      .on(t.userId, t.approvedAt, t.totalCents, t.createdAt, t.clientId, t.clientName, t.id, t.sentAt)
      .where(sql`${t.status} = 'aprovada'`),
    index('proposals_user_id_refused_cover_idx')
      .on(t.userId, t.updatedAt, t.id, t.sentAt, t.createdAt)
      .where(sql`${t.status} = 'rejeitada'`),
    index('proposals_user_id_open_client_idx')
      .on(t.userId, t.clientId, t.totalCents)
      .where(sql`${t.status} = 'enviada'`),
    index('proposals_client_id_idx').on(t.clientId),
    // The list shows each proposal once, as its newest version: "has a newer version" is a lookup here.
    index('proposals_previous_version_id_idx').on(t.previousVersionId),
    // The list and its count: newest first, each proposal once (its newest version), without reading
    // the versions it replaced: the count stays an index-only scan however long the history.
    index('proposals_user_id_newest_idx')
      .on(t.userId, t.createdAt.desc(), t.id)
      .where(sql`not ${t.superseded}`),
    uniqueIndex('proposals_share_id_idx').on(t.shareId),
  ],
);

/** One line of a proposal: a snapshot of the service's name, deliverables, hours and price. */
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
    /** The service's deliverables when the line was added (free text, may hold line breaks; '' when none). */
    deliverables: text('deliverables').notNull().default(''),
    hours: numeric('hours', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    /** The line's price after its own discount, computed by the server (lib/proposal-pricing.ts). */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
    /** 'service' (from the catalogue), or a free line priced by 'hours' or 'units'. */
    unit: text('unit', { enum: ['service', 'hours', 'units'] })
      .$type<LineUnit>()
      .notNull()
      .default('service'),
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }).notNull().default(1),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull().default(0),
    discountKind: text('discount_kind', { enum: ['percent', 'amount'] }),
    discountValue: bigint('discount_value', { mode: 'number' }),
    /** A monthly fee, totalled apart. */
    recurring: boolean('recurring').notNull().default(false),
    /** A line the client may tick on the public page. */
    optional: boolean('optional').notNull().default(false),
    /** The package (proposals.packages[].id) this line belongs to; null for every package. */
    packageId: text('package_id'),
    /** The title of the section the line is under ('' for none): consecutive lines with one title form it. */
    section: text('section').notNull().default(''),
  },
  (t) => [
    index('proposal_items_proposal_id_idx').on(t.proposalId, t.position),
    index('proposal_items_user_id_idx').on(t.userId),
    // Issue 17: a proposal's lines with what the reports add up (hours, price, service), index-only.
    index('proposal_items_proposal_cover_idx').on(t.proposalId, t.userId, t.hours, t.priceCents, t.recurring, t.serviceName),
  ],
);

export const proposalEventKind = pgEnum('proposal_event_kind', ['sent', 'emailed', 'viewed', 'accepted', 'refused', 'reminded']);

/** The proposal's history as the freelancer sees it: sent, e-mailed, each view, a reminder, accepted or refused. */
export const proposalEvents = pgTable(
  'proposal_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    kind: proposalEventKind('kind').notNull(),
    /** The refusal's reason, the address a link was e-mailed to, or a reminder's rule. */
    detail: text('detail'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('proposal_events_proposal_id_created_idx').on(t.proposalId, t.createdAt),
    // A user's events of one kind by date (the reports' refusals); it serves lookups by user alone too.
    index('proposal_events_user_id_kind_created_idx').on(t.userId, t.kind, t.createdAt),
  ],
);

/**
 * The automatic reminders sent to the client, one per proposal and rule at most: the reminder job
 * claims its row here in the transaction that sends the e-mail (features/proposal-link/reminders.ts),
 * so a second run or a second process finds it and sends nothing.
 */
export const proposalReminders = pgTable(
  'proposal_reminders',
  {
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    /** lib/proposal-follow-up.ts REMINDER_RULES: notViewed, noAnswer, expiring. */
    rule: text('rule').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.proposalId, t.rule] }), index('proposal_reminders_user_id_idx').on(t.userId)],
);

/**
 * The client's electronic acceptance (MP 2.200-2/2001, art. 10, § 2): who, when, from where, and the
 * SHA-256 of the exact content accepted, kept with that content so the hash can be checked later.
 * One per proposal; its existence locks the proposal.
 */
export const proposalAcceptances = pgTable(
  'proposal_acceptances',
  {
    proposalId: uuid('proposal_id')
      .primaryKey()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    signerName: text('signer_name').notNull(),
    /** The first digits of the signer's CPF or CNPJ, digits only. */
    documentDigits: text('document_digits').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    contentSha256: text('content_sha256').notNull(),
    /** The canonical JSON that was hashed (lib/proposal-content.ts). */
    content: text('content').notNull(),
  },
  (t) => [index('proposal_acceptances_user_id_idx').on(t.userId)],
);

/**
 * A freelancer's own proposal template ("Salvar como modelo"): a proposal's content without its
 * client, dates, link or history (lib/proposal-templates.ts), to start new drafts from.
 */
export const proposalTemplates = pgTable(
  'proposal_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text('name').notNull(),
    content: jsonb('content').$type<TemplateContent>().notNull(),
    ...timestamps(),
  },
  (t) => [index('proposal_templates_user_id_idx').on(t.userId, t.createdAt)],
);

export const proposalsRelations = relations(proposals, ({ many, one }) => ({
  items: many(proposalItems),
  acceptance: one(proposalAcceptances, { fields: [proposals.id], references: [proposalAcceptances.proposalId] }),
}));
export const proposalItemsRelations = relations(proposalItems, ({ one }) => ({
  proposal: one(proposals, { fields: [proposalItems.proposalId], references: [proposals.id] }),
}));
