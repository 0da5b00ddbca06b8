// Contracts made from proposals, their versions, signatures, event trail and e-mail codes.
// What each status means and the moves between them: lib/contracts/status.ts and docs/contracts.md.
import { relations } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONTRACT_STATUSES } from '../../lib/statuses';
import { clients } from './clients';
import { ownerId, timestamps } from './columns';
import { proposals } from './proposals';

export const contractStatus = pgEnum('contract_status', CONTRACT_STATUSES);

export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    proposalId: uuid('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** The template it started from (features/contracts/templates). */
    templateId: text('template_id').notNull(),
    /** The contract's own language, chosen per contract: 'pt-BR' | 'en' | 'es' | 'de'. */
    language: text('language').notNull(),
    /** Copy of the current version's title, for the list and its search. */
    title: text('title').notNull(),
    /** Copy of the client's name for the list (the client row may be deleted later). */
    clientName: text('client_name').notNull(),
    status: contractStatus('status').notNull().default('rascunho'),
    /** The number of the current (newest) version. */
    version: integer('version').notNull().default(1),
    /** The public signing link /c/{shareId}{shareSecret} (lib/share-token.ts), issued when first sent. */
    shareId: text('share_id'),
    shareSecret: text('share_secret'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    /** Both parties signed: the final PDF kept in storage and the SHA-256 of its bytes. */
    signedAt: timestamp('signed_at', { withTimezone: true }),
    finalPdfKey: text('final_pdf_key'),
    finalPdfSha256: text('final_pdf_sha256'),
    ...timestamps(),
  },
  (t) => [
    index('contracts_user_id_created_idx').on(t.userId, t.createdAt),
    index('contracts_proposal_id_idx').on(t.proposalId),
    index('contracts_client_id_idx').on(t.clientId),
    uniqueIndex('contracts_share_id_idx').on(t.shareId),
    index('contracts_final_pdf_sha256_idx').on(t.finalPdfSha256),
  ],
);

export type ContractClause = { key: string; heading: string; paragraphs: string[] };

/** Each saved state of a contract's text: clauses with merge fields, and the values of its fields. */
export const contractVersions = pgTable(
  'contract_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    clauses: jsonb('clauses').$type<ContractClause[]>().notNull(),
    /** Field name -> value (lib/contracts/merge-fields.ts); a field absent or blank is still to fill. */
    fieldValues: jsonb('field_values').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contract_versions_contract_version_idx').on(t.contractId, t.version),
    index('contract_versions_user_id_idx').on(t.userId),
  ],
);

export const contractSignerRole = pgEnum('contract_signer_role', ['client', 'professional']);

/**
 * One party's electronic signature (MP 2.200-2/2001, art. 10, § 2; Lei 14.063/2020): who, with which
 * document and verified e-mail, when, from where, and the SHA-256 of the exact content signed, kept
 * with that content. An edit after signing voids it (voidedAt) and starts a new version.
 */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => contractVersions.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    role: contractSignerRole('role').notNull(),
    signerName: text('signer_name').notNull(),
    /** CPF or CNPJ, digits only (or letters and digits: the alphanumeric CNPJ). */
    document: text('document').notNull(),
    email: text('email').notNull(),
    /** The client proved the address with a 6-digit code; the freelancer re-entered the password or signed in again. */
    emailVerified: boolean('email_verified').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    contentSha256: text('content_sha256').notNull(),
    /** The canonical JSON that was hashed (lib/contracts/content.ts). */
    content: text('content').notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('contract_signatures_contract_id_idx').on(t.contractId),
    index('contract_signatures_user_id_idx').on(t.userId),
    index('contract_signatures_content_sha256_idx').on(t.contentSha256),
  ],
);

export const contractEventKind = pgEnum('contract_event_kind', [
  'created',
  'edited',
  'sent',
  'emailed',
  'viewed',
  'code_sent',
  'code_confirmed',
  'signed',
  'countersigned',
  'refused',
  'cancelled',
  'voided',
  'completed',
]);

/** The contract's trail, printed on the evidence page: every step with time, IP and user agent. */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    version: integer('version').notNull(),
    kind: contractEventKind('kind').notNull(),
    /** The address a link or code went to (masked), a refusal's reason, or who acted. */
    detail: text('detail'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contract_events_contract_id_created_idx').on(t.contractId, t.createdAt),
    index('contract_events_user_id_idx').on(t.userId),
  ],
);

/**
 * The 6-digit code e-mailed to the client to prove control of the address before signing: kept as
 * a hash, valid 10 minutes, a few tries; a new code replaces the previous one (one row per contract).
 */
export const contractSignCodes = pgTable(
  'contract_sign_codes',
  {
    contractId: uuid('contract_id')
      .primaryKey()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** Set when the right code was entered: the signature may then be recorded (once). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_sign_codes_user_id_idx').on(t.userId)],
);

export const contractsRelations = relations(contracts, ({ many }) => ({
  versions: many(contractVersions),
  signatures: many(contractSignatures),
  events: many(contractEvents),
}));
export const contractVersionsRelations = relations(contractVersions, ({ one }) => ({
  contract: one(contracts, { fields: [contractVersions.contractId], references: [contracts.id] }),
}));
export const contractSignaturesRelations = relations(contractSignatures, ({ one }) => ({
  contract: one(contracts, { fields: [contractSignatures.contractId], references: [contracts.id] }),
}));
export const contractEventsRelations = relations(contractEvents, ({ one }) => ({
  contract: one(contracts, { fields: [contractEvents.contractId], references: [contracts.id] }),
}));
