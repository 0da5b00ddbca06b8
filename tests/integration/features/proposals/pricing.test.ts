// Free lines, discounts, monthly lines, options and packages: the server's totals, and the client's
// choice frozen into the accepted content and its hash.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { proposalAcceptances, proposalItems, proposals } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { createClient } from '@/features/clients/mutations';
import { acceptProposal } from '@/features/proposal-link/mutations';
import { depositPix, proposalContent, proposalPdfModel } from '@/features/proposals/documents';
import { createProposal } from '@/features/proposals/mutations';
import { getProfessional, getProposal } from '@/features/proposals/queries';
import { createService } from '@/features/services/mutations';
import { savePix } from '@/features/settings/mutations';
import { acceptedChoice, sha256Hex } from '@/lib/proposal-content';
import { shareToken } from '@/lib/share-token';

let n = 0;
const visitor = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (Test)', userId: null };

async function setup() {
  const db = getDb();
  const userId = await createVerifiedUser(db, { email: `pricing${++n}-${Date.now()}@exemplo.com`, password: 'senha-forte-123' });
  const client = await createClient(db, userId, {
    name: 'Maria Cliente',
    email: 'maria@cliente.com.br',
    status: 'novo',
    document: '',
  });
  const service = await createService(db, userId, { name: 'Site', baseHours: '10', complexity: 1, active: true });
  if (!client.ok || !service.ok) throw new Error('setup');
  return { db, userId, clientId: client.data.id, serviceId: service.data.id };
}

const offer = (clientId: string, serviceId: string, over: Record<string, unknown> = {}) => ({
  clientId,
  title: 'Website',
  description: '',
  validUntil: '2099-12-31',
  status: 'enviada',
  language: 'en',
  locale: 'en',
  discount: { kind: 'percent', value: '10' },
  packages: [
    { id: 'basic', name: 'Basic' },
    { id: 'standard', name: 'Standard' },
    { id: 'premium', name: 'Premium' },
  ],
  lines: [
    { serviceId, price: '1,000.00', section: 'Design' },
    {
      name: 'Extra revision',
      unit: 'hours',
      quantity: '2.5',
      price: '100.00',
      section: 'Design',
      discount: { kind: 'amount', value: '50.00' },
    },
    { name: 'Hosting', unit: 'units', quantity: '1', price: '400.00', recurring: true, section: 'Care' },
    { name: 'SEO audit', unit: 'units', quantity: '1', price: '300.00', optional: true, section: 'Care' },
    { name: 'Basic pages', unit: 'units', quantity: '3', price: '100.00', packageId: 'basic' },
    { name: 'Standard pages', unit: 'units', quantity: '6', price: '100.00', packageId: 'standard' },
    { name: 'Premium pages', unit: 'units', quantity: '12', price: '100.00', packageId: 'premium' },
  ],
  ...over,
});

