import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { clients, proposalItems, proposals, services, subscriptions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { createClient } from '@/features/clients/mutations';
import { getDashboardFacts } from '@/features/dashboard/queries';
import { createProposal, deleteProposal, updateProposal } from '@/features/proposals/mutations';
import { getProposal, listProposals, proposalFormOptions } from '@/features/proposals/queries';
import { createService, updateService } from '@/features/services/mutations';

let n = 0;
const newUser = () => createVerifiedUser(getDb(), { email: `prop${++n}@exemplo.com`, password: 'senha-forte-123' });
const all = { q: '', status: 'todos', page: 1 } as const;

async function setUp() {
  const userId = await newUser();
  const client = await createClient(getDb(), userId, { name: 'João Conceição', status: 'novo' });
  const site = await createService(getDb(), userId, {
    name: 'Site institucional',
    baseHours: '20',
    complexity: 1.5,
    active: true,
  });
  const logo = await createService(getDb(), userId, { name: 'Logotipo', baseHours: '8', complexity: 1, active: true });
  if (!client.ok || !site.ok || !logo.ok) throw new Error('setup');
  return { userId, clientId: client.data.id, siteId: site.data.id, logoId: logo.data.id };
}

const clientStatus = async (id: string) => (await getDb().select().from(clients).where(eq(clients.id, id)))[0].status;

describe('proposals data layer', () => {
  it('creates from the catalogue with snapshots, computes the total on the server and sends the client to "proposta"', async () => {
    const { userId, clientId, siteId, logoId } = await setUp();
    const options = await proposalFormOptions(getDb(), userId);
    // Default rate R$ 38,64: 20 h x 1.5 = 30 h -> R$ 1.159,20; 8 h -> R$ 309,12.
    expect(options.services).toEqual([
      { id: siteId, name: 'Site institucional', hours: 30, defaultPriceCents: 115_920 },
      { id: logoId, name: 'Logotipo', hours: 8, defaultPriceCents: 30_912 },
    ]);
    expect(options.clients).toEqual([{ id: clientId, name: 'João Conceição' }]);

    const created = await createProposal(getDb(), userId, {
      clientId,
      title: 'Site e marca',
      description: 'Escopo',
      validUntil: '2099-12-31',
      status: 'enviada',
      totalCents: 1, // ignored: the server adds the lines
      lines: [
        { serviceId: siteId, price: '1.500,00' },
        { serviceId: logoId, price: 309.12 },
      ],
    });
    expect(created).toMatchObject({ ok: false, message: 'proposals.saveError' }); // unknown field refused

    const ok = await createProposal(getDb(), userId, {
      clientId,
      title: 'Site e marca',
      description: 'Escopo',
      validUntil: '2099-12-31',
      status: 'enviada',
      lines: [
        { serviceId: siteId, price: '1.500,00' },
        { serviceId: logoId, price: 309.12 },
      ],
    });
    if (!ok.ok) throw new Error(ok.message);
    const p = (await getProposal(getDb(), userId, ok.data.id))!;
    expect(p).toMatchObject({ title: 'Site e marca', status: 'enviada', clientName: 'João Conceição', totalCents: 180_912 });
    expect(p.sentAt).toBeInstanceOf(Date);
    expect(p.items.map((i) => [i.serviceName, i.hours, i.priceCents, i.position])).toEqual([
      ['Site institucional', 30, 150_000, 0],
      ['Logotipo', 8, 30_912, 1],
    ]);
    expect(await clientStatus(clientId)).toBe('proposta');

    // Editing the catalogue later does not change the proposal's lines.
    await updateService(getDb(), userId, siteId, { name: 'Site novo', baseHours: '40', complexity: 2, active: true });
    const again = (await getProposal(getDb(), userId, ok.data.id))!;
    expect(again.items[0]).toMatchObject({ serviceName: 'Site institucional', hours: 30, priceCents: 150_000 });
  });

  it('edits: keeps the kept lines, reorders, adds, removes; approving makes the client active', async () => {
    const { userId, clientId, siteId, logoId } = await setUp();
    const created = await createProposal(getDb(), userId, {
      clientId,
      title: 'Rascunho',
      validUntil: '2099-01-01',
      status: 'rascunho',
      lines: [{ serviceId: siteId, price: '1000' }],
    });
    if (!created.ok) throw new Error(created.message);
    expect(await clientStatus(clientId)).toBe('novo'); // a draft does not move the client
    const [item] = (await getProposal(getDb(), userId, created.data.id))!.items;
    await updateService(getDb(), userId, siteId, { name: 'Site renomeado', baseHours: '10', complexity: 1, active: true });

    const updated = await updateProposal(getDb(), userId, created.data.id, {
      clientId,
      title: 'Aprovada',
      validUntil: '2099-02-01',
      status: 'aprovada',
      lines: [
        { serviceId: logoId, price: '300' },
        { itemId: item.id, price: '1.200' },
      ],
    });
    expect(updated.ok).toBe(true);
    const p = (await getProposal(getDb(), userId, created.data.id))!;
    expect(p).toMatchObject({ status: 'aprovada', totalCents: 150_000, validUntil: '2099-02-01' });
    expect(p.approvedAt).toBeInstanceOf(Date);
    expect(p.items.map((i) => [i.serviceName, i.hours, i.priceCents])).toEqual([
      ['Logotipo', 8, 30_000],
      ['Site institucional', 30, 120_000],
    ]);
    expect(await clientStatus(clientId)).toBe('ativo');
    expect((await getDashboardFacts(getDb(), userId)).approvedThisMonthCents).toBe(150_000);

    // Any status can follow any other; saving again without a status change leaves the client alone.
    await getDb().update(clients).set({ status: 'concluido' }).where(eq(clients.id, clientId));
    const rejected = await updateProposal(getDb(), userId, created.data.id, {
      clientId,
      title: 'Recusada',
      validUntil: '2099-02-01',
      status: 'rejeitada',
      lines: [{ serviceId: logoId, price: '1' }],
    });
    expect(rejected.ok).toBe(true);
    expect(await clientStatus(clientId)).toBe('concluido');
    expect((await getProposal(getDb(), userId, created.data.id))!.items).toHaveLength(1);
  });

  it.each([
    [{ title: 'X', validUntil: '2099-01-01', lines: [] }, 'proposals.clientRequired'],
    [{ clientId: 'CLIENT', title: '  ', validUntil: '2099-01-01', lines: 'LINE' }, 'proposals.titleRequired'],
    [{ clientId: 'CLIENT', title: 'X', validUntil: '31/12/2099', lines: 'LINE' }, 'proposals.invalidValidUntil'],
    [{ clientId: 'CLIENT', title: 'X', validUntil: '2099-01-01', lines: [] }, 'proposals.servicesRequired'],
    [
      { clientId: 'CLIENT', title: 'X', validUntil: '2099-01-01', lines: [{ serviceId: 'SERVICE', price: '-1' }] },
      'proposals.invalidPrice',
    ],
    [{ clientId: 'CLIENT', title: 'X', validUntil: '2099-01-01', lines: 'LINE', status: 'aprovada' }, 'proposals.invalidStatus'],
    [
      { clientId: 'CLIENT', title: 'X', validUntil: '2099-01-01', lines: [{ serviceId: 'SERVICE', price: '1500.00' }] },
      'numbers.separator',
    ],
    [
      {
        clientId: 'CLIENT',
        title: 'X',
        validUntil: '2099-01-01',
        lines: [{ serviceId: 'SERVICE', price: '1.500,00' }],
        locale: 'en',
      },
      'numbers.separator',
    ],
  ])('refuses %j with %s and writes nothing', async (raw, message) => {
    const { userId, clientId, siteId } = await setUp();
    const input = JSON.parse(
      JSON.stringify(raw)
        .replace('"CLIENT"', JSON.stringify(clientId))
        .replace('"SERVICE"', JSON.stringify(siteId))
        .replace('"LINE"', JSON.stringify([{ serviceId: siteId, price: '10' }])),
    );
    expect(await createProposal(getDb(), userId, input)).toMatchObject({ ok: false, message });
    expect((await listProposals(getDb(), userId, all)).total).toBe(0);
  });

  it('reads each price in the form’s language', async () => {
    const { userId, clientId, siteId, logoId } = await setUp();
    const lines = [
      { serviceId: siteId, price: '1,500.00' },
      { serviceId: logoId, price: '10,000' },
    ];
    const created = await createProposal(getDb(), userId, {
      clientId,
      title: 'EN',
      validUntil: '2099-01-01',
      lines,
      locale: 'en',
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const p = (await getProposal(getDb(), userId, created.data.id))!;
    expect(p.items.map((i) => i.priceCents)).toEqual([150_000, 1_000_000]);
    expect(p.totalCents).toBe(1_150_000);
  });

  it("refuses another user's client or service, and an inactive service", async () => {
    const a = await setUp();
    const b = await setUp();
    const base = { title: 'X', validUntil: '2099-01-01', status: 'rascunho' };
    expect(
      await createProposal(getDb(), a.userId, { ...base, clientId: b.clientId, lines: [{ serviceId: a.siteId, price: '1' }] }),
    ).toMatchObject({
      ok: false,
      message: 'proposals.clientNotFound',
    });
    expect(
      await createProposal(getDb(), a.userId, { ...base, clientId: a.clientId, lines: [{ serviceId: b.siteId, price: '1' }] }),
    ).toMatchObject({
      ok: false,
      message: 'proposals.serviceNotFound',
    });
    await getDb().update(services).set({ active: false }).where(eq(services.id, a.siteId));
    expect(
      await createProposal(getDb(), a.userId, { ...base, clientId: a.clientId, lines: [{ serviceId: a.siteId, price: '1' }] }),
    ).toMatchObject({
      ok: false,
      message: 'proposals.serviceNotFound',
    });
    expect(await getDb().$count(proposals)).toBeGreaterThanOrEqual(0);
    expect((await listProposals(getDb(), a.userId, all)).total).toBe(0);
  });

  it("another user's proposal reads as not found and cannot be changed or deleted", async () => {
    const owner = await setUp();
    const intruder = await setUp();
    const created = await createProposal(getDb(), owner.userId, {
      clientId: owner.clientId,
      title: 'Privada',
      validUntil: '2099-01-01',
      lines: [{ serviceId: owner.siteId, price: '10' }],
    });
    if (!created.ok) throw new Error(created.message);
    expect(await getProposal(getDb(), intruder.userId, created.data.id)).toBeNull();
    expect(await getProposal(getDb(), owner.userId, 'nao-e-uuid')).toBeNull();
    const input = {
      clientId: intruder.clientId,
      title: 'X',
      validUntil: '2099-01-01',
      lines: [{ serviceId: intruder.siteId, price: '1' }],
    };
    expect(await updateProposal(getDb(), intruder.userId, created.data.id, input)).toMatchObject({
      ok: false,
      message: 'proposals.notFound',
    });
    expect(await deleteProposal(getDb(), intruder.userId, created.data.id)).toMatchObject({
      ok: false,
      message: 'proposals.notFound',
    });
    expect((await getProposal(getDb(), owner.userId, created.data.id))!.title).toBe('Privada');
    expect(await deleteProposal(getDb(), owner.userId, created.data.id)).toEqual({ ok: true, data: { id: created.data.id } });
    expect(await getDb().$count(proposalItems, eq(proposalItems.proposalId, created.data.id))).toBe(0);
  });

  it('lists newest first with service counts, filters by status and searches title or client without accents', async () => {
    const { userId, clientId, siteId, logoId } = await setUp();
    const make = (title: string, status: string, lines = [{ serviceId: siteId, price: '10' }]) =>
      createProposal(getDb(), userId, { clientId, title, validUntil: '2099-01-01', status, lines });
    await make('Identidade visual', 'rascunho', [
      { serviceId: siteId, price: '10' },
      { serviceId: logoId, price: '20' },
    ]);
    await make('Loja virtual', 'enviada');
    const everything = await listProposals(getDb(), userId, all);
    expect(everything.rows.map((r) => [r.title, r.serviceCount, r.totalCents])).toEqual([
      ['Loja virtual', 1, 1_000],
      ['Identidade visual', 2, 3_000],
    ]);
    expect((await listProposals(getDb(), userId, { ...all, status: 'enviada' })).rows.map((r) => r.title)).toEqual([
      'Loja virtual',
    ]);
    expect((await listProposals(getDb(), userId, { ...all, q: 'IDENTIDADE' })).rows.map((r) => r.title)).toEqual([
      'Identidade visual',
    ]);
    expect((await listProposals(getDb(), userId, { ...all, q: 'conceicao' })).total).toBe(2);
  });

  it('Junior stops at 25 proposals created this month; the next month starts again; read-only after the trial', async () => {
    const { userId, clientId, siteId } = await setUp();
    await getDb()
      .insert(proposals)
      .values(Array.from({ length: 25 }, (_, i) => ({ userId, clientName: 'C', title: `P${i}`, validUntil: '2099-01-01' })));
    const input = { clientId, title: 'A 26ª', validUntil: '2099-01-01', lines: [{ serviceId: siteId, price: '1' }] };
    expect(await createProposal(getDb(), userId, input)).toMatchObject({ ok: false, message: 'proposals.limitReached' });
    await getDb()
      .update(proposals)
      .set({ createdAt: sql`now() - interval '40 days'` })
      .where(eq(proposals.userId, userId));
    expect(await createProposal(getDb(), userId, input)).toMatchObject({ ok: true });

    await getDb()
      .update(subscriptions)
      .set({ trialEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, userId));
    expect(await createProposal(getDb(), userId, input)).toMatchObject({ ok: false, message: 'proposals.readOnly' });
  });
});
