// The proposal's life after it is sent: an expired proposal cannot be sent and can be extended; one card per
// proposal (its newest version) with the monthly count counting the same thing; a deleted client
// leaves its proposals readable and editable with the snapshot they were sent with.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { acceptAsClient, proposalAccount } from './proposal-account';
import { proposals } from '@/db/schema';
import { createClient, deleteClient } from '@/features/clients/mutations';
import { listClients, pipelineColumns } from '@/features/clients/queries';
import { acceptProposal } from '@/features/proposal-link/mutations';
import { shareToken } from '@/lib/share-token';
import { proposalContent } from '@/features/proposals/documents';
import { createProposal, deleteProposal, extendProposalValidity, updateProposal } from '@/features/proposals/mutations';
import { getProfessional, getProposal, listProposals, proposalsThisMonth } from '@/features/proposals/queries';
import { sha256Hex } from '@/lib/proposal-content';
import { addCalendarDays, todayInBrazil } from '@/lib/proposals';

const db = () => getDb();
const all = { q: '', status: 'todos', page: 1 } as const;
const visitor = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (Test)', userId: null };
const today = () => todayInBrazil();
const yesterday = () => addCalendarDays(today(), -1);

const setUp = () => proposalAccount('life');
const accept = (userId: string, id: string) => acceptAsClient(userId, id, visitor);

const rowOf = async (id: string) => (await db().select().from(proposals).where(eq(proposals.id, id)))[0];

describe('an expired validity (item 7)', () => {
  it('refuses sending a proposal whose "Válida até" has passed, on create and on edit; a draft may keep any date', async () => {
    const { userId, form, create } = await setUp();
    const refused = { ok: false, message: 'proposals.validUntilPast', fieldErrors: { validUntil: 'proposals.validUntilPast' } };
    expect(await createProposal(db(), userId, form({ validUntil: yesterday() }))).toEqual(refused);
    expect(await db().$count(proposals, eq(proposals.userId, userId))).toBe(0);
    // Today is still valid (the client's page closes the day after).
    expect((await createProposal(db(), userId, form({ validUntil: today() }))).ok).toBe(true);

    const draft = await create({ status: 'rascunho', validUntil: yesterday() });
    expect(await updateProposal(db(), userId, draft, form({ validUntil: yesterday() }))).toEqual(refused);
    expect(await rowOf(draft)).toMatchObject({ status: 'rascunho', shareId: null });
    // A sent proposal that expired cannot be saved as sent with its old date either.
    const sent = await create();
    await db().update(proposals).set({ validUntil: '2020-01-01' }).where(eq(proposals.id, sent));
    expect(await updateProposal(db(), userId, sent, form({ validUntil: '2020-01-01' }))).toEqual(refused);
    // Marking it approved or refused by hand keeps its date.
    expect((await updateProposal(db(), userId, sent, form({ validUntil: '2020-01-01', status: 'rejeitada' }))).ok).toBe(true);
  });

  it('extends an expired proposal in place: same link, same version, open for an answer again', async () => {
    const { userId, create } = await setUp();
    const id = await create();
    await db().update(proposals).set({ validUntil: '2020-01-01' }).where(eq(proposals.id, id));
    const before = await rowOf(id);
    const token = shareToken({ shareId: before.shareId!, shareSecret: before.shareSecret! });
    const proposal = (await getProposal(db(), userId, id))!;
    const hash = sha256Hex(proposalContent(proposal, await getProfessional(db(), userId)));
    const answer = { signerName: 'Maria da Silva', documentDigits: '52998', agreed: true, contentSha256: hash };
    expect(await acceptProposal(db(), token, answer, visitor)).toMatchObject({ ok: false, message: 'publicProposal.expired' });

    expect(await extendProposalValidity(db(), userId, id, { validUntil: yesterday() })).toEqual({
      ok: false,
      message: 'proposals.validUntilPast',
      fieldErrors: { validUntil: 'proposals.validUntilPast' },
    });
    expect(await extendProposalValidity(db(), userId, id, { validUntil: '31/12/2099' })).toMatchObject({
      ok: false,
      message: 'proposals.invalidValidUntil',
    });
    const until = addCalendarDays(today(), 30);
    expect(await extendProposalValidity(db(), userId, id, { validUntil: until })).toEqual({
      ok: true,
      data: { id, validUntil: until },
    });
    const after = await rowOf(id);
    expect(after).toMatchObject({
      validUntil: until,
      version: 1,
      status: 'enviada',
      shareId: before.shareId,
      shareSecret: before.shareSecret,
    });
    expect(await db().$count(proposals, eq(proposals.userId, userId))).toBe(1);
    // The same link now takes the answer (the content hash covers the new date).
    const extended = (await getProposal(db(), userId, id))!;
    const newHash = sha256Hex(proposalContent(extended, await getProfessional(db(), userId)));
    expect(await acceptProposal(db(), token, { ...answer, contentSha256: newHash }, visitor)).toMatchObject({ ok: true });
    // Once answered, the validity is no longer the freelancer's to move.
    expect(await extendProposalValidity(db(), userId, id, { validUntil: '2099-12-31' })).toEqual({
      ok: false,
      message: 'proposals.extendAnswered',
    });
  });

  it('another user cannot extend, and a bad id reads as not found', async () => {
    const { create } = await setUp();
    const id = await create();
    const other = await setUp();
    expect(await extendProposalValidity(db(), other.userId, id, { validUntil: '2099-12-31' })).toEqual({
      ok: false,
      message: 'proposals.notFound',
    });
    expect(await extendProposalValidity(db(), other.userId, 'x', { validUntil: '2099-12-31' })).toEqual({
      ok: false,
      message: 'proposals.notFound',
    });
    expect((await rowOf(id)).validUntil).toBe('2099-12-31');
  });
});

