// A proposal's PDF is rendered once for its content: a later download of unchanged content (in
// this process after its memory was emptied, as in another process or after a restart) is read back
// from the file storage without calling the renderer; a change to the proposal renders it again and
// replaces the stored document. The renderer itself is measured by the memory test (bench:load).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db';
import { createVerifiedUser } from '@/db/seed';
import { createClient } from '@/features/clients/mutations';
import { proposalPdfModel } from '@/features/proposals/documents';
import { createProposal, deleteProposal, updateProposal } from '@/features/proposals/mutations';
import type { ProposalPdfModel } from '@/features/proposals/pdf/model';
import { proposalPdfFor, resetProposalPdfService, storedPdfKey } from '@/features/proposals/pdf/serve';
import { getProposal } from '@/features/proposals/queries';
import { createService } from '@/features/services/mutations';
import { getStorage } from '@/features/storage/storage';

const renders = vi.hoisted(() => ({ titles: [] as string[] }));
vi.mock('@/features/proposals/pdf/render', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/proposals/pdf/render')>()),
  renderProposalPdf: async (model: ProposalPdfModel) => {
    renders.titles.push(model.title);
    return Buffer.from(`%PDF-1.7 ${model.title} ${renders.titles.length}`);
  },
}));

const options = { edition: 'basic', locale: 'pt-BR' } as const;

beforeEach(async () => {
  renders.titles = [];
  await resetProposalPdfService();
});

describe('the stored PDF cache', () => {
  it('serves unchanged content without rendering, and renders again when the content changes', async () => {
    const db = getDb();
    const userId = await createVerifiedUser(db, { email: 'pdf-cache@exemplo.com', password: 'senha-forte-123' });
    const client = await createClient(db, userId, { name: 'Márcia Lopes', status: 'novo' });
    const service = await createService(db, userId, { name: 'Landing page', baseHours: '10', complexity: 1, active: true });
    if (!client.ok || !service.ok) throw new Error('setup');
    const values = {
      clientId: client.data.id,
      title: 'Landing da campanha',
      description: '',
      validUntil: '2099-12-31',
      status: 'enviada',
      lines: [{ serviceId: service.data.id, price: '900,00' }],
    };
    const created = await createProposal(db, userId, values);
    if (!created.ok) throw new Error(created.message);
    const id = created.data.id;
    const download = async () => {
      const proposal = (await getProposal(db, userId, id))!;
      return proposalPdfFor(userId, await proposalPdfModel(db, userId, proposal), options, id);
    };

    const first = await download();
    expect(first).toMatchObject({ ok: true, cached: false });
    expect(renders.titles).toEqual(['Landing da campanha']);

    // Another process (or this one after a restart): its memory is empty, the storage has the document.
    await resetProposalPdfService();
    const second = await download();
    expect(second).toMatchObject({ ok: true, cached: true });
    expect(renders.titles).toHaveLength(1);
    expect(second.ok && first.ok && second.pdf.equals(first.pdf)).toBe(true);

    // The content changes: rendered again, and the stored document is the new one.
    const proposal = (await getProposal(db, userId, id))!;
    const lines = proposal.items.map((i) => ({ itemId: i.id, price: i.priceCents / 100 }));
    const edited = await updateProposal(db, userId, id, { ...values, title: 'Landing da campanha (revisada)', lines });
    if (!edited.ok) throw new Error(edited.message);
    const third = await download();
    expect(third).toMatchObject({ ok: true, cached: false });
    expect(renders.titles).toEqual(['Landing da campanha', 'Landing da campanha (revisada)']);
    const stored = await getStorage().get(storedPdfKey(userId, id, options));
    expect(stored?.subarray(64).toString()).toBe(third.ok ? third.pdf.toString() : '');

    await resetProposalPdfService();
    expect(await download()).toMatchObject({ ok: true, cached: true });
    expect(renders.titles).toHaveLength(2);

    // Another language is another document.
    const proposalNow = (await getProposal(db, userId, id))!;
    const english = await proposalPdfFor(
      userId,
      await proposalPdfModel(db, userId, proposalNow),
      { ...options, locale: 'en' },
      id,
    );
    expect(english).toMatchObject({ ok: true, cached: false });
    expect(renders.titles).toHaveLength(3);
  });

  it('deletes the stored documents with the proposal', async () => {
    const db = getDb();
    const userId = await createVerifiedUser(db, { email: 'pdf-cache-delete@exemplo.com', password: 'senha-forte-123' });
    const client = await createClient(db, userId, { name: 'Rui Prado', status: 'novo' });
    const service = await createService(db, userId, { name: 'Logotipo', baseHours: '6', complexity: 1, active: true });
    if (!client.ok || !service.ok) throw new Error('setup');
    const created = await createProposal(db, userId, {
      clientId: client.data.id,
      title: 'Logotipo da loja',
      description: '',
      validUntil: '2099-12-31',
      status: 'enviada',
      lines: [{ serviceId: service.data.id, price: '600,00' }],
    });
    if (!created.ok) throw new Error(created.message);
    const id = created.data.id;
    const proposal = (await getProposal(db, userId, id))!;
    const model = await proposalPdfModel(db, userId, proposal);
    // The white-label edition too (its name has an underscore, which storage keys do not take).
    const english = { edition: 'white_label', locale: 'en' } as const;
    expect(await proposalPdfFor(userId, model, options, id)).toMatchObject({ ok: true, cached: false });
    expect(await proposalPdfFor(userId, model, english, id)).toMatchObject({ ok: true, cached: false });
    await resetProposalPdfService();
    expect(await proposalPdfFor(userId, model, english, id)).toMatchObject({ ok: true, cached: true });
    expect(await getStorage().get(storedPdfKey(userId, id, options))).not.toBeNull();
    expect(await getStorage().get(storedPdfKey(userId, id, english))).not.toBeNull();

    expect(await deleteProposal(db, userId, id)).toMatchObject({ ok: true });
    expect(await getStorage().get(storedPdfKey(userId, id, options))).toBeNull();
    expect(await getStorage().get(storedPdfKey(userId, id, english))).toBeNull();
  });
});
