// The one seed: the demo account of the embedded default, also used by the e2e fixtures.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { newShareColumns } from '../lib/share-token';
import { hashPassword } from '../lib/password';
import { hourlyRateCents, proposalLineDefaults } from '../lib/pricing';
import { defaultValidUntil, proposalTotalCents } from '../lib/proposals';
import type { Database } from './client';
import { provisionAccount } from './provision';
import {
  accounts,
  calculationSettings,
  clients,
  profiles,
  proposalEvents,
  proposalItems,
  proposals,
  services,
  subscriptions,
  users,
} from './schema';

export const DEMO_ACCOUNT = { email: 'demo@valora.app', password: 'valora-demo-2026', name: 'Ana Demo' } as const;
/** The account of `npm run seed:load` and `npm run bench`: one freelancer with thousands of clients. */
export const LOAD_ACCOUNT = { email: 'carga@valora.app', password: 'valora-carga-2026', name: 'Conta de Carga' } as const;
export const LOAD_CLIENTS = 2000;
/** Its proposals: enough for a full first page of the list; the first one has 20 lines (the PDF under load). */
export const LOAD_PROPOSALS = 40;

export type SeedUser = { email: string; password: string; name?: string; locale?: string; withSampleData?: boolean };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The account's hourly rate from its saved goals, by the same formula as the app. */
async function rateOf(tx: Tx, userId: string): Promise<number> {
  const [goals] = await tx.select().from(calculationSettings).where(eq(calculationSettings.userId, userId));
  return hourlyRateCents(goals);
}

/**
 * Proposal lines as the app's form makes them from the catalogue: each line's hours and price are
 * the defaults of the pricing functions (docs/decisions.md, "Pricing formulas"), never typed here.
 */
function linesFrom(rateCents: number, catalogue: (typeof services.$inferSelect)[]) {
  return catalogue.map((service, position) => ({
    userId: service.userId,
    serviceId: service.id,
    serviceName: service.name,
    deliverables: service.deliverables,
    ...proposalLineDefaults(rateCents, service.baseHours, service.complexity),
    position,
  }));
}

/** Creates a verified e-mail/password user with its provisioned rows; returns its id. */
export async function createVerifiedUser(db: Database, input: SeedUser): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id,
      email: input.email.toLowerCase(),
      name: input.name ?? input.email.split('@')[0],
      emailVerified: true,
      locale: input.locale ?? 'pt-BR',
    });
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
    });
    await provisionAccount(tx, id, now);
    if (input.withSampleData) await insertSampleData(tx, id, input.name ?? 'Ana Demo', now);
  });
  return id;
}

/** The demo account's data (docs/decisions.md, "Accounts and the demo account"): two clients, three services (8/20/35 h; 1/1.5/2x) and one sent proposal. */
async function insertSampleData(tx: Tx, userId: string, name: string, now: Date) {
  await tx
    .update(profiles)
    .set({ fullName: name, profession: 'Designer e desenvolvedora web', phone: '+55 11 91234-5678' })
    .where(eq(profiles.userId, userId));
  const [, joao] = await tx
    .insert(clients)
    .values([
      {
        userId,
        name: 'Maria Silva',
        email: 'maria@exemplo.com.br',
        project: 'Identidade visual',
        valueCents: 250000,
        status: 'ativo',
      },
      {
        userId,
        name: 'João Santos',
        email: 'joao@exemplo.com.br',
        project: 'Site institucional',
        valueCents: 480000,
        status: 'proposta',
      },
    ])
    .returning();
  const [logo, site] = await tx
    .insert(services)
    .values([
      { userId, name: 'Criação de logotipo', baseHours: 8, complexity: 1, deliverables: 'Logo em 3 versões, manual básico' },
      { userId, name: 'Site institucional', baseHours: 20, complexity: 1.5, deliverables: 'Até 5 páginas responsivas' },
      { userId, name: 'Loja virtual', baseHours: 35, complexity: 2, deliverables: 'Catálogo, carrinho e pagamento' },
    ])
    .returning();
  const lines = linesFrom(await rateOf(tx, userId), [logo, site]);
  const [proposal] = await tx
    .insert(proposals)
    .values({
      userId,
      clientId: joao.id,
      clientName: joao.name,
      title: 'Proposta: site institucional e logotipo',
      description: 'Criação da identidade visual e do site institucional.',
      status: 'enviada',
      sentAt: now,
      totalCents: proposalTotalCents(lines),
      validUntil: defaultValidUntil(now),
      // Sent as the app sends it: with its client link and the history's "sent" entry.
      ...newShareColumns(),
    })
    .returning();
  await tx.insert(proposalEvents).values({ proposalId: proposal.id, userId, kind: 'sent', createdAt: now });
  await tx
    .insert(proposalItems)
    .values(lines.map((line) => ({ ...line, unitPriceCents: line.priceCents, proposalId: proposal.id })));
}