describe('one card per proposal (item 9)', () => {
  it('lists the newest version only, with its version number, and counts proposals the way the list shows them', async () => {
    const { userId, form, create } = await setUp();
    for (let i = 0; i < 3; i++) await create({ title: `Outra ${i}` });
    const first = await create({ title: 'Site novo' });
    await accept(userId, first);
    const proposal = (await getProposal(db(), userId, first))!;
    const v2 = await updateProposal(
      db(),
      userId,
      first,
      form({ lines: proposal.items.map((i) => ({ itemId: i.id, price: '1.200,00' })) }),
    );
    if (!v2.ok) throw new Error(JSON.stringify(v2));
    expect(v2.data.id).not.toBe(first);

    const list = await listProposals(db(), userId, all);
    expect(list.total).toBe(4);
    expect(list.rows).toHaveLength(4);
    expect(list.rows.filter((r) => r.title === 'Site novo')).toEqual([expect.objectContaining({ id: v2.data.id, version: 2 })]);
    expect(await proposalsThisMonth(db(), userId)).toBe(4);
    // The approved filter no longer finds version 1: the proposal is its newest version, sent again.
    expect((await listProposals(db(), userId, { ...all, status: 'aprovada' })).total).toBe(0);
    expect((await listProposals(db(), userId, { ...all, q: 'site novo' })).rows.map((r) => r.id)).toEqual([v2.data.id]);

    // A version 3 of version 2 (accepted again): still one card, still one in the count.
    await accept(userId, v2.data.id);
    const v2Row = (await getProposal(db(), userId, v2.data.id))!;
    const v3 = await updateProposal(
      db(),
      userId,
      v2.data.id,
      form({ lines: v2Row.items.map((i) => ({ itemId: i.id, price: '1.300,00' })) }),
    );
    if (!v3.ok) throw new Error(JSON.stringify(v3));
    expect((await listProposals(db(), userId, all)).rows.find((r) => r.title === 'Site novo')).toMatchObject({
      id: v3.data.id,
      version: 3,
    });
    expect((await listProposals(db(), userId, all)).total).toBe(4);
    expect(await proposalsThisMonth(db(), userId)).toBe(4);

    // Deleting the newest version brings the one before back as the proposal's card.
    expect((await deleteProposal(db(), userId, v3.data.id)).ok).toBe(true);
    expect((await listProposals(db(), userId, all)).rows.find((r) => r.title === 'Site novo')).toMatchObject({
      id: v2.data.id,
      version: 2,
    });
    expect(await proposalsThisMonth(db(), userId)).toBe(4);
  });
});

