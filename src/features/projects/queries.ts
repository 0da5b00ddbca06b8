import 'server-only';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { instalments, projectDeliverables, projectEvents, projects, timeEntries } from '@/db/schema';
import { minutesBetween } from '@/lib/payments/effective-rate';
import { PROJECT_STATUSES, type ProjectStatus } from '@/lib/project-statuses';
import { projectIdSchema } from './schemas';

export type ProjectCard = {
  id: string;
  title: string;
  clientName: string;
  status: ProjectStatus;
  agreedCents: number;
  dueDate: string | null;
  estimatedMinutes: number;
  spentMinutes: number;
};
export type ProjectColumn = { status: ProjectStatus; cards: ProjectCard[] };

/** Minutes of an entry, a running timer counted up to now. */
const entryMinutes = sql<number>`floor(extract(epoch from (coalesce(${timeEntries.endedAt}, now()) - ${timeEntries.startedAt})) / 60)`;

/** The user's projects, newest first, with their estimate and the time spent. */
export async function listProjects(db: Database, userId: string): Promise<ProjectCard[]> {
  const estimates = db
    .select({
      projectId: projectDeliverables.projectId,
      minutes: sql<number>`sum(${projectDeliverables.estimatedMinutes})`.mapWith(Number).as('estimated'),
    })
    .from(projectDeliverables)
    .where(eq(projectDeliverables.userId, userId))
    .groupBy(projectDeliverables.projectId)
    .as('estimates');
  const spent = db
    .select({ projectId: timeEntries.projectId, minutes: sql<number>`sum(${entryMinutes})`.mapWith(Number).as('spent') })
    .from(timeEntries)
    .where(eq(timeEntries.userId, userId))
    .groupBy(timeEntries.projectId)
    .as('spent');
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      clientName: projects.clientName,
      status: projects.status,
      agreedCents: projects.agreedCents,
      dueDate: projects.dueDate,
      estimatedMinutes: sql<number>`coalesce(${estimates.minutes}, 0)`.mapWith(Number),
      spentMinutes: sql<number>`coalesce(${spent.minutes}, 0)`.mapWith(Number),
    })
    .from(projects)
    .leftJoin(estimates, eq(estimates.projectId, projects.id))
    .leftJoin(spent, eq(spent.projectId, projects.id))
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.createdAt))
    .limit(500);
  return rows;
}

/** The board: one column per status, in order. */
export async function projectBoard(db: Database, userId: string): Promise<ProjectColumn[]> {
  const cards = await listProjects(db, userId);
  return PROJECT_STATUSES.map((status) => ({ status, cards: cards.filter((c) => c.status === status) }));
}

export type RunningTimer = {
  entryId: string;
  projectId: string;
  deliverableId: string;
  deliverableName: string;
  startedAt: Date;
};

/** The user's one running timer, if any (it survives a reload: it is a row without an end). */
export async function runningTimer(db: Database, userId: string): Promise<RunningTimer | null> {
  const row = (
    await db
      .select({
        entryId: timeEntries.id,
        projectId: timeEntries.projectId,
        deliverableId: timeEntries.deliverableId,
        deliverableName: projectDeliverables.name,
        startedAt: timeEntries.startedAt,
      })
      .from(timeEntries)
      .innerJoin(projectDeliverables, eq(projectDeliverables.id, timeEntries.deliverableId))
      .where(and(eq(timeEntries.userId, userId), isNull(timeEntries.endedAt)))
  ).at(0);
  return row ?? null;
}

export type DeliverableView = typeof projectDeliverables.$inferSelect & { spentMinutes: number };
export type TimeEntryView = {
  id: string;
  deliverableId: string;
  startedAt: Date;
  endedAt: Date | null;
  manual: boolean;
  note: string;
  minutes: number;
};
export type ProjectEventView = { id: string; kind: (typeof projectEvents.$inferSelect)['kind']; detail: string; createdAt: Date };
export type ProjectDetail = typeof projects.$inferSelect & {
  deliverables: DeliverableView[];
  entries: TimeEntryView[];
  events: ProjectEventView[];
  estimatedMinutes: number;
  spentMinutes: number;
  receivedCents: number;
};

/** One of the user's projects with everything its page shows, or null (unknown, or someone else's). */
export async function getProject(db: Database, userId: string, id: unknown, now = new Date()): Promise<ProjectDetail | null> {
  const parsed = projectIdSchema.safeParse(id);
  if (!parsed.success) return null;
  const project = (
    await db
      .select()
      .from(projects)
      .where(and(eq(projects.id, parsed.data), eq(projects.userId, userId)))
  ).at(0);
  if (!project) return null;
  const [deliverables, entries, events, received] = await Promise.all([
    db
      .select()
      .from(projectDeliverables)
      .where(and(eq(projectDeliverables.projectId, project.id), eq(projectDeliverables.userId, userId)))
      .orderBy(asc(projectDeliverables.position)),
    db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.projectId, project.id), eq(timeEntries.userId, userId)))
      .orderBy(desc(timeEntries.startedAt))
      .limit(500),
    db
      .select({
        id: projectEvents.id,
        kind: projectEvents.kind,
        detail: projectEvents.detail,
        createdAt: projectEvents.createdAt,
      })
      .from(projectEvents)
      .where(and(eq(projectEvents.projectId, project.id), eq(projectEvents.userId, userId)))
      .orderBy(desc(projectEvents.createdAt))
      .limit(100),
    project.proposalId
      ? db
          .select({ cents: sql<number>`coalesce(sum(${instalments.amountCents}), 0)`.mapWith(Number) })
          .from(instalments)
          .where(
            and(
              eq(instalments.proposalId, project.proposalId),
              eq(instalments.userId, userId),
              sql`${instalments.receivedOn} is not null`,
            ),
          )
      : Promise.resolve([{ cents: 0 }]),
  ]);
  const entryViews = entries.map((e) => ({
    id: e.id,
    deliverableId: e.deliverableId,
    startedAt: e.startedAt,
    endedAt: e.endedAt,
    manual: e.manual,
    note: e.note,
    minutes: minutesBetween(e.startedAt, e.endedAt ?? now),
  }));
  const spentOf = (deliverableId: string) =>
    entryViews.filter((e) => e.deliverableId === deliverableId).reduce((sum, e) => sum + e.minutes, 0);
  const deliverableViews = deliverables.map((d) => ({ ...d, spentMinutes: spentOf(d.id) }));
  return {
    ...project,
    deliverables: deliverableViews,
    entries: entryViews,
    events,
    estimatedMinutes: deliverableViews.reduce((sum, d) => sum + d.estimatedMinutes, 0),
    spentMinutes: entryViews.reduce((sum, e) => sum + e.minutes, 0),
    receivedCents: received[0]?.cents ?? 0,
  };
}
