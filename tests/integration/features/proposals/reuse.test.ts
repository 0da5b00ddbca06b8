// Reusing proposals (issue 19): duplicating a proposal copies its content and nothing else; templates
// are saved, renamed, deleted and used by their owner only; Valora's web-project templates are the Web
// Designer plan's; an accepted proposal adds its total to the client's value exactly once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { clients, proposalEvents, proposals, proposalTemplates, subscriptions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { createClient } from '@/features/clients/mutations';
import { acceptProposal } from '@/features/proposal-link/mutations';
import { proposalContent } from '@/features/proposals/documents';
import { createProposal, updateProposal } from '@/features/proposals/mutations';
import { getProfessional, getProposal, listProposalTemplates } from '@/features/proposals/queries';
import {
  createProposalFromTemplate,
  deleteProposalTemplate,
  duplicateProposal,
  renameProposalTemplate,
  saveProposalAsTemplate,
} from '@/features/proposals/reuse';
import { createService } from '@/features/services/mutations';
import { sha256Hex } from '@/lib/proposal-content';
import { BUILT_IN_TEMPLATES } from '@/lib/proposal-templates';
import { defaultValidUntil } from '@/lib/proposals';
import { shareToken } from '@/lib/share-token';

let n = 0;
const visitor = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Test)', userId: null };

async function setup() {
  const db = getDb();
  const userId = await createVerifiedUser(db, { email: `reuse${++n}-${Date.now()}@exemplo.com`, password: 'senha-forte-123' });
  const first = await createClient(db, userId, { name: 'Maria Cliente', status: 'novo', document: '', value: '1.000,00' });
  const second = await createClient(db, userId, { name: 'João Outro', status: 'novo', document: '' });
  const service = await createService(db, userId, { name: 'Site', baseHours: '10', complexity: 1, active: true });
  if (!first.ok || !second.ok || !service.ok) throw new Error('setup');
  return { db, userId, clientId: first.data.id, otherClientId: second.data.id, serviceId: service.data.id };
}

const offer = (clientId: string, serviceId: string, over: Record<string, unknown> = {}) => ({
  clientId,
  title: 'Website',
  description: 'A new website',
  validUntil: '2099-12-31',
  status: 'enviada',
  language: 'en',
  locale: 'en',
  discount: { kind: 'percent', value: '10' },
  packages: [
    { id: 'basic', name: 'Basic' },
    { id: 'premium', name: 'Premium' },
  ],
  lines: [
    { serviceId, price: '1,000.00', section: 'Design', discount: { kind: 'amount', value: '100.00' } },
    { name: 'Hosting', unit: 'units', quantity: '1', price: '400.00', recurring: true, section: 'Care' },
    { name: 'SEO audit', unit: 'hours', quantity: '2.5', price: '100.00', optional: true, section: 'Care' },
    { name: 'Basic pages', unit: 'units', quantity: '3', price: '100.00', packageId: 'basic' },
    { name: 'Premium pages', unit: 'units', quantity: '12', price: '100.00', packageId: 'premium' },
  ],
  ...over,
});

/** The parts of a proposal a copy must carry, without ids, links or dates. */
const contentOf = (p: NonNullable<Awaited<ReturnType<typeof getProposal>>>) => ({
  title: p.title,
  description: p.description,
  locale: p.locale,
  discount: [p.discountKind, p.discountValue],
  packages: p.packages,
  totalCents: p.totalCents,
  recurringCents: p.recurringCents,
  items: p.items.map(({ id: _id, proposalId: _p, ...rest }) => rest),
});

async function accept(db: ReturnType<typeof getDb>, userId: string, id: string, choice: unknown) {
  const proposal = (await getProposal(db, userId, id))!;
  const token = shareToken({ shareId: proposal.shareId!, shareSecret: proposal.shareSecret! });
  const contentSha256 = sha256Hex(proposalContent(proposal, await getProfessional(db, userId)));
  return acceptProposal(
    db,
    token,
    { signerName: 'Maria da Silva', documentDigits: '12345', agreed: true, contentSha256, choice },
    visitor,
  );
}

const valueOf = async (clientId: string) =>
  (await getDb().select({ v: clients.valueCents }).from(clients).where(eq(clients.id, clientId)))[0].v;