describe('a deleted client (item 10)', () => {
  it('counts the client’s proposals for the delete warning, in the list and in the pipeline', async () => {
    const { userId, clientId, form, create } = await setUp();
    const first = await create();
    await create({ title: 'Logo' });
    await accept(userId, first);
    const proposal = (await getProposal(db(), userId, first))!;
    expect(
      (await updateProposal(db(), userId, first, form({ lines: proposal.items.map((i) => ({ itemId: i.id, price: '9,00' })) })))
        .ok,
    ).toBe(true);
    const other = await createClient(db(), userId, { name: 'Sem propostas', status: 'novo' });
    if (!other.ok) throw new Error('setup');

    const { rows } = await listClients(db(), userId, { q: '', status: 'todos' });
    expect(rows.find((r) => r.id === clientId)?.proposalCount).toBe(2); // two proposals, one of them in two versions
    expect(rows.find((r) => r.id === other.data.id)?.proposalCount).toBe(0);
    const cards = (await pipelineColumns(db(), userId, { q: '', status: 'todos' })).flatMap((c) => c.cards);
    expect(cards.find((c) => c.id === clientId)?.proposalCount).toBe(2);
    expect(cards.find((c) => c.id === other.data.id)?.proposalCount).toBe(0);
  });

  it('keeps its proposals readable and editable with the client snapshot they were sent with', async () => {
    const { userId, clientId, form, create } = await setUp();
    const id = await create();
    expect((await deleteClient(db(), userId, clientId)).ok).toBe(true);
    const orphan = (await getProposal(db(), userId, id))!;
    expect(orphan).toMatchObject({ clientId: null, clientName: 'Maria Cliente', title: 'Site novo' });

    // Saved as it is: the client select sends null, meaning "keep the client it was sent to".
    const lines = orphan.items.map((i) => ({ itemId: i.id, price: '1.100,00' }));
    expect(await updateProposal(db(), userId, id, form({ clientId: null, title: 'Site novo (revisado)', lines }))).toEqual({
      ok: true,
      data: { id },
    });
    expect(await rowOf(id)).toMatchObject({
      clientId: null,
      clientName: 'Maria Cliente',
      title: 'Site novo (revisado)',
      totalCents: 110_000,
    });

    // Or moved to another client.
    const next = await createClient(db(), userId, { name: 'Nova Empresa', status: 'novo' });
    if (!next.ok) throw new Error('setup');
    const saved = (await getProposal(db(), userId, id))!.items.map((i) => ({ itemId: i.id, price: '1.100,00' }));
    expect((await updateProposal(db(), userId, id, form({ clientId: next.data.id, lines: saved }))).ok).toBe(true);
    expect(await rowOf(id)).toMatchObject({ clientId: next.data.id, clientName: 'Nova Empresa' });

    // "Keep the snapshot" is only for a proposal without a client, and never for a new proposal.
    const moved = (await getProposal(db(), userId, id))!.items.map((i) => ({ itemId: i.id, price: '1.100,00' }));
    expect(await updateProposal(db(), userId, id, form({ clientId: null, lines: moved }))).toMatchObject({
      ok: false,
      message: 'proposals.clientRequired',
      fieldErrors: { clientId: 'proposals.clientRequired' },
    });
    expect(await createProposal(db(), userId, form({ clientId: null }))).toMatchObject({
      ok: false,
      message: 'proposals.clientRequired',
    });
  });

  it('an accepted proposal of a deleted client still makes its next version with the snapshot', async () => {
    const { userId, clientId, form, create } = await setUp();
    const id = await create();
    await accept(userId, id);
    expect((await deleteClient(db(), userId, clientId)).ok).toBe(true);
    const accepted = (await getProposal(db(), userId, id))!;
    const v2 = await updateProposal(
      db(),
      userId,
      id,
      form({ clientId: null, lines: accepted.items.map((i) => ({ itemId: i.id, price: '2,00' })) }),
    );
    if (!v2.ok) throw new Error(JSON.stringify(v2));
    expect(await rowOf(v2.data.id)).toMatchObject({
      clientId: null,
      clientName: 'Maria Cliente',
      version: 2,
      previousVersionId: id,
    });
  });
});
