// Projects (Web Designer's project management, docs/decisions.md "Plans"): made by a proposal's
// acceptance, its lines become the deliverables; time is logged per deliverable.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PROJECT_STATUSES } from '../../lib/project-statuses';
import { clients } from './clients';
import { ownerId, timestamps } from './columns';
import { proposals } from './proposals';

export const projectStatus = pgEnum('project_status', PROJECT_STATUSES);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    /** The accepted proposal that made it: one project per proposal. */
    proposalId: uuid('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    title: text('title').notNull(),
    status: projectStatus('status').notNull().default('a_fazer'),
    /** The accepted total, the "agreed" amount of the real hourly rate while nothing is received. */
    agreedCents: bigint('agreed_cents', { mode: 'number' }).notNull().default(0),
    dueDate: date('due_date', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    index('projects_user_id_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('projects_proposal_id_idx').on(t.proposalId),
  ],
);

export const projectDeliverables = pgTable(
  'project_deliverables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    name: text('name').notNull(),
    /** The proposal line's hours, in minutes. */
    estimatedMinutes: integer('estimated_minutes').notNull().default(0),
    status: projectStatus('status').notNull().default('a_fazer'),
    dueDate: date('due_date', { mode: 'string' }),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('project_deliverables_project_idx').on(t.projectId, t.position),
    index('project_deliverables_user_id_idx').on(t.userId),
  ],
);

/** Time spent on a deliverable: a timer while `endedAt` is null (one per user), or a typed entry. */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    deliverableId: uuid('deliverable_id')
      .notNull()
      .references(() => projectDeliverables.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Typed by hand (not timed). */
    manual: boolean('manual').notNull().default(false),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('time_entries_project_idx').on(t.projectId, t.startedAt),
    index('time_entries_deliverable_idx').on(t.deliverableId),
    // One running timer per user, whatever two tabs do at once.
    uniqueIndex('time_entries_one_running_idx')
      .on(t.userId)
      .where(sql`${t.endedAt} is null`),
  ],
);

export const projectEventKind = pgEnum('project_event_kind', ['created', 'status', 'deliverable', 'timer', 'entry', 'payment']);

/** The project's history: made, moved, time logged, payments. */
export const projectEvents = pgTable(
  'project_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    kind: projectEventKind('kind').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_events_project_idx').on(t.projectId, t.createdAt), index('project_events_user_id_idx').on(t.userId)],
);
