// The one seed: the demo account of the embedded default, also used by the e2e fixtures.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../lib/password';
import type { Database } from './client';
import { provisionAccount } from './provision';
import { accounts, clients, profiles, proposalItems, proposals, services, users } from './schema';

export const DEMO_ACCOUNT = { email: 'demo@valora.app', password: 'valora-demo-2026', name: 'Ana Demo' } as const;

export type SeedUser = { email: string; password: string; name?: string; locale?: string; withSampleData?: boolean };

function addDays(date: Date, days: number): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
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

/** The spec's sample data: two clients, three services (8/20/35 h; 1/1.5/2x) and one sent proposal. */
async function insertSampleData(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  userId: string,
  name: string,
  now: Date,
) {
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
  // Default rate of a new account: (3000 + 400) / (22 x 4) = R$ 38,64 per hour.
  const rateCents = 3864;
  const lines = [
    { service: logo, hours: 8 },
    { service: site, hours: 30 },
  ];
  const total = lines.reduce((sum, l) => sum + Math.round(rateCents * l.hours), 0);
  const [proposal] = await tx
    .insert(proposals)
    .values({
      userId,
      clientId: joao.id,
      clientName: joao.name,
      title: 'Proposta: site institucional e logotipo',
      description: 'Criação da identidade visual e do site institucional.',
      status: 'enviada',
      totalCents: total,
      validUntil: addDays(now, 30),
    })
    .returning();
  await tx.insert(proposalItems).values(
    lines.map((l, position) => ({
      proposalId: proposal.id,
      userId,
      serviceId: l.service.id,
      serviceName: l.service.name,
      hours: l.hours,
      priceCents: Math.round(rateCents * l.hours),
      position,
    })),
  );
}

/** Creates the demo account once; returns false when it already exists. */
export async function seedDemoAccount(db: Database): Promise<boolean> {
  const existing = await db.query.users.findFirst({ where: eq(users.email, DEMO_ACCOUNT.email) });
  if (existing) return false;
  await createVerifiedUser(db, { ...DEMO_ACCOUNT, withSampleData: true });
  return true;
}