/** Creates the demo account once; returns false when it already exists. */
export async function seedDemoAccount(db: Database): Promise<boolean> {
  const existing = await db.query.users.findFirst({ where: eq(users.email, DEMO_ACCOUNT.email) });
  if (existing) return false;
  await createVerifiedUser(db, { ...DEMO_ACCOUNT, withSampleData: true });
  return true;
}

const FIRST = [
  'João',
  'Maria',
  'José',
  'Ana',
  'Antônio',
  'Conceição',
  'Luís',
  'Letícia',
  'Mário',
  'Fátima',
  'Sérgio',
  'Inês',
  'Vinícius',
  'Lúcia',
  'André',
  'Beatriz',
  'Caio',
  'Débora',
  'Fábio',
  'Giovana',
];
const LAST = [
  'Silva',
  'Santos',
  'Araújo',
  'Gonçalves',
  'Conceição',
  'Lima',
  'Pereira',
  'Ribeiro',
  'Simões',
  'Brandão',
  'Assunção',
  'Magalhães',
  'Figueiredo',
  'Antunes',
  'Moraes',
];
const PROJECTS = [
  'Site institucional',
  'Identidade visual',
  'Loja virtual',
  'Aplicativo de agendamento',
  'Gestão de redes sociais',
  'Campanha de lançamento',
  'Manutenção mensal',
  'Landing page',
  'Consultoria de marca',
  'Catálogo de produtos',
];
const STATUSES = ['novo', 'novo', 'novo', 'proposta', 'proposta', 'ativo', 'ativo', 'concluido', 'pendente'] as const;

const LOAD_SERVICES = [
  { name: 'Criação de logotipo', baseHours: 8, complexity: 1 },
  { name: 'Site institucional', baseHours: 20, complexity: 1.5 },
  { name: 'Loja virtual', baseHours: 35, complexity: 2 },
  { name: 'Manual de marca', baseHours: 12, complexity: 1 },
  { name: 'Gestão de redes sociais (mês)', baseHours: 16, complexity: 1 },
  { name: 'Landing page', baseHours: 10, complexity: 1.5 },
];
const LOAD_PROPOSAL_STATUSES = ['rascunho', 'enviada', 'aprovada', 'enviada', 'rejeitada'] as const;

/**
 * The load account's catalogue and `total` proposals: the first LOAD_PROPOSALS one per client from
 * the first ones (the first with 20 lines), the rest in bulk.
 */
