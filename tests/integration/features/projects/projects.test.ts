import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { projectDeliverables, projectEvents, projects, proposals, subscriptions, timeEntries } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { createClient } from '@/features/clients/mutations';
import {
  addTimeEntry,
  deleteTimeEntry,
  setDeliverableStatus,
  setProjectStatus,
  startTimer,
  stopTimer,
} from '@/features/projects/mutations';
import { getProject, listProjects, runningTimer } from '@/features/projects/queries';
import { acceptProposal } from '@/features/proposal-link/mutations';
import { proposalContent } from '@/features/proposals/documents';
import { createProposal } from '@/features/proposals/mutations';
import { getProfessional, getProposal } from '@/features/proposals/queries';
import { createService } from '@/features/services/mutations';
import { sha256Hex } from '@/lib/proposal-content';
import { shareToken } from '@/lib/share-token';

let n = 0;
const visitor = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (Test)', userId: null };

/** A Web Designer freelancer whose proposal (two lines: 10 h and 15 h) the client accepted online. */
async function acceptedProject(plan: 'web' | 'pleno' = 'web') {
  const db = getDb();
  const userId = await createVerifiedUser(db, { email: `proj${++n}-${Date.now()}@exemplo.com`, password: 'senha-forte-123' });
  await db.update(subscriptions).set({ plan, status: 'active' }).where(eq(subscriptions.userId, userId));
  const client = await createClient(db, userId, {
    name: 'Maria Cliente',
    email: 'maria@cliente.com.br',
    status: 'novo',
    document: '',
  });
  const site = await createService(db, userId, { name: 'Site', baseHours: '10', complexity: 1, active: true });
  const logo = await createService(db, userId, { name: 'Logo', baseHours: '10', complexity: 1.5, active: true });
  if (!client.ok || !site.ok || !logo.ok) throw new Error('setup');
  const created = await createProposal(db, userId, {
    clientId: client.data.id,
    title: 'Site novo',
    description: '',
    validUntil: '2099-12-31',
    status: 'enviada',
    lines: [
      { serviceId: site.data.id, price: '1.000,00' },
      { serviceId: logo.data.id, price: '500,00' },
    ],
  });
  if (!created.ok) throw new Error(JSON.stringify(created));
  const [row] = await db.select().from(proposals).where(eq(proposals.id, created.data.id));
  const token = shareToken({ shareId: row.shareId!, shareSecret: row.shareSecret! });
  const hash = sha256Hex(proposalContent((await getProposal(db, userId, row.id))!, await getProfessional(db, userId)));
  const accepted = await acceptProposal(
    db,
    token,
    { signerName: 'Maria Cliente', documentDigits: '529.98', agreed: true, contentSha256: hash },
    visitor,
  );
  if (!accepted.ok) throw new Error(JSON.stringify(accepted));
  const [project] = await db.select().from(projects).where(eq(projects.proposalId, row.id));
  const deliverables = await db
    .select()
    .from(projectDeliverables)
    .where(eq(projectDeliverables.projectId, project.id))
    .orderBy(projectDeliverables.position);
  return { db, userId, proposalId: row.id, token, hash, project, deliverables };
}

describe('projects made by an accepted proposal', () => {
  it('has the proposal’s lines as deliverables with their hours as the estimate, all "a fazer"', async () => {
    const { db, userId, proposalId, token, hash, project, deliverables } = await acceptedProject();
    expect(project).toMatchObject({
      userId,
      title: 'Site novo',
      clientName: 'Maria Cliente',
      status: 'a_fazer',
      agreedCents: 150_000,
    });
    expect(deliverables.map((d) => [d.name, d.estimatedMinutes, d.status])).toEqual([
      ['Site', 600, 'a_fazer'],
      ['Logo', 900, 'a_fazer'],
    ]);
    // Accepting again makes no second project.
    await acceptProposal(db, token, { signerName: 'Maria Cliente', documentDigits: '529.98', agreed: true, contentSha256: hash }, visitor);
    expect(await db.$count(projects, eq(projects.proposalId, proposalId))).toBe(1);
    expect((await listProjects(db, userId)).map((p) => [p.title, p.estimatedMinutes, p.spentMinutes])).toEqual([
      ['Site novo', 1500, 0],
    ]);
  });

  it('moves on the board and logs the move in the history', async () => {
    const { db, userId, project, deliverables } = await acceptedProject();
    expect(await setProjectStatus(db, userId, project.id, 'em_revisao')).toEqual({
      ok: true,
      data: { id: project.id, status: 'em_revisao' },
    });
    expect(await setProjectStatus(db, userId, project.id, 'feito')).toEqual({ ok: false, message: 'projects.invalidStatus' });
    expect(await setDeliverableStatus(db, userId, deliverables[0].id, 'entregue')).toMatchObject({ ok: true });
    const detail = await getProject(db, userId, project.id);
    expect(detail?.status).toBe('em_revisao');
    expect(detail?.deliverables[0].status).toBe('entregue');
    expect(detail?.events.map((e) => e.kind).sort()).toEqual(['created', 'deliverable', 'status']);
  });
});

