// The proposal list's totals (issue 17): per account and status, how many proposals' newest versions
// (not superseded) there are, kept by statement triggers on proposals in the writing transaction
// (migration 0025_proposal_counts), never written by the app. The list's count reads one row per
// status instead of counting every proposal of the account.
import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ownerId } from './columns';
import { proposalStatus } from './proposals';

export const proposalCounts = pgTable(
  'proposal_counts',
  {
    userId: ownerId(),
    status: proposalStatus('status').notNull(),
    newest: integer('newest').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.status] })],
);
