// The reports' figures on a small seeded account, against answers worked out by hand below.
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import {
  clients,
  instalments,
  projectDeliverables,
  projects,
  proposalEvents,
  proposalItems,
  proposals,
  timeEntries,
} from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { getReport } from '@/features/reports/queries';
import { resolvePeriod } from '@/lib/reports/periods';

const at = (iso: string) => new Date(iso);
const validUntil = '2099-01-01';

async function seed() {
  const db = getDb();
  const userId = await createVerifiedUser(db, { email: 'relatorios@exemplo.com', password: 'senha-forte-123' });
  const other = await createVerifiedUser(db, {
    email: 'outro-rel@exemplo.com',
    password: 'senha-forte-123',
    withSampleData: true,
  });
  const [ana, bruno, carla] = await db
    .insert(clients)
    .values([
      { userId, name: 'Ana', status: 'ativo', valueCents: 100_000 },
      { userId, name: 'Bruno', status: 'proposta', valueCents: 50_000 },
      { userId, name: 'Carla', status: 'novo', valueCents: 0 },
    ])
    .returning();
  type Line = [string, number, number];
  const add = async (
    values: Partial<typeof proposals.$inferInsert> & { createdAt: Date; status: (typeof proposals.$inferInsert)['status'] },
    lines: Line[],
  ) => {
    const [p] = await db
      .insert(proposals)
      .values({ userId, clientName: 'x', title: 'Proposta', validUntil, updatedAt: values.createdAt, ...values })
      .returning();
    await db.insert(proposalItems).values(
      lines.map(([serviceName, hours, priceCents], position) => ({
        userId,
        proposalId: p.id,
        serviceName,
        hours,
        priceCents,
        position,
      })),
    );
    return p.id;
  };
  // The period: 1 March to 30 April 2026 (61 days); the previous one: 30 December 2025 to 28 February 2026.
  await add(
    {
      clientId: ana.id,
      clientName: 'Ana',
      status: 'aprovada',
      totalCents: 200_000,
      createdAt: at('2026-03-02T12:00:00Z'),
      sentAt: at('2026-03-02T12:00:00Z'),
      firstViewedAt: at('2026-03-03T12:00:00Z'),
      approvedAt: at('2026-03-06T12:00:00Z'), // 4 days
    },
    [
      ['Site', 10, 150_000],
      ['Logo', 5, 50_000],
    ],
  );
  await add(
    {
      clientId: bruno.id,
      clientName: 'Bruno',
      status: 'aprovada',
      totalCents: 100_000,
      createdAt: at('2026-03-10T12:00:00Z'),
      sentAt: at('2026-03-10T12:00:00Z'),
      firstViewedAt: at('2026-03-11T12:00:00Z'),
      // 23:00 on 31 March in Brasília: March's revenue. 21 days and 14 hours after it was sent.
      approvedAt: at('2026-04-01T02:00:00Z'),
    },
    [['Site', 8, 100_000]],
  );
  const refused = await add(
    {
      clientId: ana.id,
      clientName: 'Ana',
      title: 'Identidade',
      status: 'rejeitada',
      totalCents: 80_000,
      createdAt: at('2026-04-05T12:00:00Z'),
      sentAt: at('2026-04-05T12:00:00Z'),
      firstViewedAt: at('2026-04-06T12:00:00Z'),
    },
    [['Logo', 4, 80_000]],
  );
  await db.insert(proposalEvents).values({
    userId,
    proposalId: refused,
    kind: 'refused',
    detail: 'Preço acima do orçamento',
    createdAt: at('2026-04-07T12:00:00Z'), // 2 days
  });
  // Sent, never opened; its line at half the calculated price (6 h x R$ 100 = R$ 600).
  await add(
    {
      clientId: bruno.id,
      clientName: 'Bruno',
      status: 'enviada',
      totalCents: 60_000,
      createdAt: at('2026-04-10T12:00:00Z'),
      sentAt: at('2026-04-10T12:00:00Z'),
    },
    [['Site', 6, 30_000]],
  );
  // A draft at 75 % of the calculated price (1 h = R$ 100).
  await add(
    { clientId: carla.id, clientName: 'Carla', status: 'rascunho', totalCents: 7_500, createdAt: at('2026-04-12T12:00:00Z') },
    [['Logo', 1, 7_500]],
  );
  // The previous period: one won in 9 days, one refused by hand 5 days after it was sent, and a
  // draft made at 23:00 on 28 February in Brasília (already March in UTC).
  await add(
    {
      clientId: ana.id,
      clientName: 'Ana',
      status: 'aprovada',
      totalCents: 50_000,
      createdAt: at('2026-02-01T12:00:00Z'),
      sentAt: at('2026-02-01T12:00:00Z'),
      approvedAt: at('2026-02-10T12:00:00Z'),
    },
    [['Logo', 2, 50_000]],
  );
  await add(
    {
      clientName: 'Diego',
      status: 'rejeitada',
      totalCents: 40_000,
      createdAt: at('2026-01-15T12:00:00Z'),
      sentAt: at('2026-01-15T12:00:00Z'),
      updatedAt: at('2026-01-20T12:00:00Z'),
    },
    [['Site', 4, 40_000]],
  );
  await add({ clientName: 'Carla', status: 'rascunho', totalCents: 1_000, createdAt: at('2026-03-01T02:00:00Z') }, [
    ['Logo', 1, 1_000],
  ]);
  // Last year, for "this year against last year to the same day".
  await add(
    {
      clientName: 'Ana',
      status: 'aprovada',
      totalCents: 77_700,
      createdAt: at('2025-03-01T12:00:00Z'),
      approvedAt: at('2025-03-15T12:00:00Z'),
    },
    [['Logo', 1, 77_700]],
  );
  // The other account approves a proposal in the same period: none of it may show.
  await db.insert(proposals).values({
    userId: other,
    clientName: 'Outro',
    title: 'Alheia',
    status: 'aprovada',
    totalCents: 9_999_900,
    validUntil,
    createdAt: at('2026-03-05T12:00:00Z'),
    approvedAt: at('2026-03-06T12:00:00Z'),
  });
  return userId;
}

