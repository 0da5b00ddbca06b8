import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { projectDeliverables, projectEvents, projects, timeEntries } from '@/db/schema';
import { type Tx, withWritableAccount, type WritableAccount } from '@/features/account/writable';
import { parseInput, parseOr } from '@/lib/action-input';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { todayInBrazil } from '@/lib/proposals';
import type { ProjectStatus } from '@/lib/project-statuses';
import { projectAccess } from './access';
import { projectIdSchema, projectStatusSchema, timeEntryFieldErrors, timeEntrySchema, timerMinutes } from './schemas';

const parseId = (id: unknown, message: 'projects.notFound' | 'projects.deliverableNotFound' | 'projects.entryNotFound') =>
  parseOr(projectIdSchema, id, message);

/** A project write: a Web Designer account that may still write, in one transaction holding the account. */
function withProjects<T>(db: Database, userId: string, run: (tx: Tx) => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  return withWritableAccount(db, userId, 'projects.readOnly', (tx, account: WritableAccount) =>
    projectAccess({ plan: account.plan, isActive: true }).write ? run(tx) : Promise.resolve(fail<T>('projects.locked')),
  );
}

const logEvent = (tx: Tx, userId: string, projectId: string, kind: (typeof projectEvents.$inferInsert)['kind'], detail = '') =>
  tx.insert(projectEvents).values({ userId, projectId, kind, detail });

/** Moves a project on the board; any stage can go to any other. */
export async function setProjectStatus(
  db: Database,
  userId: string,
  id: unknown,
  status: unknown,
): Promise<ActionResult<{ id: string; status: ProjectStatus }>> {
  const projectId = parseId(id, 'projects.notFound');
  if (!projectId.ok) return projectId;
  const next = parseOr(projectStatusSchema, status, 'projects.invalidStatus');
  if (!next.ok) return next;
  return withProjects(db, userId, async (tx) => {
    const row = (
      await tx
        .update(projects)
        .set({ status: next.data, updatedAt: new Date() })
        .where(and(eq(projects.id, projectId.data), eq(projects.userId, userId)))
        .returning({ id: projects.id })
    ).at(0);
    if (!row) return fail('projects.notFound');
    await logEvent(tx, userId, row.id, 'status', next.data);
    return ok({ id: row.id, status: next.data });
  });
}

/** A deliverable's stage. */
export async function setDeliverableStatus(
  db: Database,
  userId: string,
  id: unknown,
  status: unknown,
): Promise<ActionResult<{ id: string }>> {
  const deliverableId = parseId(id, 'projects.deliverableNotFound');
  if (!deliverableId.ok) return deliverableId;
  const next = parseOr(projectStatusSchema, status, 'projects.invalidStatus');
  if (!next.ok) return next;
  return withProjects(db, userId, async (tx) => {
    const row = (
      await tx
        .update(projectDeliverables)
        .set({ status: next.data, updatedAt: new Date() })
        .where(and(eq(projectDeliverables.id, deliverableId.data), eq(projectDeliverables.userId, userId)))
        .returning({ id: projectDeliverables.id, projectId: projectDeliverables.projectId, name: projectDeliverables.name })
    ).at(0);
    if (!row) return fail('projects.deliverableNotFound');
    await logEvent(tx, userId, row.projectId, 'deliverable', `${next.data}:${row.name}`);
    return ok({ id: row.id });
  });
}

/**
 * Ends the user's running timer, if any; the minutes it recorded. A timer stopped under one minute
 * records nothing: its row is removed and `minutes` is 0.
 */
async function stopRunning(tx: Tx, userId: string, now: Date): Promise<{ projectId: string; minutes: number } | null> {
  const row = (
    await tx
      .update(timeEntries)
      .set({ endedAt: now })
      .where(and(eq(timeEntries.userId, userId), isNull(timeEntries.endedAt)))
      .returning({ id: timeEntries.id, projectId: timeEntries.projectId, startedAt: timeEntries.startedAt })
  ).at(0);
  if (!row) return null;
  const minutes = timerMinutes(row.startedAt, now);
  if (minutes === null) {
    await tx.delete(timeEntries).where(and(eq(timeEntries.id, row.id), eq(timeEntries.userId, userId)));
    return { projectId: row.projectId, minutes: 0 };
  }
  await logEvent(tx, userId, row.projectId, 'timer', String(minutes));
  return { projectId: row.projectId, minutes };
}

