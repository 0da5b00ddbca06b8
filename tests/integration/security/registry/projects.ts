// The projects' operations (features/projects): actions, reads and pages, run as B with A's ids.
// B is moved to Web Designer for each check, so its calls reach the lookup of the row (on another
// plan every project action is refused before any id is read, which would prove nothing).
// A's project comes from A's proposal accepted online (seed-owner.ts); it gets a time entry here.
import { eq } from 'drizzle-orm';
import ProjectPage from '@/app/[locale]/(app)/app/projects/[id]/page';
import ProjectsPage from '@/app/[locale]/(app)/app/projects/page';
import { projectDeliverables, projects, subscriptions, timeEntries } from '@/db/schema';
import {
  addTimeEntryAction,
  deleteTimeEntryAction,
  setDeliverableStatusAction,
  setProjectStatusAction,
  startTimerAction,
  stopTimerAction,
} from '@/features/projects/actions';
import { getProject, listProjects, projectBoard } from '@/features/projects/queries';
import { actAs } from '../request-scope';
import { likeUnknown, NOT_FOUND_DIGEST, serialise, type Entry, type World } from './helpers';

const fails = (message: string) => ({ ok: false, message });

/** Runs the check with B on an active Web Designer, then puts B's subscription back as it was. */
async function asWebB(w: World, check: () => Promise<void>) {
  const [before] = await w.db.select().from(subscriptions).where(eq(subscriptions.userId, w.b.userId));
  await w.db.update(subscriptions).set({ plan: 'web', status: 'active' }).where(eq(subscriptions.userId, w.b.userId));
  try {
    await check();
  } finally {
    await w.db
      .update(subscriptions)
      .set({ plan: before.plan, status: before.status })
      .where(eq(subscriptions.userId, w.b.userId));
  }
}

/** A's project, deliverable and time-entry ids (seed-owner.ts logs an hour on A's project). */
async function idsOfA(w: World) {
  const idsIn = async (table: typeof projects | typeof projectDeliverables | typeof timeEntries) =>
    (await w.db.select({ id: table.id }).from(table).where(eq(table.userId, w.a.userId))).map((r) => r.id);
  const ids = {
    projectIds: await idsIn(projects),
    deliverableIds: await idsIn(projectDeliverables),
    entryIds: await idsIn(timeEntries),
  };
  if (!ids.projectIds.length || !ids.deliverableIds.length || !ids.entryIds.length)
    throw new Error('isolation: A has no project rows');
  return ids;
}

const asB =
  <A extends unknown[], R>(w: World, action: (...args: A) => Promise<R>) =>
  (...args: A) => {
    actAs(w.b.session);
    return action(...args);
  };

const idAction = (run: (w: World, ids: Awaited<ReturnType<typeof idsOfA>>) => Promise<void>): Entry => ({
  takes: 'id',
  check: async (w) => {
    const ids = await idsOfA(w);
    await asWebB(w, () => run(w, ids));
  },
});

async function pageAnswer(render: () => Promise<unknown>) {
  try {
    return serialise(await render());
  } catch (error) {
    return (error as { digest?: string }).digest ?? String(error);
  }
}

export const projectEntries: Record<string, Entry> = {
  'action features/projects/actions.ts#setProjectStatusAction': idAction((w, ids) =>
    likeUnknown(ids.projectIds, (id) => asB(w, setProjectStatusAction)(id, 'entregue'), fails('projects.notFound')),
  ),
  'action features/projects/actions.ts#setDeliverableStatusAction': idAction((w, ids) =>
    likeUnknown(
      ids.deliverableIds,
      (id) => asB(w, setDeliverableStatusAction)(id, 'entregue'),
      fails('projects.deliverableNotFound'),
    ),
  ),
  'action features/projects/actions.ts#startTimerAction': idAction((w, ids) =>
    likeUnknown(ids.deliverableIds, (id) => asB(w, startTimerAction)(id), fails('projects.deliverableNotFound')),
  ),
  'action features/projects/actions.ts#addTimeEntryAction': idAction((w, ids) =>
    likeUnknown(
      ids.deliverableIds,
      (deliverableId) => asB(w, addTimeEntryAction)({ deliverableId, date: '2026-01-10', hours: '1', minutes: '0', note: '' }),
      fails('projects.deliverableNotFound'),
    ),
  ),
  'action features/projects/actions.ts#deleteTimeEntryAction': idAction((w, ids) =>
    likeUnknown(ids.entryIds, (id) => asB(w, deleteTimeEntryAction)(id), fails('projects.entryNotFound')),
  ),
  'action features/projects/actions.ts#stopTimerAction': {
    takes: 'none',
    why: 'stops the session user’s own running timer; A’s rows are never read',
    check: async (w) => {
      const before = await w.db.select().from(timeEntries).where(eq(timeEntries.userId, w.a.userId));
      await asWebB(w, async () => {
        await asB(w, stopTimerAction)();
      });
      const after = await w.db.select().from(timeEntries).where(eq(timeEntries.userId, w.a.userId));
      if (serialise(before) !== serialise(after)) throw new Error('B stopping a timer changed A’s entries');
    },
  },
  'query features/projects/queries.ts#listProjects': {
    takes: 'none',
    why: 'the user’s projects',
    list: (w, o) => listProjects(w.db, o.userId),
  },
  'query features/projects/queries.ts#projectBoard': {
    takes: 'none',
    why: 'the user’s board',
    list: (w, o) => projectBoard(w.db, o.userId),
  },
  'query features/projects/queries.ts#runningTimer': {
    takes: 'none',
    why: 'the session user’s own running timer, read by user id alone (A has none running, so a list read would prove nothing)',
  },
  'query features/projects/queries.ts#getProject': idAction((w, ids) =>
    likeUnknown([...ids.projectIds, ...ids.deliverableIds], (id) => getProject(w.db, w.b.userId, id), null),
  ),
  'page /[locale]/(app)/app/projects': {
    takes: 'none',
    why: 'the session user’s projects, list and board',
    list: async (_w, owner) => {
      actAs(owner.session);
      return ProjectsPage();
    },
  },
  'page /[locale]/(app)/app/projects/[id]': idAction((w, ids) =>
    likeUnknown(
      [...ids.projectIds, ...ids.deliverableIds, ...Object.values(w.a.proposal)],
      (id) => {
        actAs(w.b.session);
        return pageAnswer(() => ProjectPage({ params: Promise.resolve({ id }) }));
      },
      NOT_FOUND_DIGEST,
    ),
  ),
};
