// A fresh account for the proposal tests: one client, one service, and a proposal form for them
// (sent, one line) with `create` making proposals from it, each field overridable.
import { getDb } from '@/db';
import { createVerifiedUser } from '@/db/seed';
import { createClient } from '@/features/clients/mutations';
import { createProposal } from '@/features/proposals/mutations';
import { createService } from '@/features/services/mutations';

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
