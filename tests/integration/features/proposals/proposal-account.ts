// A fresh account for the proposal tests: one client, one service, and a proposal form for them
// (sent, one line) with `create` making proposals from it, each field overridable.
import { getDb } from '@/db';
import { createVerifiedUser } from '@/db/seed';
import { createClient } from '@/features/clients/mutations';
import { acceptProposal } from '@/features/proposal-link/mutations';
import { proposalContent } from '@/features/proposals/documents';
import { createProposal } from '@/features/proposals/mutations';
import { getProfessional, getProposal } from '@/features/proposals/queries';
import { createService } from '@/features/services/mutations';
import { sha256Hex } from '@/lib/proposal-content';
import { shareToken } from '@/lib/share-token';

let n = 0;

export async function proposalAccount(emailPrefix: string) {
  const db = getDb();
  const userId = await createVerifiedUser(db, {
    email: `${emailPrefix}${++n}-${Date.now()}@exemplo.com`,
    password: 'senha-forte-123',
  });
  const client = await createClient(db, userId, { name: 'Maria Cliente', status: 'novo', email: 'maria@cliente.com.br' });
  const service = await createService(db, userId, { name: 'Site', baseHours: '10', complexity: 1, active: true });
  if (!client.ok || !service.ok) throw new Error('setup');
  const form = (over: Record<string, unknown> = {}) => ({
    clientId: client.data.id,
    title: 'Site novo',
    description: 'Escopo',
    validUntil: '2099-12-31',
    status: 'enviada',
    lines: [{ serviceId: service.data.id, price: '1.000,00' }],
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const created = await createProposal(db, userId, form(over));
    if (!created.ok) throw new Error(JSON.stringify(created));
    return created.data.id;
  };
  return { userId, clientId: client.data.id, form, create };
}

type Visitor = { ip: string; userAgent: string; userId: null };

/** A proposal and its public link's token. */
export async function shareTokenOf(userId: string, id: string) {
  const proposal = (await getProposal(getDb(), userId, id))!;
  return { proposal, token: shareToken({ shareId: proposal.shareId!, shareSecret: proposal.shareSecret! }) };
}

/** The client accepts the proposal on its public page, signing the content shown; returns the link's token. */
export async function acceptAsClient(userId: string, id: string, visitor: Visitor) {
  const db = getDb();
  const { proposal, token } = await shareTokenOf(userId, id);
  const contentSha256 = sha256Hex(proposalContent(proposal, await getProfessional(db, userId)));
  const result = await acceptProposal(
    db,
    token,
    { signerName: 'Maria da Silva', documentDigits: '52998', agreed: true, contentSha256 },
    visitor,
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return token;
}
