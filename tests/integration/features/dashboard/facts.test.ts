import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { clients, profiles, proposals } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { saveGoals } from '@/features/calculator/mutations';
import { getCalculationSettings } from '@/features/calculator/queries';
import { getDashboardFacts } from '@/features/dashboard/queries';
import { saveProfile } from '@/features/settings/mutations';
import { onOneConnection } from '../../support/one-connection';

describe('dashboard figures', () => {
  it('counts clients per stage, proposals in progress and what was approved this month, for this user only', async () => {
    const db = getDb();
    const userId = await createVerifiedUser(db, { email: 'painel@exemplo.com', password: 'senha-forte-123' });
    const other = await createVerifiedUser(db, { email: 'outro@exemplo.com', password: 'senha-forte-123', withSampleData: true });
    expect(other).not.toBe(userId);

    const empty = await getDashboardFacts(db, userId);
    expect(empty).toMatchObject({ totalClients: 0, proposalsInProgress: 0, approvedThisMonthCents: 0 });
    expect(empty.clientsByStatus).toEqual({ novo: 0, proposta: 0, ativo: 0, concluido: 0, pendente: 0 });
    expect(empty.onboarding.filter((s) => s.done)).toHaveLength(0);
    expect(empty.fullName).toBeNull();

    await db.insert(clients).values([
      { userId, name: 'A', status: 'ativo' },
      { userId, name: 'B', status: 'ativo' },
      { userId, name: 'C', status: 'pendente' },
    ]);
    const validUntil = '2099-01-01';
    await db.insert(proposals).values([
      {
        userId,
        clientName: 'A',
        title: 'Aprovada agora',
        status: 'aprovada',
        totalCents: 120_000,
        validUntil,
        approvedAt: new Date(),
      },
      {
        userId,
        clientName: 'A',
        title: 'Aprovada mês passado',
        status: 'aprovada',
        totalCents: 999_900,
        validUntil,
        approvedAt: sql`now() - interval '40 days'`,
      },
      {
        userId,
        clientName: 'A',
        title: 'Aprovada ano passado',
        status: 'aprovada',
        totalCents: 5_000_000,
        validUntil,
        approvedAt: sql`now() - interval '400 days'`,
      },
      { userId, clientName: 'B', title: 'Enviada', status: 'enviada', totalCents: 10_000, validUntil },
      { userId, clientName: 'C', title: 'Rascunho', status: 'rascunho', totalCents: 10_000, validUntil },
    ]);
    await saveGoals(db, userId, { monthlyGoal: '3000', fixedCosts: '0', weeklyHours: '20' });

    const facts = await getDashboardFacts(db, userId);
    expect(facts.totalClients).toBe(3);
    expect(facts.clientsByStatus).toEqual({ novo: 0, proposta: 0, ativo: 2, concluido: 0, pendente: 1 });
    expect(facts.proposalsInProgress).toBe(1);
    expect(facts.approvedThisMonthCents).toBe(120_000);
    // This calendar year (Brasília): the one approved 40 days ago counts only when still in this year.
    const sameYear = (days: number) =>
      new Date(Date.now() - days * 86_400_000).toLocaleString('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' }) ===
      new Date().toLocaleString('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' });
    expect(facts.approvedThisYearCents).toBe(120_000 + (sameYear(40) ? 999_900 : 0));
    expect(facts.onboarding.map((s) => [s.id, s.done])).toEqual([
      ['meta', true],
      ['servicos', false],
      ['cliente', true],
      ['proposta', true],
      ['perfil', false],
    ]);
    // The goals come from the same read as the onboarding's first step.
    expect(facts.settings).toEqual(await getCalculationSettings(db, userId));
    expect(facts.settings.monthlyGoalCents).toBe(300_000);
  });

  it('sends its statements named (the proposal figures, the goals, the profile, the services count), and PostgreSQL keeps a generic plan of the figures', async () => {
    const userId = await createVerifiedUser(getDb(), { email: 'painel.planos@exemplo.com', password: 'senha-forte-123' });
    // An account with a history (3,000 proposals over two years, a third approved), with statistics
    // read, so that PostgreSQL weighs the plans on the figures of a real account.
    await getDb()
      .execute(sql`insert into ${proposals} (user_id, client_name, title, status, total_cents, valid_until, approved_at)
      select ${userId}, 'Cliente', 'Proposta ' || n, (array['aprovada', 'enviada', 'rejeitada'])[n % 3 + 1]::proposal_status, 10000,
        '2099-01-01', case when n % 3 = 0 then now() - n * interval '6 hours' end
      from generate_series(1, 3000) as n`);
    await getDb().execute(sql`analyze ${proposals}`);
    await onOneConnection(async (db) => {
      // PostgreSQL weighs a generic plan from a named statement's sixth run on.
      for (let run = 0; run < 8; run++) await getDashboardFacts(db, userId);
      const statements = await db.execute<{ statement: string; generic_plans: string }>(
        sql`select statement, generic_plans from pg_prepared_statements`,
      );
      const texts = statements.rows.map((s) => s.statement);
      expect(texts.filter((s) => s.includes('"calculation_settings"'))).toHaveLength(1);
      expect(texts.filter((s) => s.includes('"profiles"'))).toHaveLength(1);
      // The active services' count (src/db/count.ts: drizzle's $count would go unnamed).
      expect(texts.filter((s) => s.includes('count(') && s.includes('"services"'))).toHaveLength(1);
      // The figures: one statement over a one-row VALUES, planned once and reused (a value PostgreSQL
      // cannot see through when weighing a generic plan, such as the period's unit, would keep it at zero).
      const figures = statements.rows.filter((s) => s.statement.includes("'enviada'") && s.statement.includes('(values (1))'));
      expect(figures).toHaveLength(1);
      expect(Number(figures[0].generic_plans)).toBeGreaterThan(0);
    });
  });

  it('counts the onboarding’s proposal step while any version of any proposal is left, and not once all are deleted', async () => {
    const db = getDb();
    const userId = await createVerifiedUser(db, { email: 'painel.versoes@exemplo.com', password: 'senha-forte-123' });
    const proposalStep = async () => (await getDashboardFacts(db, userId)).onboarding.find((s) => s.id === 'proposta')?.done;
    expect(await proposalStep()).toBe(false);
    const base = { userId, clientName: 'A', totalCents: 10_000, validUntil: '2099-01-01' } as const;
    const [first] = await db
      .insert(proposals)
      .values({ ...base, title: 'v1' })
      .returning({ id: proposals.id });
    const [second] = await db
      .insert(proposals)
      .values({ ...base, title: 'v2', version: 2, previousVersionId: first.id })
      .returning({ id: proposals.id });
    expect(await proposalStep()).toBe(true);
    // The newest version deleted: the first is the newest again.
    await db.delete(proposals).where(eq(proposals.id, second.id));
    expect(await proposalStep()).toBe(true);
    await db.delete(proposals).where(eq(proposals.id, first.id));
    expect(await proposalStep()).toBe(false);
  });

  it('gives the full name saved in the profile for the greeting, and null while none (or only blanks) is saved', async () => {
    const db = getDb();
    const userId = await createVerifiedUser(db, { email: 'ana.prefixo@exemplo.com', password: 'senha-forte-123' });
    await db.update(profiles).set({ fullName: '   ' }).where(eq(profiles.userId, userId));
    expect((await getDashboardFacts(db, userId)).fullName).toBeNull();
    await saveProfile(db, userId, { fullName: 'Ana Beatriz Souza', profession: '', phone: '', website: '', address: '' });
    expect((await getDashboardFacts(db, userId)).fullName).toBe('Ana Beatriz Souza');
  });
});