/**
 * Starts the timer on a deliverable. One timer runs at a time: a running one (on any deliverable)
 * is stopped first. The account's row is held for the transaction, so two tabs starting at once
 * end with one timer (the database's partial unique index would refuse a second anyway).
 */
export async function startTimer(
  db: Database,
  userId: string,
  deliverable: unknown,
  now = new Date(),
): Promise<ActionResult<{ entryId: string }>> {
  const deliverableId = parseId(deliverable, 'projects.deliverableNotFound');
  if (!deliverableId.ok) return deliverableId;
  return withProjects(db, userId, async (tx) => {
    const target = (
      await tx
        .select({ id: projectDeliverables.id, projectId: projectDeliverables.projectId })
        .from(projectDeliverables)
        .where(and(eq(projectDeliverables.id, deliverableId.data), eq(projectDeliverables.userId, userId)))
    ).at(0);
    if (!target) return fail('projects.deliverableNotFound');
    await stopRunning(tx, userId, now);
    const [entry] = await tx
      .insert(timeEntries)
      .values({ userId, projectId: target.projectId, deliverableId: target.id, startedAt: now })
      .returning({ id: timeEntries.id });
    return ok({ entryId: entry.id });
  });
}

/** Stops the running timer; `minutes` 0 means it ran under one minute and nothing was recorded. */
export async function stopTimer(db: Database, userId: string, now = new Date()): Promise<ActionResult<{ minutes: number }>> {
  return withProjects(db, userId, async (tx) => {
    const stopped = await stopRunning(tx, userId, now);
    return stopped ? ok({ minutes: stopped.minutes }) : fail('projects.timerNotRunning');
  });
}

/** Time typed by hand: a day (not in the future) and hours and minutes, on one of the user's deliverables. */
export async function addTimeEntry(
  db: Database,
  userId: string,
  input: unknown,
  now = new Date(),
): Promise<ActionResult<{ entryId: string }>> {
  const values = parseInput(timeEntrySchema, input, timeEntryFieldErrors, 'projects.entryInvalid');
  if (!values.ok) return values;
  const { deliverableId, date, hours, minutes, note } = values.data;
  const total = hours * 60 + minutes;
  if (total <= 0 || total > 24 * 60) return fail('projects.entryTimeInvalid', { hours: 'projects.entryTimeInvalid' });
  if (date > todayInBrazil(now)) return fail('projects.entryDateInvalid', { date: 'projects.entryDateInvalid' });
  return withProjects(db, userId, async (tx) => {
    const target = (
      await tx
        .select({ id: projectDeliverables.id, projectId: projectDeliverables.projectId })
        .from(projectDeliverables)
        .where(and(eq(projectDeliverables.id, deliverableId), eq(projectDeliverables.userId, userId)))
    ).at(0);
    if (!target) return fail('projects.deliverableNotFound');
    // Noon in Brasília on that day, so the entry reads as that day in every Brazilian time zone.
    const startedAt = new Date(`${date}T12:00:00-03:00`);
    const endedAt = new Date(startedAt.getTime() + total * 60_000);
    const [entry] = await tx
      .insert(timeEntries)
      .values({ userId, projectId: target.projectId, deliverableId: target.id, startedAt, endedAt, manual: true, note })
      .returning({ id: timeEntries.id });
    await logEvent(tx, userId, target.projectId, 'entry', String(total));
    return ok({ entryId: entry.id });
  });
}

export async function deleteTimeEntry(db: Database, userId: string, id: unknown): Promise<ActionResult<{ id: string }>> {
  const entryId = parseId(id, 'projects.entryNotFound');
  if (!entryId.ok) return entryId;
  return withProjects(db, userId, async (tx) => {
    const deleted = await tx
      .delete(timeEntries)
      .where(and(eq(timeEntries.id, entryId.data), eq(timeEntries.userId, userId)))
      .returning({ id: timeEntries.id });
    return deleted.length ? ok({ id: deleted[0].id }) : fail('projects.entryNotFound');
  });
}
