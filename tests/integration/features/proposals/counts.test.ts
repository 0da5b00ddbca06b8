// The proposal list's totals (issue 17, migration 0025): proposal_counts, kept by statement triggers,
// must equal a real count of the newest versions (no newer version points back) per account and
// status after every kind of write, and the list's total without a search reads it.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { acceptAsClient, proposalAccount, shareTokenOf } from './proposal-account';
import { proposalCounts, proposals, users } from '@/db/schema';
import { refuseProposal } from '@/features/proposal-link/mutations';
import { deleteProposal, updateProposal } from '@/features/proposals/mutations';
import { listProposals } from '@/features/proposals/queries';
import { PROPOSAL_STATUSES } from '@/lib/statuses';

const db = () => getDb();
const visitor = { ip: '203.0.113.57', userAgent: 'Mozilla/5.0 (Test)', userId: null };

const setUp = () => proposalAccount('count');
const accept = (userId: string, id: string) => acceptAsClient(userId, id, visitor);

/** The counter, zeros left out, by status. */
async function counter(userId: string) {
  const rows = await db().select().from(proposalCounts).where(eq(proposalCounts.userId, userId));
  return Object.fromEntries(rows.filter((r) => r.newest !== 0).map((r) => [r.status, r.newest]));
}

/** A real count of the newest versions, by status, without the superseded column. */
async function realCount(userId: string) {
  const rows = await db().execute<{ status: string; n: number }>(sql`
    select p.status, count(*)::int as n from proposals p
    where p.user_id = ${userId} and not exists (select 1 from proposals v where v.previous_version_id = p.id)
    group by p.status`);
  return Object.fromEntries(rows.rows.map((r) => [r.status, Number(r.n)]));
}

/** The counter matches the real count, and the list's totals (with and without the counter) agree. */
async function expectExact(userId: string, expected?: Record<string, number>) {
  const real = await realCount(userId);
  expect(await counter(userId)).toEqual(real);
  if (expected) expect(real).toEqual(expected);
  for (const status of ['todos', ...PROPOSAL_STATUSES] as const) {
    const fromCounter = await listProposals(db(), userId, { q: '', status, page: 1 });
    // "site" matches every title of these tests: the same total counted the old way.
    const counted = await listProposals(db(), userId, { q: 'site', status, page: 1 });
    const want = status === 'todos' ? Object.values(real).reduce((a, b) => a + b, 0) : (real[status] ?? 0);
    expect([status, fromCounter.total]).toEqual([status, want]);
    expect([status, counted.total]).toEqual([status, want]);
  }
}

describe('proposal_counts', () => {
  it('follows creates, versions, deletes, status changes, bulk writes and account deletion, one account only', async () => {
    const other = await setUp();
    await other.create();
    await other.create({ status: 'rascunho' });
    const otherBefore = await counter(other.userId);
    expect(otherBefore).toEqual({ enviada: 1, rascunho: 1 });

    const { userId, form, create } = await setUp();
    await expectExact(userId, {});
    const draft = await create({ status: 'rascunho' });
    const sent = await create();
    await expectExact(userId, { rascunho: 1, enviada: 1 });

    // Status changes: sent from the form, accepted and refused on the client's page.
    expect((await updateProposal(db(), userId, draft, form({ status: 'enviada' }))).ok).toBe(true);
    await expectExact(userId, { enviada: 2 });
    await accept(userId, sent);
    await expectExact(userId, { enviada: 1, aprovada: 1 });
    const { token } = await shareTokenOf(userId, draft);
    expect((await refuseProposal(db(), token, { reason: 'caro' }, visitor)).ok).toBe(true);
    await expectExact(userId, { rejeitada: 1, aprovada: 1 });

    // A new version supersedes the accepted one: still one proposal, now enviada.
    const v2 = await updateProposal(db(), userId, sent, form({ title: 'Site novo v2' }));
    if (!v2.ok) throw new Error(JSON.stringify(v2));
    expect(v2.data.id).not.toBe(sent);
    await expectExact(userId, { rejeitada: 1, enviada: 1 });
    await accept(userId, v2.data.id);
    const v3 = await updateProposal(db(), userId, v2.data.id, form({ title: 'Site novo v3', status: 'rascunho' }));
    if (!v3.ok) throw new Error(JSON.stringify(v3));
    await expectExact(userId, { rejeitada: 1, rascunho: 1 });
    // Deleting the newest version makes the one before the newest again.
    expect((await deleteProposal(db(), userId, v3.data.id)).ok).toBe(true);
    await expectExact(userId, { rejeitada: 1, aprovada: 1 });
    // Deleting an old version (its newer one is unlinked) leaves the count alone.
    expect((await deleteProposal(db(), userId, sent)).ok).toBe(true);
    await expectExact(userId, { rejeitada: 1, aprovada: 1 });
    // Deleting a proposal.
    expect((await deleteProposal(db(), userId, draft)).ok).toBe(true);
    await expectExact(userId, { aprovada: 1 });

    // Bulk: one statement inserting roots and versions of some of them, then bulk updates and deletes.
    const roots = Array.from({ length: 120 }, (_, i) => ({
      id: randomUUID(),
      userId,
      clientName: 'Cliente',
      title: `Site em lote ${i}`,
      validUntil: '2099-12-31',
      status: PROPOSAL_STATUSES[i % 4],
    }));
    const versions = roots.slice(0, 50).map((r, i) => ({
      id: randomUUID(),
      userId,
      clientName: 'Cliente',
      title: `${r.title} v2`,
      validUntil: '2099-12-31',
      status: PROPOSAL_STATUSES[(i + 1) % 4],
      version: 2,
      previousVersionId: r.id,
    }));
    await db()
      .insert(proposals)
      .values([...versions.slice(0, 25), ...roots, ...versions.slice(25)]);
    await expectExact(userId);
    expect(Object.values(await counter(userId)).reduce((a, b) => a + b, 0)).toBe(1 + 120);
    await db()
      .update(proposals)
      .set({ status: 'rejeitada' })
      .where(and(eq(proposals.userId, userId), eq(proposals.status, 'enviada')));
    await expectExact(userId);
    await db()
      .delete(proposals)
      .where(inArray(proposals.id, [...versions.slice(0, 10).map((v) => v.id), ...roots.slice(100).map((r) => r.id)]));
    await expectExact(userId);
    await db()
      .update(proposals)
      .set({ previousVersionId: null })
      .where(
        inArray(
          proposals.id,
          versions.slice(10, 20).map((v) => v.id),
        ),
      );
    await expectExact(userId);

    // The other account never moved; deleting this one takes its counters along.
    expect(await counter(other.userId)).toEqual(otherBefore);
    await db().delete(users).where(eq(users.id, userId));
    expect(await db().$count(proposalCounts, eq(proposalCounts.userId, userId))).toBe(0);
    expect(await counter(other.userId)).toEqual(otherBefore);
    await expectExact(other.userId, otherBefore);
  });
});