async function insertLoadProposals(
  tx: Tx,
  userId: string,
  clientRows: { id: string; name: string }[],
  next: (n: number) => number,
  now: Date,
  total: number,
) {
  const catalogue = await tx
    .insert(services)
    .values(LOAD_SERVICES.map((s) => ({ userId, ...s, deliverables: 'Entrega em etapas, com duas rodadas de ajustes' })))
    .returning();
  const rateCents = await rateOf(tx, userId);
  const detailed = Math.min(LOAD_PROPOSALS, total, clientRows.length);
  for (let i = 0; i < detailed; i++) {
    const client = clientRows[i];
    const status = LOAD_PROPOSAL_STATUSES[i % LOAD_PROPOSAL_STATUSES.length];
    const chosen = Array.from(
      { length: i === 0 ? 20 : 1 + next(6) },
      (_, position) => catalogue[(i + position) % catalogue.length],
    );
    const lines = linesFrom(rateCents, chosen);
    const createdAt = new Date(now.getTime() - next(60 * 24 * 60) * 60_000);
    const [proposal] = await tx
      .insert(proposals)
      .values({
        userId,
        clientId: client.id,
        clientName: client.name,
        title: `Proposta ${i + 1}: ${lines[0].serviceName.toLowerCase()} para ${client.name}`,
        description: 'Escopo, prazos e condições conforme conversado.',
        status,
        totalCents: proposalTotalCents(lines),
        validUntil: defaultValidUntil(now),
        sentAt: status === 'rascunho' ? null : createdAt,
        approvedAt: status === 'aprovada' ? now : null,
        ...(status === 'rascunho' ? {} : newShareColumns()),
        createdAt,
      })
      .returning({ id: proposals.id });
    await tx.insert(proposalItems).values(lines.map((l) => ({ ...l, unitPriceCents: l.priceCents, proposalId: proposal.id })));
  }
  // The bench's larger data set (issue 17): the rest in bulk, 1 to 3 lines each, spread over two
  // years and over the clients. Each batch is one statement over arrays (unnest): a VALUES list of
  // thousands of parameters cost PostgreSQL about 5 ms per proposal to parse, 50 times this.
  for (let start = detailed; start < total; start += 2000) {
    const batch = Array.from({ length: Math.min(2000, total - start) }, (_, k) => {
      const i = start + k;
      const client = clientRows[i % clientRows.length];
      const status = LOAD_PROPOSAL_STATUSES[i % LOAD_PROPOSAL_STATUSES.length];
      const lines = linesFrom(
        rateCents,
        Array.from({ length: 1 + next(3) }, (_, position) => catalogue[(i + position) % catalogue.length]),
      );
      const createdAt = new Date(now.getTime() - next(2 * 365 * 24 * 60) * 60_000);
      const share = status === 'rascunho' ? { shareId: null, shareSecret: null } : newShareColumns();
      return { id: randomUUID(), i, client, status, lines, createdAt, share };
    });
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    await tx.execute(sql`
      insert into proposals (id, user_id, client_id, client_name, title, description, status, total_cents,
                             valid_until, sent_at, approved_at, share_id, share_secret, created_at)
      select id, ${userId}, client_id, client_name, title, 'Escopo, prazos e condições conforme conversado.',
             status::proposal_status, total_cents, valid_until, sent_at, approved_at, share_id, share_secret, created_at
      from unnest(${sql.param(batch.map((b) => b.id))}::uuid[], ${sql.param(batch.map((b) => b.client.id))}::uuid[],
                  ${sql.param(batch.map((b) => b.client.name))}::text[],
                  ${sql.param(batch.map((b) => `Proposta ${b.i + 1}: ${b.lines[0].serviceName.toLowerCase()} para ${b.client.name}`))}::text[],
                  ${sql.param(batch.map((b) => b.status))}::text[], ${sql.param(batch.map((b) => proposalTotalCents(b.lines)))}::bigint[],
                  ${sql.param(batch.map((b) => defaultValidUntil(b.createdAt)))}::date[],
                  ${sql.param(batch.map((b) => (b.status === 'rascunho' ? null : iso(b.createdAt))))}::timestamptz[],
                  ${sql.param(batch.map((b) => (b.status === 'aprovada' ? iso(b.createdAt) : null)))}::timestamptz[],
                  ${sql.param(batch.map((b) => b.share.shareId))}::text[], ${sql.param(batch.map((b) => b.share.shareSecret))}::text[],
                  ${sql.param(batch.map((b) => iso(b.createdAt)))}::timestamptz[])
        as t(id, client_id, client_name, title, status, total_cents, valid_until, sent_at, approved_at, share_id, share_secret, created_at)`);
    const items = batch.flatMap((b) => b.lines.map((l) => ({ ...l, proposalId: b.id })));
    await tx.execute(sql`
      insert into proposal_items (proposal_id, user_id, service_id, service_name, deliverables, hours, price_cents, unit_price_cents, position)
      select proposal_id, ${userId}, service_id, service_name, deliverables, hours, price_cents, price_cents, position
      from unnest(${sql.param(items.map((l) => l.proposalId))}::uuid[], ${sql.param(items.map((l) => l.serviceId))}::uuid[],
                  ${sql.param(items.map((l) => l.serviceName))}::text[], ${sql.param(items.map((l) => l.deliverables))}::text[],
                  ${sql.param(items.map((l) => l.hours))}::numeric[], ${sql.param(items.map((l) => l.priceCents))}::bigint[],
                  ${sql.param(items.map((l) => l.position))}::int[])
        as t(proposal_id, service_id, service_name, deliverables, hours, price_cents, position)`);
  }
}