describe('proposal pricing', () => {
  it('stores each line priced by the server and the opening totals (first package, no option)', async () => {
    const { db, userId, clientId, serviceId } = await setup();
    const created = await createProposal(db, userId, offer(clientId, serviceId));
    if (!created.ok) throw new Error(JSON.stringify(created));
    const proposal = (await getProposal(db, userId, created.data.id))!;
    expect(proposal.items.map((i) => [i.serviceName, i.unit, i.quantity, i.unitPriceCents, i.priceCents, i.section])).toEqual([
      ['Site', 'service', 1, 100_000, 100_000, 'Design'],
      ['Extra revision', 'hours', 2.5, 10_000, 20_000, 'Design'],
      ['Hosting', 'units', 1, 40_000, 40_000, 'Care'],
      ['SEO audit', 'units', 1, 30_000, 30_000, 'Care'],
      ['Basic pages', 'units', 3, 10_000, 30_000, ''],
      ['Standard pages', 'units', 6, 10_000, 60_000, ''],
      ['Premium pages', 'units', 12, 10_000, 120_000, ''],
    ]);
    expect(proposal.items[1].hours).toBe(2.5);
    // (1000 + 200 + 300 basic) − 10 % = 1350,00 once; 400,00 a month.
    expect(proposal.totalCents).toBe(135_000);
    expect(proposal.recurringCents).toBe(40_000);
    expect(proposal.locale).toBe('en');
    expect(proposal.packages.map((p) => p.name)).toEqual(['Basic', 'Standard', 'Premium']);
  });

  it('refuses lines that name a package the proposal lacks, one package alone, and bad discounts', async () => {
    const { db, userId, clientId, serviceId } = await setup();
    const bad = [
      offer(clientId, serviceId, { packages: [] }),
      offer(clientId, serviceId, { packages: [{ id: 'basic', name: 'Basic' }], lines: [{ serviceId, price: '1.00' }] }),
      offer(clientId, serviceId, { discount: { kind: 'percent', value: '101' } }),
      offer(clientId, serviceId, { discount: { kind: 'amount', value: '-1.00' } }),
      offer(clientId, serviceId, { lines: [{ name: 'X', unit: 'hours', quantity: '0', price: '1.00' }], packages: [] }),
      offer(clientId, serviceId, { lines: [{ name: '', unit: 'units', quantity: '1', price: '1.00' }], packages: [] }),
      offer(clientId, serviceId, { language: 'fr' }),
    ];
    for (const input of bad)
      expect((await createProposal(db, userId, input)).ok, JSON.stringify(input).slice(0, 200)).toBe(false);
    const [{ count }] = await db.$count(proposals, eq(proposals.userId, userId)).then((c) => [{ count: c }]);
    expect(count).toBe(0);
  });

  it('freezes the client’s package and options into the accepted content, its hash, the total, the deposit and the PDF', async () => {
    const { db, userId, clientId, serviceId } = await setup();
    const pix = await savePix(db, userId, {
      pixKeyType: 'email',
      pixKey: 'ana@exemplo.com',
      pixReceiverName: 'Ana Souza',
      pixCity: 'Sao Paulo',
      depositPercent: '50',
    });
    expect(pix.ok).toBe(true);
    const created = await createProposal(db, userId, offer(clientId, serviceId));
    if (!created.ok) throw new Error('create');
    const before = (await getProposal(db, userId, created.data.id))!;
    const info = await getProfessional(db, userId);
    const offered = proposalContent(before, info);
    expect(JSON.parse(offered).offer.choice).toBeNull();
    const seo = before.items.find((i) => i.serviceName === 'SEO audit')!;
    const token = shareToken({ shareId: before.shareId!, shareSecret: before.shareSecret! });
    const base = { signerName: 'Maria da Silva', documentDigits: '12345', agreed: true, contentSha256: sha256Hex(offered) };

    // A choice the proposal does not offer is refused, and nothing is recorded.
    for (const choice of [
      { packageId: 'gold', optionalLineIds: [] },
      { packageId: 'premium', optionalLineIds: [before.items[0].id] },
      { packageId: null, optionalLineIds: [] },
    ]) {
      const refused = await acceptProposal(db, token, { ...base, choice }, visitor);
      expect(refused).toMatchObject({ ok: false, message: 'publicProposal.invalidChoice' });
    }
    expect(await db.select().from(proposalAcceptances).where(eq(proposalAcceptances.proposalId, before.id))).toHaveLength(0);

    const accepted = await acceptProposal(
      db,
      token,
      { ...base, choice: { packageId: 'premium', optionalLineIds: [seo.id] } },
      visitor,
    );
    expect(accepted.ok).toBe(true);
    const after = (await getProposal(db, userId, before.id))!;
    const record = after.acceptance!;
    expect(record.contentSha256).toBe(sha256Hex(record.content));
    expect(record.content).toBe(proposalContent(before, info, { packageId: 'premium', optionalLineIds: [seo.id] }));
    expect(acceptedChoice(record.content)).toEqual({ packageId: 'premium', optionalLineIds: [seo.id] });
    const content = JSON.parse(record.content);
    // (1000 + 200 + 300 SEO + 1200 premium) − 10 % = 2430,00; the lines are the ones chosen.
    expect(content.totalCents).toBe(243_000);
    expect(content.offer.recurringCents).toBe(40_000);
    expect(content.lines.map((l: { name: string }) => l.name)).toEqual([
      'Site',
      'Extra revision',
      'Hosting',
      'SEO audit',
      'Premium pages',
    ]);
    expect(after.totalCents).toBe(243_000);
    expect(depositPix(after, info)?.amountCents).toBe(121_500);
    // Another choice would have been another text, another hash.
    expect(sha256Hex(proposalContent(before, info, { packageId: 'basic', optionalLineIds: [] }))).not.toBe(record.contentSha256);

    const model = await proposalPdfModel(db, userId, after, { logo: false });
    expect(model.totalCents).toBe(243_000);
    expect(model.pricing?.choice).toEqual({ packageName: 'Premium', optionalNames: ['SEO audit'] });
    expect(model.lines.map((l) => l.name)).toEqual(content.lines.map((l: { name: string }) => l.name));
  });

  it('keeps a plain proposal’s content as it always was (no offer key) and migrates old lines', async () => {
    const { db, userId, clientId, serviceId } = await setup();
    const created = await createProposal(db, userId, {
      clientId,
      title: 'Plain',
      validUntil: '2099-12-31',
      status: 'enviada',
      lines: [{ serviceId, price: '1.000,00' }],
    });
    if (!created.ok) throw new Error('create');
    const proposal = (await getProposal(db, userId, created.data.id))!;
    const content = proposalContent(proposal, await getProfessional(db, userId));
    expect(Object.keys(JSON.parse(content))).not.toContain('offer');
    const [item] = await db.select().from(proposalItems).where(eq(proposalItems.proposalId, proposal.id));
    expect(item).toMatchObject({ unit: 'service', quantity: 1, unitPriceCents: 100_000, priceCents: 100_000 });
  });
});
