// The demo account of `npm start` is what a visitor tries first: it must behave like an account
// made by signing up, with figures that come from the same pricing functions as the app's.
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { proposalItems, proposals, services, users } from '@/db/schema';
import { DEMO_ACCOUNT, seedDemoAccount } from '@/db/seed';
import { planAllowance } from '@/features/account/plan';
import { getCalculationSettings } from '@/features/calculator/queries';
import { createClient, updateClient } from '@/features/clients/mutations';
import { findSharedProposal } from '@/features/proposal-link/queries';
import { shareToken } from '@/lib/share-token';
import { createProposal, updateProposal } from '@/features/proposals/mutations';
import { createService, updateService } from '@/features/services/mutations';
import { hourlyRateCents, proposalLineDefaults } from '@/lib/pricing';
import { defaultValidUntil, proposalTotalCents } from '@/lib/proposals';

let userId: string;

beforeAll(async () => {
  expect(await seedDemoAccount(getDb())).toBe(true);
  expect(await seedDemoAccount(getDb())).toBe(false); // once only
  const user = await getDb().query.users.findFirst({ where: eq(users.email, DEMO_ACCOUNT.email) });
  userId = user!.id;
});

async function sentProposal() {
  const [row] = await getDb().select().from(proposals).where(eq(proposals.userId, userId));
  const items = await getDb()
    .select()
    .from(proposalItems)
    .where(eq(proposalItems.proposalId, row.id))
    .orderBy(asc(proposalItems.position));
  return { row, items };
}

describe('the demo account', () => {
  it('its sent proposal opens at its public link, like one sent from the app', async () => {
    const { row } = await sentProposal();
    expect(row.status).toBe('enviada');
    expect(row.shareId).not.toBeNull();
    const shared = await findSharedProposal(getDb(), shareToken({ shareId: row.shareId!, shareSecret: row.shareSecret! }));
    expect(shared?.proposal.id).toBe(row.id);
    expect(row.validUntil).toBe(defaultValidUntil(row.sentAt!));
  });

  it('its figures are what the pricing functions give for its own rate and catalogue', async () => {
    const settings = await getCalculationSettings(getDb(), userId);
    expect(settings.hourlyRateCents).toBe(hourlyRateCents(settings));
    const { row, items } = await sentProposal();
    const catalogue = await getDb().select().from(services).where(eq(services.userId, userId));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const service = catalogue.find((s) => s.id === item.serviceId)!;
      expect({ hours: item.hours, priceCents: item.priceCents }).toEqual(
        proposalLineDefaults(settings.hourlyRateCents, service.baseHours, service.complexity),
      );
    }
    expect(row.totalCents).toBe(proposalTotalCents(items));
  });

  it('may create within its plan, and creates and edits a client, a service and a proposal', async () => {
    for (const resource of ['services', 'clients', 'proposals'] as const) {
      expect((await planAllowance(userId, resource)).allowed).toBe(true);
    }
    const db = getDb();
    const client = await createClient(db, userId, { name: 'Cliente Novo', value: '1.000,00' });
    expect(client).toMatchObject({ ok: true });
    if (!client.ok) return;
    expect(await updateClient(db, userId, client.data.id, { name: 'Cliente Renomeado' })).toMatchObject({
      ok: true,
      data: { name: 'Cliente Renomeado' },
    });

    const service = await createService(db, userId, { name: 'Consultoria', baseHours: '4', complexity: 1 });
    expect(service).toMatchObject({ ok: true });
    if (!service.ok) return;
    expect(
      await updateService(db, userId, service.data.id, { name: 'Consultoria', baseHours: '6', complexity: 1.5 }),
    ).toMatchObject({
      ok: true,
      data: { baseHours: 6 },
    });

    const proposal = await createProposal(db, userId, {
      clientId: client.data.id,
      title: 'Consultoria de marca',
      validUntil: defaultValidUntil(),
      status: 'rascunho',
      lines: [{ serviceId: service.data.id, price: '347,76' }],
    });
    expect(proposal).toMatchObject({ ok: true });

    const { row, items } = await sentProposal();
    const edited = await updateProposal(db, userId, row.id, {
      clientId: row.clientId,
      title: `${row.title} (revisada)`,
      description: row.description,
      validUntil: row.validUntil,
      status: 'enviada',
      lines: items.map((item) => ({ itemId: item.id, price: String(item.priceCents / 100).replace('.', ',') })),
    });
    expect(edited).toEqual({ ok: true, data: { id: row.id } });
  });
});