describe('reports figures', () => {
  it('aggregates the user’s proposals and clients for the period and the one before', async () => {
    const userId = await seed();
    const today = '2026-04-30';
    const period = resolvePeriod({ period: 'custom', from: '2026-03-01', to: '2026-04-30' }, today);
    expect(period.previous).toEqual({ from: '2025-12-30', to: '2026-02-28' });
    const report = await getReport(getDb(), userId, { period, today, monthlyGoalCents: 300_000, calculatorRateCents: 10_000 });

    // Revenue per month of approval (Brasília): March has both accepted proposals, 15 h + 8 h.
    expect(report.months).toEqual([
      { month: '2026-03', revenueCents: 300_000, accepted: 2, hours: 23, ratedRevenueCents: 300_000, effectiveRateCents: 13_043 },
      { month: '2026-04', revenueCents: 0, accepted: 0, hours: 0, ratedRevenueCents: 0, effectiveRateCents: null },
    ]);
    // Funnel of the 5 proposals created in the period; outcomes answered in it.
    expect(report.current).toMatchObject({
      created: 5,
      sent: 4,
      viewed: 3,
      accepted: 2,
      refused: 1,
      won: 2,
      lost: 1,
      revenueCents: 300_000,
    });
    // Sent to answered: 4, 21.58 and 2 days -> 4. Created to closed: 4 and 21.58 -> 12.79.
    expect(report.current.medianDaysToAnswer).toBeCloseTo(4, 6);
    expect(report.current.medianDaysToClose).toBeCloseTo((4 + 21 + 14 / 24) / 2, 6);
    expect(report.previous).toMatchObject({
      created: 3,
      sent: 2,
      viewed: 0,
      accepted: 1,
      refused: 1,
      won: 1,
      lost: 1,
      revenueCents: 50_000,
    });
    expect(report.previous.medianDaysToAnswer).toBeCloseTo(7, 6);
    expect(report.previous.medianDaysToClose).toBeCloseTo(9, 6);
    expect(report.compared.revenue).toEqual({ current: 300_000, previous: 50_000, delta: 250_000, ratio: 5 });
    expect(report.compared.winRate.current).toBeCloseTo(2 / 3, 9);
    expect(report.compared.winRate.previous).toBe(0.5);
    expect(report.compared.averageTicket).toEqual({ current: 150_000, previous: 50_000 });
    // 1 January to 30 April 2026: 50,000 + 200,000 + 100,000; 2025 to 30 April: 77,700.
    expect(report.year).toEqual({ year: 2026, revenueCents: 350_000, previousYearToDateCents: 77_700 });

    expect(report.pipeline).toEqual([
      { status: 'novo', clients: 1, clientValueCents: 0, openProposals: 0, openProposalCents: 0 },
      { status: 'proposta', clients: 1, clientValueCents: 50_000, openProposals: 1, openProposalCents: 60_000 },
      { status: 'ativo', clients: 1, clientValueCents: 100_000, openProposals: 0, openProposalCents: 0 },
      { status: 'concluido', clients: 0, clientValueCents: 0, openProposals: 0, openProposalCents: 0 },
      { status: 'pendente', clients: 0, clientValueCents: 0, openProposals: 0, openProposalCents: 0 },
    ]);
    expect(report.refusals).toEqual([
      { at: '2026-04-07', title: 'Identidade', clientName: 'Ana', reason: 'Preço acima do orçamento' },
    ]);
    // 2 of the 5 proposals created in the period have a line below hours x R$ 100: 50 % and 25 % below.
    expect(report.discounts).toEqual({ proposals: 5, discounted: 2, averageGap: 0.375, averageGapCents: 16_250 });
    expect(report.topServicesByRevenue).toEqual([
      { name: 'Site', revenueCents: 250_000, proposals: 3 },
      { name: 'Logo', revenueCents: 50_000, proposals: 3 },
    ]);
    expect(report.topServicesByCount.map((s) => [s.name, s.proposals])).toEqual([
      ['Logo', 3],
      ['Site', 3],
    ]);
    expect(report.topClients).toEqual([
      { name: 'Ana', revenueCents: 200_000, accepted: 1 },
      { name: 'Bruno', revenueCents: 100_000, accepted: 1 },
    ]);
  });

  it('the discount figure reads issue 19’s lines: line and total discounts, free lines in hours, not lines in units', async () => {
    const db = getDb();
    const userId = await createVerifiedUser(db, { email: 'descontos-rel@exemplo.com', password: 'senha-forte-123' });
    type Item = Partial<typeof proposalItems.$inferInsert> & { hours: number; priceCents: number };
    const add = async (values: Partial<typeof proposals.$inferInsert> & { createdAt: Date }, items: Item[]) => {
      const [p] = await db
        .insert(proposals)
        .values({ userId, clientName: 'Ana', title: 'Proposta', status: 'enviada', validUntil, totalCents: 0, ...values })
        .returning();
      await db.insert(proposalItems).values(
        items.map((item, position) => ({
          userId,
          proposalId: p.id,
          serviceName: 'Linha',
          unitPriceCents: item.priceCents,
          position,
          ...item,
        })),
      );
    };
    const inPeriod = at('2026-04-10T12:00:00Z');
    // The rate is R$ 100/h. A: a catalogue line of 10 h at R$ 1.000 and 10 % off the total:
    // charged R$ 900, R$ 100 below (10 % of R$ 1.000).
    await add({ createdAt: inPeriod, totalCents: 90_000, discountKind: 'percent', discountValue: 1_000 }, [
      { hours: 10, priceCents: 100_000 },
    ]);
    // B: a free line of 4 hours at R$ 80/h (R$ 320, R$ 80 below R$ 400), a line in units with 50 % off
    // (no calculated price: not counted) and a monthly line of 2 h at R$ 300 (above its R$ 200).
    await add({ createdAt: inPeriod, totalCents: 37_000, recurringCents: 30_000 }, [
      { hours: 4, unit: 'hours', quantity: 4, unitPriceCents: 8_000, priceCents: 32_000 },
      {
        hours: 0,
        unit: 'units',
        quantity: 1,
        unitPriceCents: 10_000,
        discountKind: 'percent',
        discountValue: 5_000,
        priceCents: 5_000,
      },
      { hours: 2, unit: 'hours', quantity: 2, unitPriceCents: 15_000, priceCents: 30_000, recurring: true },
    ]);
    // C: R$ 200 off a total of R$ 1.200 (lines of 6 h at R$ 600 each, R$ 1.000 after the discount):
    // each line is charged R$ 500, R$ 100 below its R$ 600; R$ 200 below R$ 1.200 in all (16.67 %).
    // The monthly line (3 h at R$ 300) keeps its price: the discount on the total is on one-off lines.
    await add(
      { createdAt: inPeriod, totalCents: 100_000, recurringCents: 30_000, discountKind: 'amount', discountValue: 20_000 },
      [
        { hours: 6, priceCents: 60_000 },
        { hours: 6, priceCents: 60_000 },
        { hours: 3, priceCents: 30_000, recurring: true },
      ],
    );
    // D: a catalogue line with its own 20 % discount that still covers its hours (R$ 1.000 less 20 %
    // = R$ 800 for 8 h): not below.
    await add({ createdAt: inPeriod, totalCents: 80_000 }, [
      { hours: 8, unitPriceCents: 100_000, discountKind: 'percent', discountValue: 2_000, priceCents: 80_000 },
    ]);
    // E: only lines in units: nothing to compare, not counted. F: created before the period.
    await add({ createdAt: inPeriod, totalCents: 1_000 }, [
      { hours: 0, unit: 'units', quantity: 10, unitPriceCents: 100, priceCents: 1_000 },
    ]);
    await add({ createdAt: at('2026-02-10T12:00:00Z'), totalCents: 1_000 }, [{ hours: 5, priceCents: 1_000 }]);

    const today = '2026-04-30';
    const period = resolvePeriod({ period: 'custom', from: '2026-03-01', to: '2026-04-30' }, today);
    const report = await getReport(db, userId, { period, today, monthlyGoalCents: 0, calculatorRateCents: 10_000 });
    // A, B and C of the 4 comparable proposals; gaps R$ 100 (10 %), R$ 80 (20 %), R$ 200 (16.67 %).
    expect(report.discounts.proposals).toBe(4);
    expect(report.discounts.discounted).toBe(3);
    expect(report.discounts.averageGap).toBeCloseTo((0.1 + 0.2 + 200 / 1200) / 3, 9);
    expect(report.discounts.averageGapCents).toBe(Math.round((10_000 + 8_000 + 20_000) / 3));
  });

  it('projects worked on in the period with their real hourly rate (received, else agreed, ÷ hours spent)', async () => {
    const db = getDb();
    const userId = await createVerifiedUser(db, { email: 'projetos-rel@exemplo.com', password: 'senha-forte-123' });
    const project = async (
      title: string,
      createdAt: Date,
      agreedCents: number,
      entries: [string, number][],
      received: number[],
    ) => {
      const [proposal] = await db
        .insert(proposals)
        .values({ userId, clientName: 'Rita', title, status: 'aprovada', validUntil, totalCents: agreedCents, createdAt })
        .returning();
      const [row] = await db
        .insert(projects)
        .values({ userId, proposalId: proposal.id, clientName: 'Rita', title, agreedCents, createdAt })
        .returning();
      const [deliverable] = await db
        .insert(projectDeliverables)
        .values({ userId, projectId: row.id, name: 'Entrega', estimatedMinutes: 600 })
        .returning();
      for (const [start, minutes] of entries) {
        const startedAt = at(start);
        await db.insert(timeEntries).values({
          userId,
          projectId: row.id,
          deliverableId: deliverable.id,
          startedAt,
          endedAt: new Date(startedAt.getTime() + minutes * 60_000),
          manual: true,
        });
      }
      for (const [i, cents] of received.entries()) {
        await db.insert(instalments).values({
          userId,
          proposalId: proposal.id,
          number: i + 1,
          amountCents: cents,
          dueDate: '2026-04-01',
          receivedOn: '2026-04-02',
          method: 'pix',
        });
      }
      // One instalment still to be paid: not received, so not counted.
      await db
        .insert(instalments)
        .values({ userId, proposalId: proposal.id, number: 9, amountCents: 99_900, dueDate: '2026-05-01' });
    };
    // Site: created before the period, 6 h logged in it and 2 h before it; R$ 1.200 received of R$ 2.000:
    // 1.200 ÷ 8 h = R$ 150/h. Logo: created in the period, 4 h 30 min, nothing received: 900 ÷ 4,5 = R$ 200/h.
    // Old: created and worked on before the period only: not listed.
    await project(
      'Site',
      at('2026-02-01T12:00:00Z'),
      200_000,
      [
        ['2026-04-05T13:00:00Z', 360],
        ['2026-02-05T13:00:00Z', 120],
      ],
      [50_000, 70_000],
    );
    await project('Logo', at('2026-04-10T12:00:00Z'), 90_000, [['2026-04-11T13:00:00Z', 270]], []);
    await project('Old', at('2026-01-10T12:00:00Z'), 50_000, [['2026-01-11T13:00:00Z', 60]], [50_000]);

    const today = '2026-04-30';
    const period = resolvePeriod({ period: 'custom', from: '2026-03-01', to: '2026-04-30' }, today);
    const report = await getReport(db, userId, { period, today, monthlyGoalCents: 0, calculatorRateCents: 10_000 });
    expect(report.projects).toEqual([
      { title: 'Logo', clientName: 'Rita', minutes: 270, receivedCents: 0, agreedCents: 90_000, rateCents: 20_000 },
      { title: 'Site', clientName: 'Rita', minutes: 480, receivedCents: 120_000, agreedCents: 200_000, rateCents: 15_000 },
    ]);
  });

  it('an account without data gets zeros and empty lists, not errors', async () => {
    const db = getDb();
    const userId = await createVerifiedUser(db, { email: 'vazio-rel@exemplo.com', password: 'senha-forte-123' });
    const period = resolvePeriod({ period: 'month' }, '2026-11-27');
    const report = await getReport(db, userId, { period, today: '2026-11-27', monthlyGoalCents: 0, calculatorRateCents: 0 });
    expect(report.months).toHaveLength(1);
    expect(report.current).toMatchObject({ created: 0, won: 0, revenueCents: 0, medianDaysToAnswer: null });
    expect(report.compared.winRate).toEqual({ current: null, previous: null });
    expect(report.discounts).toEqual({ proposals: 0, discounted: 0, averageGap: null, averageGapCents: null });
    expect(report.refusals).toEqual([]);
    expect(report.projects).toEqual([]);
  });
});
