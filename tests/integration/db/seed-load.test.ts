// The load account of `npm run bench` and `npm run seed:load`: the clients, the catalogue and the
// proposals the load benchmark requests (its PDF target is the 20-line proposal), refilled in place.
import { count, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { clients, proposalItems, proposals, services, subscriptions } from '@/db/schema';
import { LOAD_PROPOSALS, seedLoadAccount } from '@/db/seed';

async function counts(userId: string) {
  const db = getDb();
  const [c] = await db.select({ n: count() }).from(clients).where(eq(clients.userId, userId));
  const [s] = await db.select({ n: count() }).from(services).where(eq(services.userId, userId));
  const [p] = await db.select({ n: count() }).from(proposals).where(eq(proposals.userId, userId));
  return { clients: c.n, services: s.n, proposals: p.n };
}

describe('seedLoadAccount', () => {
  it('gives the load account clients, six services and its proposals, the first with 20 lines, on a paid plan', async () => {
    const userId = await seedLoadAccount(getDb(), 60);
    expect(await counts(userId)).toEqual({ clients: 60, services: 6, proposals: LOAD_PROPOSALS });
    const [longest] = await getDb()
      .select({ id: proposalItems.proposalId, lines: count() })
      .from(proposalItems)
      .where(eq(proposalItems.userId, userId))
      .groupBy(proposalItems.proposalId)
      .orderBy(desc(count()))
      .limit(1);
    expect(longest.lines).toBe(20);
    const proposal = await getDb().query.proposals.findFirst({ where: eq(proposals.id, longest.id) });
    const lines = await getDb().select().from(proposalItems).where(eq(proposalItems.proposalId, longest.id));
    expect(proposal!.clientId).not.toBeNull();
    expect(proposal!.totalCents).toBe(lines.reduce((sum, l) => sum + l.priceCents, 0));
    const subscription = await getDb().query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
    expect(subscription).toMatchObject({ plan: 'pleno', status: 'active' });
  });

  it("adds the bench's bulk proposals beyond the first ones: 1 to 3 lines each, totals the sum of their lines", async () => {
    const userId = await seedLoadAccount(getDb(), 30, LOAD_PROPOSALS + 2500);
    expect(await counts(userId)).toEqual({ clients: 30, services: 6, proposals: LOAD_PROPOSALS + 2500 });
    const { rows } = await getDb().execute<{ bad_lines: number; bad_totals: number; drafts_shared: number }>(sql`
      select
        (select count(*)::int from (select p.id from proposals p left join proposal_items i on i.proposal_id = p.id
          where p.user_id = ${userId} group by p.id having count(i.id) not between 1 and 20) x) as bad_lines,
        (select count(*)::int from proposals p where p.user_id = ${userId} and p.total_cents <>
          (select coalesce(sum(price_cents), 0) from proposal_items i where i.proposal_id = p.id)) as bad_totals,
        (select count(*)::int from proposals p where p.user_id = ${userId} and p.status = 'rascunho' and p.share_id is not null) as drafts_shared`);
    expect(rows[0]).toEqual({ bad_lines: 0, bad_totals: 0, drafts_shared: 0 });
  });

  it('refills in place: the same account, nothing doubled', async () => {
    const userId = await seedLoadAccount(getDb(), 60);
    expect(await seedLoadAccount(getDb(), 50)).toBe(userId);
    expect(await counts(userId)).toEqual({ clients: 50, services: 6, proposals: LOAD_PROPOSALS });
  });
});
