// Fuzzing of the projects' server actions (features/projects/actions.ts), the same way as
// fuzz-actions.test.ts: each argument position gets generated bad values while the others are
// valid; each call answers a refusal with a real message key that wrote nothing, or is accepted.
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, it, vi } from 'vitest';

vi.mock('next/headers', () => import('./next-request'));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));
vi.mock('next/server', () => ({ after: vi.fn() }));
vi.mock('@/features/auth/session', () => import('./session-stub'));

import { getDb } from '@/db';
import { projectDeliverables, subscriptions } from '@/db/schema';
import * as projectActions from '@/features/projects/actions';
import { createProjectFromProposal } from '@/features/projects/create';
import { stopTimer } from '@/features/projects/mutations';
import { badId, badObject, badValue } from './bad-inputs';
import type { FuzzAccount } from './fuzz-fixtures';
import { FUZZ_TIMEOUT, fuzzAccounts, fuzzAction } from './fuzz-harness';

const ids = { project: '', deliverable: '', otherProject: '', otherDeliverable: '' };

/** A project for the account, as an accepted proposal would make it, on Web Designer. */
async function projectOf(account: FuzzAccount) {
  const db = getDb();
  await db.update(subscriptions).set({ plan: 'web', status: 'active' }).where(eq(subscriptions.userId, account.userId));
  const projectId = await db.transaction((tx) =>
    createProjectFromProposal(tx, {
      id: account.proposalIds[0],
      userId: account.userId,
      clientId: null,
      clientName: 'Maria',
      title: 'Site novo',
      totalCents: 100_000,
      lines: [{ name: 'Site', hours: 10 }],
    }),
  );
  const [deliverable] = await db.select().from(projectDeliverables).where(eq(projectDeliverables.projectId, projectId!));
  return { projectId: projectId!, deliverableId: deliverable.id };
}

const fuzz = fuzzAccounts('Project actions fuzzed (per argument position):', async ({ owner, other }) => {
  const mine = await projectOf(owner);
  const theirs = await projectOf(other);
  Object.assign(ids, {
    project: mine.projectId,
    deliverable: mine.deliverableId,
    otherProject: theirs.projectId,
    otherDeliverable: theirs.deliverableId,
  });
});

const { signedIn } = fuzz;
const otherIds = () => fuzz.otherIds(ids.otherProject, ids.otherDeliverable);
const status = fc.oneof(badValue, fc.constantFrom('A_FAZER', 'entregue ', 'todos', 'rascunho', ''));
// An accepted start leaves a timer running: stop it, so the next call starts from the same state.
const stopAfter = { afterAccepted: () => stopTimer(getDb(), fuzz.owner.userId).then(() => {}) };

describe('fuzz: project actions', () => {
  it('status actions', { timeout: FUZZ_TIMEOUT }, async () => {
    const { setProjectStatusAction, setDeliverableStatusAction } = projectActions;
    await fuzzAction(
      'setProjectStatusAction(id, _)',
      fc.tuple(badId(otherIds()), fc.constant('entregue')),
      setProjectStatusAction,
      signedIn(),
    );
    await fuzzAction(
      'setProjectStatusAction(_, status)',
      fc.tuple(fc.constant(ids.project), status),
      setProjectStatusAction,
      signedIn(ids.project, 'em_andamento'),
    );
    await fuzzAction(
      'setDeliverableStatusAction(id, _)',
      fc.tuple(badId(otherIds()), fc.constant('entregue')),
      setDeliverableStatusAction,
      signedIn(),
    );
    await fuzzAction(
      'setDeliverableStatusAction(_, status)',
      fc.tuple(fc.constant(ids.deliverable), status),
      setDeliverableStatusAction,
      signedIn(ids.deliverable, 'em_revisao'),
    );
  });

  it('timer and time entries', { timeout: FUZZ_TIMEOUT }, async () => {
    const { startTimerAction, stopTimerAction, addTimeEntryAction, deleteTimeEntryAction } = projectActions;
    await fuzzAction('startTimerAction(id)', fc.tuple(badId(otherIds())), startTimerAction, {
      ...signedIn(ids.deliverable),
      ...stopAfter,
    });
    // No timer runs between the calls: stopping is refused ("timerNotRunning") whatever a caller sends
    // with it, and writes nothing. The action takes no argument; junk in its place must not matter.
    await fuzzAction(
      'stopTimerAction(junk)',
      fc.tuple(badValue),
      (junk) => Reflect.apply(stopTimerAction, undefined, [junk]) as ReturnType<typeof stopTimerAction>,
      signedIn(),
    );
    const entry = { deliverableId: ids.deliverable, date: '2026-01-10', hours: '1', minutes: '15', note: 'Layout' };
    await fuzzAction('addTimeEntryAction(input)', fc.tuple(badObject(entry)), addTimeEntryAction, {
      ...signedIn(entry),
      minRefusedShare: 0.6,
    });
    await fuzzAction('deleteTimeEntryAction(id)', fc.tuple(badId(otherIds())), deleteTimeEntryAction, signedIn());
  });
});
