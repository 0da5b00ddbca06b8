// What a client's edit dialog lists, asked for when it opens (clientProposalRows, behind
// clientProposalsAction): the client's own proposals, newest first, worded in the user's language
// by the real catalogues; another account's client, or no client at all, is "not found".
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { catalogues } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';

const request = vi.hoisted((): { locale: Locale; userId: string } => ({ locale: 'pt-BR', userId: '' }));
// The action, signed in as request.userId; what it would refresh is recorded.
vi.mock('@/features/auth/session', () => ({ requireUser: async () => ({ id: request.userId }) }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));
vi.mock('next-intl/server', () => ({
  getLocale: async () => request.locale,
  getTranslations: async (namespace: string) =>
    createTranslator({
      locale: request.locale,
      messages: catalogues[request.locale],
      namespace: namespace as 'proposals',
      onError: (error) => {
        throw error;
      },
    }),
}));

import { revalidatePath } from 'next/cache';
import { getDb } from '@/db';
import { clientProposalsAction } from '@/features/clients/actions';
import { clientProposalRows } from '@/features/clients/client-proposals';
import { createClient } from '@/features/clients/mutations';
import { CLIENT_PROPOSALS_SHOWN } from '@/features/clients/queries';
import { formatBRL } from '@/lib/money';
import { proposalAccount } from '../proposals/proposal-account';

describe("a client's proposals, as its edit dialog lists them", () => {
  it('lists its own, newest first, with status and total in the user’s language', async () => {
    const { userId, clientId, create } = await proposalAccount('dialogo');
    const first = await create({ title: 'Site novo' });
    const second = await create({
      title: 'Manutenção',
      status: 'rascunho',
      lines: [{ name: 'Hospedagem', unit: 'units', quantity: '1', price: '400,00', recurring: true }],
    });
    request.locale = 'pt-BR';
    expect(await clientProposalRows(getDb(), userId, clientId)).toEqual({
      ok: true,
      data: [
        { id: second, title: 'Manutenção', status: 'Rascunho', total: expect.stringMatching(/R\$\s400,00.*mês/) },
        { id: first, title: 'Site novo', status: 'Enviada', total: formatBRL(100_000, 'pt-BR') },
      ],
    });
    request.locale = 'en';
    const english = await clientProposalRows(getDb(), userId, clientId);
    expect(english.ok && english.data.map((p) => [p.status, p.total])).toEqual([
      ['Draft', expect.stringMatching(/R\$400\.00.*month/)],
      ['Sent', formatBRL(100_000, 'en')],
    ]);
    request.locale = 'pt-BR';
  });

  it(`lists at most ${CLIENT_PROPOSALS_SHOWN}, and none for a client without proposals`, async () => {
    const { userId, clientId, create } = await proposalAccount('dialogo-muitas');
    for (let i = 0; i < CLIENT_PROPOSALS_SHOWN + 2; i++) await create({ title: `Proposta ${i}` });
    const shown = await clientProposalRows(getDb(), userId, clientId);
    expect(shown.ok && shown.data.length).toBe(CLIENT_PROPOSALS_SHOWN);
    expect(shown.ok && shown.data[0].title).toBe(`Proposta ${CLIENT_PROPOSALS_SHOWN + 1}`);

    const other = await createClient(getDb(), userId, { name: 'Sem propostas' });
    expect(other.ok && (await clientProposalRows(getDb(), userId, other.data.id))).toEqual({ ok: true, data: [] });
  });

  it("answers 'not found' for another account's client and for anything that is not an id", async () => {
    const owner = await proposalAccount('dialogo-dono');
    await owner.create();
    const stranger = await proposalAccount('dialogo-outro');
    for (const id of [owner.clientId, 'x', '', null, 42, { id: owner.clientId }, '00000000-0000-4000-8000-000000000000'])
      expect(await clientProposalRows(getDb(), stranger.userId, id)).toEqual({ ok: false, message: 'clients.notFound' });
  });

  it('is asked for by the dialog through an action that refreshes no page', async () => {
    const { userId, clientId, create } = await proposalAccount('dialogo-acao');
    const id = await create({ title: 'Site novo' });
    request.userId = userId;
    vi.mocked(revalidatePath).mockClear();
    const answer = await clientProposalsAction(clientId);
    expect(answer.ok && answer.data.map((p) => p.id)).toEqual([id]);
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});
