// The PDF's model from the database: each line keeps the deliverables of its service as they were
// when it was added, and any change to the proposal or the profile gives another cache key (so the
// download is rendered again, never an old document from the cache).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { profiles } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { createClient } from '@/features/clients/mutations';
import { proposalPdfModel } from '@/features/proposals/documents';
import { createProposal, updateProposal } from '@/features/proposals/mutations';
import { pdfCacheKey } from '@/features/proposals/pdf/cache-key';
import { getProposal } from '@/features/proposals/queries';
import { createService, updateService } from '@/features/services/mutations';

const options = { edition: 'basic', locale: 'pt-BR' } as const;

describe('proposal lines and the PDF model', () => {
  it('snapshots the deliverables on each line, shows them in the model, and changes the key with the content', async () => {
    const db = getDb();
    const userId = await createVerifiedUser(db, { email: 'pdf-model@exemplo.com', password: 'senha-forte-123' });
    const client = await createClient(db, userId, { name: 'João Conceição', status: 'novo' });
    const site = await createService(db, userId, {
      name: 'Site institucional',
      baseHours: '20',
      complexity: 1.5,
      deliverables: 'Até 5 páginas\nPainel de edição',
      active: true,
    });
    const logo = await createService(db, userId, { name: 'Logotipo', baseHours: '8', complexity: 1, active: true });
    if (!client.ok || !site.ok || !logo.ok) throw new Error('setup');
    const values = {
      clientId: client.data.id,
      title: 'Site e marca',
      description: '',
      validUntil: '2099-12-31',
      status: 'enviada',
      lines: [
        { serviceId: site.data.id, price: '1.500,00' },
        { serviceId: logo.data.id, price: '300,00' },
      ],
    };
    const created = await createProposal(db, userId, values);
    if (!created.ok) throw new Error(created.message);
    const proposal = (await getProposal(db, userId, created.data.id))!;
    expect(proposal.items.map((i) => i.deliverables)).toEqual(['Até 5 páginas\nPainel de edição', '']);

    const model = await proposalPdfModel(db, userId, proposal);
    expect(model.lines.map((l) => [l.name, l.deliverables])).toEqual([
      ['Site institucional', 'Até 5 páginas\nPainel de edição'],
      ['Logotipo', ''],
    ]);
    const key = pdfCacheKey(model, options);
    expect(pdfCacheKey(await proposalPdfModel(db, userId, proposal), options)).toBe(key);

    // The catalogue changes later: the proposal keeps what it offered (the edit keeps the lines).
    await updateService(db, userId, site.data.id, {
      name: 'Site novo',
      baseHours: '40',
      complexity: 2,
      deliverables: 'Outra coisa',
      active: true,
    });
    const kept = (await getProposal(db, userId, created.data.id))!;
    const keptLines = kept.items.map((i) => ({ itemId: i.id, price: i.priceCents / 100 }));
    const edited = await updateProposal(db, userId, kept.id, { ...values, title: 'Site e marca (revisada)', lines: keptLines });
    if (!edited.ok) throw new Error(edited.message);
    const revised = (await getProposal(db, userId, kept.id))!;
    expect(revised.items[0].deliverables).toBe('Até 5 páginas\nPainel de edição');
    const revisedKey = pdfCacheKey(await proposalPdfModel(db, userId, revised), options);
    expect(revisedKey).not.toBe(key);

    // A profile change (what the letterhead shows) gives another document too.
    await db.update(profiles).set({ fullName: 'Ana Souza' }).where(eq(profiles.userId, userId));
    expect(pdfCacheKey(await proposalPdfModel(db, userId, revised), options)).not.toBe(revisedKey);
  });
});