/**
 * Creates (or refills) the load account: a paid Pleno subscription, so no plan limit applies,
 * `count` realistic clients with accented names, spread over the last year, a catalogue of six
 * services and `proposalCount` proposals (LOAD_PROPOSALS by default; the bench's large data set has
 * 20,000 clients and 50,000 proposals). Deterministic, so two benchmark runs measure the same data.
 */
export async function seedLoadAccount(
  db: Database,
  count: number = LOAD_CLIENTS,
  proposalCount: number = LOAD_PROPOSALS,
): Promise<string> {
  const existing = await db.query.users.findFirst({ where: eq(users.email, LOAD_ACCOUNT.email) });
  const userId = existing?.id ?? (await createVerifiedUser(db, LOAD_ACCOUNT));
  let seed = 42;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((seed / 2 ** 31) * n); // the high bits: an LCG's low bits repeat quickly
  };
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const first = FIRST[next(FIRST.length)];
    const last = LAST[next(LAST.length)];
    const slug = `${first}.${last}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    return {
      userId,
      name: `${first} ${last}`,
      email: next(4) === 0 ? null : `${slug}${i}@exemplo.com.br`,
      phone: next(3) === 0 ? null : `(11) 9${1000 + next(9000)}-${1000 + next(9000)}`,
      project: PROJECTS[next(PROJECTS.length)],
      valueCents: (5 + next(200)) * 10_000,
      status: STATUSES[next(STATUSES.length)],
      createdAt: new Date(now - next(365 * 24 * 60) * 60_000),
    };
  });
  await db.transaction(async (tx) => {
    // The reports' rollups (migrations 0024, 0026 and 0027) once at the end, not after every batch.
    await tx.execute(sql`set local valora.defer_report_rollups = 'on'`);
    await tx
      .update(subscriptions)
      .set({ plan: 'pleno', status: 'active', source: 'seed' })
      .where(eq(subscriptions.userId, userId));
    await tx.delete(proposals).where(eq(proposals.userId, userId));
    await tx.delete(services).where(eq(services.userId, userId));
    await tx.delete(clients).where(eq(clients.userId, userId));
    const inserted: { id: string; name: string }[] = [];
    for (let i = 0; i < rows.length; i += 500)
      inserted.push(
        ...(await tx
          .insert(clients)
          .values(rows.slice(i, i + 500))
          .returning({ id: clients.id, name: clients.name })),
      );
    await insertLoadProposals(tx, userId, inserted, next, new Date(now), proposalCount);
    await tx.execute(sql`select valora_report_rebuild(${userId})`);
    await tx.execute(sql`select valora_stage_rebuild(${userId})`);
  });
  // What autovacuum does soon after such a bulk insert: fresh statistics for the planner, and the
  // visibility map that lets counts read an index alone (without it every count also reads the rows).
  await db.execute(sql`vacuum (analyze) clients, proposals, proposal_items`);
  return userId;
}