describe('timer rules', () => {
  it('runs one timer at a time: starting another stops the first, and it survives a new read', async () => {
    const { db, userId, project, deliverables } = await acceptedProject();
    const t0 = new Date('2026-11-27T10:00:00Z');
    expect(await startTimer(db, userId, deliverables[0].id, t0)).toMatchObject({ ok: true });
    // "Survives a reload": the running timer is a row read back from the database.
    expect(await runningTimer(db, userId)).toMatchObject({ deliverableId: deliverables[0].id, startedAt: t0 });
    await startTimer(db, userId, deliverables[1].id, new Date('2026-11-27T10:45:00Z'));
    const running = await db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.userId, userId), isNull(timeEntries.endedAt)));
    expect(running.map((r) => r.deliverableId)).toEqual([deliverables[1].id]);
    expect(await stopTimer(db, userId, new Date('2026-11-27T11:15:30Z'))).toEqual({ ok: true, data: { minutes: 30 } });
    expect(await stopTimer(db, userId)).toEqual({ ok: false, message: 'projects.timerNotRunning' });
    const detail = await getProject(db, userId, project.id);
    expect(detail?.deliverables.map((d) => d.spentMinutes)).toEqual([45, 30]);
    expect(detail?.spentMinutes).toBe(75);
  });

  it('records nothing for a timer stopped under one minute, stopped or replaced by another start', async () => {
    const { db, userId, project, deliverables } = await acceptedProject();
    const t0 = new Date('2026-11-27T10:00:00Z');
    await startTimer(db, userId, deliverables[0].id, t0);
    expect(await stopTimer(db, userId, new Date('2026-11-27T10:00:59Z'))).toEqual({ ok: true, data: { minutes: 0 } });
    // Started, then another start 30 s later: the first records nothing either.
    await startTimer(db, userId, deliverables[0].id, new Date('2026-11-27T11:00:00Z'));
    await startTimer(db, userId, deliverables[1].id, new Date('2026-11-27T11:00:30Z'));
    expect(await stopTimer(db, userId, new Date('2026-11-27T11:02:00Z'))).toEqual({ ok: true, data: { minutes: 1 } });
    const entries = await db.select().from(timeEntries).where(eq(timeEntries.userId, userId));
    expect(entries.map((e) => e.deliverableId)).toEqual([deliverables[1].id]);
    const timerEvents = await db
      .select()
      .from(projectEvents)
      .where(and(eq(projectEvents.projectId, project.id), eq(projectEvents.kind, 'timer')));
    expect(timerEvents.map((e) => e.detail)).toEqual(['1']);
    expect((await getProject(db, userId, project.id))?.spentMinutes).toBe(1);
  });

  it('two starts at once leave exactly one timer running', async () => {
    const { db, userId, deliverables } = await acceptedProject();
    const results = await Promise.all(deliverables.flatMap((d) => [startTimer(db, userId, d.id), startTimer(db, userId, d.id)]));
    expect(results.filter((r) => r.ok).length).toBeGreaterThanOrEqual(1);
    expect(await db.$count(timeEntries, and(eq(timeEntries.userId, userId), isNull(timeEntries.endedAt)))).toBe(1);
  });

  it('takes time typed by hand, refuses bad or future entries, and deletes an entry', async () => {
    const { db, userId, project, deliverables } = await acceptedProject();
    const now = new Date('2026-11-27T15:00:00Z');
    const entry = { deliverableId: deliverables[0].id, date: '2026-11-26', hours: '2', minutes: '30', note: 'Layout' };
    const added = await addTimeEntry(db, userId, entry, now);
    expect(added).toMatchObject({ ok: true });
    expect(await addTimeEntry(db, userId, { ...entry, date: '2026-11-28' }, now)).toMatchObject({
      ok: false,
      message: 'projects.entryDateInvalid',
    });
    expect(await addTimeEntry(db, userId, { ...entry, hours: '0', minutes: '0' }, now)).toMatchObject({
      ok: false,
      message: 'projects.entryTimeInvalid',
    });
    expect(await addTimeEntry(db, userId, { ...entry, minutes: '75' }, now)).toMatchObject({
      ok: false,
      message: 'projects.entryTimeInvalid',
    });
    expect(await addTimeEntry(db, userId, { ...entry, date: '2026-02-30' }, now)).toMatchObject({
      ok: false,
      message: 'projects.entryDateInvalid',
    });
    expect((await getProject(db, userId, project.id))?.deliverables[0].spentMinutes).toBe(150);
    if (!added.ok) throw new Error('added');
    expect(await deleteTimeEntry(db, userId, added.data.entryId)).toMatchObject({ ok: true });
    expect(await deleteTimeEntry(db, userId, added.data.entryId)).toEqual({ ok: false, message: 'projects.entryNotFound' });
    expect(await db.$count(projectEvents, eq(projectEvents.projectId, project.id))).toBe(2);
  });

  it('is Web Designer’s: another plan is refused and writes nothing', async () => {
    const { db, userId, project, deliverables } = await acceptedProject('pleno');
    expect(await startTimer(db, userId, deliverables[0].id)).toEqual({ ok: false, message: 'projects.locked' });
    expect(await setProjectStatus(db, userId, project.id, 'entregue')).toEqual({ ok: false, message: 'projects.locked' });
    expect(await db.$count(timeEntries, eq(timeEntries.userId, userId))).toBe(0);
  });
});