describe('duplicating a proposal', () => {
  it('copies lines, sections, discounts, options, packages and language for another client, and nothing else', async () => {
    const { db, userId, clientId, otherClientId, serviceId } = await setup();
    const created = await createProposal(db, userId, offer(clientId, serviceId));
    if (!created.ok) throw new Error(JSON.stringify(created));
    const premium = (await getProposal(db, userId, created.data.id))!;
    const seo = premium.items.find((i) => i.serviceName === 'SEO audit')!;
    expect((await accept(db, userId, premium.id, { packageId: 'premium', optionalLineIds: [seo.id] })).ok).toBe(true);
    const source = (await getProposal(db, userId, created.data.id))!;

    const copy = await duplicateProposal(db, userId, source.id, { clientId: otherClientId });
    if (!copy.ok) throw new Error(JSON.stringify(copy));
    const dup = (await getProposal(db, userId, copy.data.id))!;
    expect(dup.id).not.toBe(source.id);
    const opening = { ...contentOf(source), totalCents: dup.totalCents };
    expect(contentOf(dup)).toEqual({ ...opening, items: opening.items.map((i) => ({ ...i, userId })) });
    // The copy opens with the first package and no option, as any new proposal.
    expect(dup.totalCents).toBe(Math.round((90_000 + 30_000) * 0.9));
    expect(dup.recurringCents).toBe(40_000);
    expect(dup).toMatchObject({
      clientId: otherClientId,
      clientName: 'João Outro',
      status: 'rascunho',
      version: 1,
      previousVersionId: null,
      shareId: null,
      shareSecret: null,
      sentAt: null,
      approvedAt: null,
      firstViewedAt: null,
      acceptance: null,
      validUntil: defaultValidUntil(),
    });
    expect(await db.select().from(proposalEvents).where(eq(proposalEvents.proposalId, dup.id))).toHaveLength(0);
    // The other client was not moved along the pipeline by a draft.
    expect((await db.select().from(clients).where(eq(clients.id, otherClientId)))[0].status).toBe('novo');
  });

  it('refuses another user’s proposal or client as not found, and bad input, writing nothing', async () => {
    const a = await setup();
    const b = await setup();
    const created = await createProposal(a.db, a.userId, offer(a.clientId, a.serviceId));
    if (!created.ok) throw new Error('create');
    expect(await duplicateProposal(b.db, b.userId, created.data.id, { clientId: b.clientId })).toEqual({
      ok: false,
      message: 'proposals.notFound',
    });
    expect(await duplicateProposal(a.db, a.userId, created.data.id, { clientId: b.clientId })).toMatchObject({
      ok: false,
      message: 'proposals.clientNotFound',
    });
    for (const bad of [null, {}, { clientId: 'x' }, { clientId: a.clientId, userId: b.userId }])
      expect((await duplicateProposal(a.db, a.userId, created.data.id, bad)).ok).toBe(false);
    expect(await a.db.$count(proposals, eq(proposals.userId, a.userId))).toBe(1);
    expect(await a.db.$count(proposals, eq(proposals.userId, b.userId))).toBe(0);
  });
});

