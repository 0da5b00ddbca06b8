// A freelancer asking a deposit by Pix, with a sent proposal: shared by the schedule, reminder and payments tests.
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { proposals } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { createClient } from '@/features/clients/mutations';
import { proposalSchedule } from '@/features/payments/instalments';
import { acceptProposal } from '@/features/proposal-link/mutations';
import { proposalContent } from '@/features/proposals/documents';
import { createProposal } from '@/features/proposals/mutations';
import { getProfessional, getProposal } from '@/features/proposals/queries';
import { createService } from '@/features/services/mutations';
import { saveBusiness, savePix, saveProfile } from '@/features/settings/mutations';
import { sha256Hex } from '@/lib/proposal-content';
import { shareToken } from '@/lib/share-token';

let n = 0;
export const plan = [
  { amountCents: 30_000, dueDate: '2027-01-10' },
  { amountCents: 30_000, dueDate: '2027-02-10' },
];

/** What differs between the tests' freelancers: where they work, the deposit they ask and their client's name. */
type SentProposalOptions = { city?: string; depositPercent?: string; clientName?: string };

/**
 * A freelancer asking a deposit by Pix (40 % unless told), with a sent R$ 1.000,00 proposal not yet
 * answered; `accept(await pageHash())` accepts it as the client's page does.
 */
export async function sentProposal({ city = 'Recife', depositPercent = '40', clientName = 'Maria' }: SentProposalOptions = {}) {
  const db = getDb();
  const userId = await createVerifiedUser(db, { email: `sched${++n}-${Date.now()}@exemplo.com`, password: 'senha-forte-123' });
  await saveProfile(db, userId, {
    fullName: 'Ana Souza',
    profession: 'Designer',
    phone: '',
    website: '',
    address: '',
    city,
  });
  await saveBusiness(db, userId, { companyName: '', cnpj: '', cpf: '529.982.247-25', paymentTerms: '', brandColor: '#112233' });
  await savePix(db, userId, {
    pixKeyType: 'email',
    pixKey: 'ana@exemplo.com',
    pixReceiverName: 'Ana Souza',
    pixCity: city,
    depositPercent,
  });
  const client = await createClient(db, userId, {
    name: clientName,
    email: 'maria@cliente.com.br',
    status: 'novo',
    document: '529.982.247-25',
  });
  const service = await createService(db, userId, { name: 'Site', baseHours: '10', complexity: 1, active: true });
  if (!client.ok || !service.ok) throw new Error('setup');
  const created = await createProposal(db, userId, {
    clientId: client.data.id,
    title: 'Site novo',
    description: '',
    validUntil: '2099-12-31',
    status: 'enviada',
    lines: [{ serviceId: service.data.id, price: '1.000,00' }],
  });
  if (!created.ok) throw new Error(JSON.stringify(created));
  const [row] = await db.select().from(proposals).where(eq(proposals.id, created.data.id));
  const token = shareToken({ shareId: row.shareId!, shareSecret: row.shareSecret! });
  /** The hash of the content the client's page shows now (schedule included). */
  const pageHash = async () => {
    const schedule = await proposalSchedule(db, userId, row.id);
    return sha256Hex(
      proposalContent(
        (await getProposal(db, userId, row.id))!,
        await getProfessional(db, userId),
        null,
        schedule?.instalments ?? null,
      ),
    );
  };
  const accept = async (hash: string) =>
    acceptProposal(
      db,
      token,
      { signerName: 'Maria Cliente', documentDigits: '529.98', agreed: true, contentSha256: hash },
      { ip: '203.0.113.30', userAgent: 'Test', userId: null },
    );
  return { db, userId, proposalId: row.id, pageHash, accept };
}
