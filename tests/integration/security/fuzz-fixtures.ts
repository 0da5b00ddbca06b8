// The accounts the fuzz tests run against: the signed-in owner, with real rows so that a bad input
// can reach past "not found", and another account whose ids must answer as not found.
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { proposals, subscriptions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { createClient } from '@/features/clients/mutations';
import { shareToken } from '@/lib/share-token';
import { proposalContent } from '@/features/proposals/documents';
import { createProposal } from '@/features/proposals/mutations';
import { getProfessional, getProposal } from '@/features/proposals/queries';
import { createService } from '@/features/services/mutations';
import { sha256Hex } from '@/lib/proposal-content';
import { authPost, cookiesFrom } from '../support/auth-client';

const PASSWORD = 'senha-forte-fuzz-123';

export const validClient = {
  name: 'Maria Silva',
  email: 'maria@exemplo.com',
  phone: '(11) 91234-5678',
  document: '529.982.247-25',
  project: 'Site institucional',
  value: '1.500,00',
  status: 'novo',
};
export const validService = { name: 'Logo', baseHours: '10', complexity: 1.5, deliverables: 'Arquivos', active: true };

async function seedAccount(email: string) {
  const db = getDb();
  const userId = await createVerifiedUser(db, { email, password: PASSWORD });
  const client = await createClient(db, userId, validClient);
  const service = await createService(db, userId, validService);
  if (!client.ok || !service.ok) throw new Error('fixture: client or service refused');
  const proposalIds: string[] = [];
  const tokens: string[] = [];
  for (const status of ['enviada', 'enviada', 'enviada', 'enviada', 'rascunho'] as const) {
    const created = await createProposal(db, userId, {
      clientId: client.data.id,
      title: 'Site novo',
      description: 'Escopo',
      validUntil: '2099-12-31',
      status,
      lines: [{ serviceId: service.data.id, price: '1.000,00' }],
    });
    if (!created.ok) throw new Error(`fixture: proposal refused ${JSON.stringify(created)}`);
    const [row] = await db.select().from(proposals).where(eq(proposals.id, created.data.id));
    proposalIds.push(row.id);
    if (row.shareId) tokens.push(shareToken({ shareId: row.shareId, shareSecret: row.shareSecret! }));
  }
  return { userId, email, clientId: client.data.id, serviceId: service.data.id, proposalIds, tokens };
}

export type FuzzAccount = Awaited<ReturnType<typeof seedAccount>> & { cookie: string };

/** The owner (signed in through the real auth handler, on an unlimited plan so limits never hide a path) and another account. */
export async function seedFuzzAccounts(): Promise<{ owner: FuzzAccount; other: FuzzAccount }> {
  const owner = await seedAccount('dona-fuzz@exemplo.com');
  const other = await seedAccount('outra-fuzz@exemplo.com');
  await getDb()
    .update(subscriptions)
    .set({ plan: 'senior', status: 'active', source: 'manual' })
    .where(eq(subscriptions.userId, owner.userId));
  const signIn = async (email: string) => {
    const response = await authPost('/sign-in/email', { email, password: PASSWORD });
    if (response.status !== 200) throw new Error(`fixture: sign-in answered ${response.status}`);
    return cookiesFrom(response);
  };
  return {
    owner: { ...owner, cookie: await signIn(owner.email) },
    other: { ...other, cookie: await signIn(other.email) },
  };
}

/** The SHA-256 the public page shows with a proposal (an acceptance must send it back). */
export async function contentHashOf(userId: string, proposalId: string): Promise<string> {
  const db = getDb();
  const proposal = await getProposal(db, userId, proposalId);
  return sha256Hex(proposalContent(proposal!, await getProfessional(db, userId)));
}

let ipCounter = 0;
/** A new documentation-range address per call, so per-IP limits never turn the fuzz into one 429. */
export function freshIp(): string {
  ipCounter++;
  return `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}