describe('proposal templates', () => {
  it('saves a proposal’s content without client or dates, renames, uses and deletes it; others cannot', async () => {
    const a = await setup();
    const b = await setup();
    const created = await createProposal(a.db, a.userId, offer(a.clientId, a.serviceId));
    if (!created.ok) throw new Error('create');
    const source = (await getProposal(a.db, a.userId, created.data.id))!;
    const saved = await saveProposalAsTemplate(a.db, a.userId, source.id, { name: '  Site padrão ' });
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    const [row] = await a.db.select().from(proposalTemplates).where(eq(proposalTemplates.id, saved.data.id));
    expect(row.name).toBe('Site padrão');
    expect(JSON.stringify(row.content)).not.toContain('Maria');
    expect(Object.keys(row.content).sort()).toEqual(['description', 'discount', 'language', 'lines', 'packages', 'title']);
    expect(await listProposalTemplates(a.db, a.userId)).toEqual([
      { id: saved.data.id, name: 'Site padrão', title: 'Website', lineCount: 5 },
    ]);
    expect(await listProposalTemplates(b.db, b.userId)).toEqual([]);

    // B cannot read, rename, delete or use A's template, nor save A's proposal as one.
    const notFound = { ok: false, message: 'proposals.templates.notFound' };
    expect(await renameProposalTemplate(b.db, b.userId, saved.data.id, { name: 'X' })).toEqual(notFound);
    expect(await deleteProposalTemplate(b.db, b.userId, saved.data.id)).toEqual(notFound);
    expect(await createProposalFromTemplate(b.db, b.userId, { template: saved.data.id, clientId: b.clientId })).toEqual(notFound);
    expect(await saveProposalAsTemplate(b.db, b.userId, source.id, { name: 'X' })).toEqual({
      ok: false,
      message: 'proposals.notFound',
    });
    expect(await saveProposalAsTemplate(a.db, a.userId, source.id, { name: '' })).toMatchObject({
      ok: false,
      message: 'proposals.templates.nameRequired',
    });

    expect((await renameProposalTemplate(a.db, a.userId, saved.data.id, { name: 'Site completo' })).ok).toBe(true);
    const used = await createProposalFromTemplate(a.db, a.userId, { template: saved.data.id, clientId: a.otherClientId });
    if (!used.ok) throw new Error(JSON.stringify(used));
    const fromTemplate = (await getProposal(a.db, a.userId, used.data.id))!;
    expect(contentOf(fromTemplate)).toEqual({
      ...contentOf(source),
      // A template keeps no catalogue link: its lines are snapshots.
      items: contentOf(source).items.map((i) => ({ ...i, serviceId: null })),
    });
    expect(fromTemplate).toMatchObject({ clientId: a.otherClientId, status: 'rascunho', shareId: null });

    expect(await deleteProposalTemplate(a.db, a.userId, saved.data.id)).toEqual({ ok: true, data: { id: saved.data.id } });
    expect(await listProposalTemplates(a.db, a.userId)).toEqual([]);
    // The proposal made from it stays.
    expect(await getProposal(a.db, a.userId, used.data.id)).not.toBeNull();
  });

  it('offers Valora’s web-project templates to the Web Designer plan only, in the asked language at the user’s rate', async () => {
    const { db, userId, clientId } = await setup();
    const template = BUILT_IN_TEMPLATES[0];
    const input = { template: template.id, clientId, language: 'de' };
    expect(await createProposalFromTemplate(db, userId, input)).toEqual({ ok: false, message: 'proposals.templates.notFound' });
    await db.update(subscriptions).set({ plan: 'senior', status: 'active' }).where(eq(subscriptions.userId, userId));
    expect((await createProposalFromTemplate(db, userId, input)).ok).toBe(false);
    await db.update(subscriptions).set({ plan: 'web', status: 'active' }).where(eq(subscriptions.userId, userId));
    expect(await createProposalFromTemplate(db, userId, { ...input, template: 'nao-existe' })).toMatchObject({ ok: false });
    const made = await createProposalFromTemplate(db, userId, input);
    if (!made.ok) throw new Error(JSON.stringify(made));
    const p = (await getProposal(db, userId, made.data.id))!;
    expect(p.title).toBe(template.title.de);
    expect(p.locale).toBe('de');
    expect(p.items.map((i) => [i.serviceName, i.hours, i.unit])).toEqual(
      template.lines.map((l) => [l.name.de, l.hours, 'hours']),
    );
    // Default goals: R$ 38,64 an hour; the landing page's 15 required hours (the copywriting is optional).
    expect(p.items[0].unitPriceCents).toBe(3864);
    expect(p.totalCents).toBe(15 * 3864);
    expect(template.lines.filter((l) => !l.optional).reduce((s, l) => s + l.hours, 0)).toBe(15);
  });
});

describe('the client’s value', () => {
  it('adds an accepted proposal’s chosen total once; a new accepted version adds only the difference', async () => {
    const { db, userId, clientId, serviceId } = await setup();
    expect(await valueOf(clientId)).toBe(100_000);
    const created = await createProposal(db, userId, offer(clientId, serviceId));
    if (!created.ok) throw new Error('create');
    const before = (await getProposal(db, userId, created.data.id))!;
    const choice = { packageId: 'premium', optionalLineIds: [] };
    expect((await accept(db, userId, before.id, choice)).ok).toBe(true);
    // (900 + 1200 premium) − 10 % = 1890,00 added to 1000,00.
    expect(await valueOf(clientId)).toBe(100_000 + 189_000);
    // Accepting again changes nothing.
    expect(await accept(db, userId, before.id, choice)).toMatchObject({ ok: true, data: { event: null } });
    expect(await valueOf(clientId)).toBe(289_000);

    // Editing the accepted proposal makes version 2; its acceptance replaces version 1's figure.
    const edited = await updateProposal(
      db,
      userId,
      before.id,
      offer(clientId, serviceId, {
        packages: [],
        lines: [{ name: 'Só manutenção', unit: 'units', quantity: '1', price: '500.00' }],
        discount: null,
      }),
    );
    if (!edited.ok) throw new Error(JSON.stringify(edited));
    expect(edited.data.id).not.toBe(before.id);
    expect((await accept(db, userId, edited.data.id, { packageId: null, optionalLineIds: [] })).ok).toBe(true);
    expect(await valueOf(clientId)).toBe(100_000 + 50_000);
  });
});
