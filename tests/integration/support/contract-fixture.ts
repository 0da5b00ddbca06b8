// A sent contract, seeded per test straight into its tables (the app's create/send flow is built
// beside this one): the freelancer, a client, the contract with version 1 and a public link.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/db';
import { contracts, contractVersions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { createClient } from '@/features/clients/mutations';
import type { ContractStatus } from '@/lib/statuses';
import { newShareColumns, shareToken } from '@/lib/share-token';

export const FIXTURE_PASSWORD = 'senha-forte-contrato-123';
export const CLIENT_CPF = '529.982.247-25';

export const fixtureClauses = [
  { key: 'partes', heading: 'Das partes', paragraphs: ['{{profissional.nome}} presta serviços a {{cliente.nome}}.'] },
  { key: 'objeto', heading: 'Do objeto', paragraphs: ['O objeto deste contrato são os serviços:', '{{proposta.itens}}'] },
  { key: 'preco', heading: 'Do preço', paragraphs: ['O valor total é {{proposta.total}}.'] },
];

export type ContractFixture = {
  db: Database;
  userId: string;
  email: string;
  clientId: string;
  contractId: string;
  versionId: string;
  token: string;
  clientEmail: string;
};

type Options = {
  status?: ContractStatus;
  language?: string;
  /** The client's CPF/CNPJ named in the contract ('' for none). */
  clientDocument?: string;
  clientEmail?: string;
  title?: string;
};

type ContractRow = typeof contracts.$inferSelect;
type VersionRow = typeof contractVersions.$inferSelect;

/** A sent contract at version 1 with its public link: the contract row, then its version. */
async function insertSentContract(
  db: Database,
  contract: Pick<ContractRow, 'userId' | 'clientId' | 'templateId' | 'language' | 'title' | 'clientName' | 'status'>,
  version: Pick<VersionRow, 'clauses' | 'fieldValues'>,
) {
  // Field by field: a whole row read back (seedSiblingContract) must not bring its id or link along.
  const { userId, clientId, templateId, language, title, clientName, status } = contract;
  const share = newShareColumns();
  const [row] = await db
    .insert(contracts)
    .values({ userId, clientId, templateId, language, title, clientName, status, version: 1, ...share, sentAt: new Date() })
    .returning();
  const [v1] = await db
    .insert(contractVersions)
    .values({ contractId: row.id, userId, version: 1, title, clauses: version.clauses, fieldValues: version.fieldValues })
    .returning();
  return { contractId: row.id, versionId: v1.id, token: shareToken(share) };
}

export async function seedSentContract(opts: Options = {}): Promise<ContractFixture> {
  const db = getDb();
  const tag = randomBytes(4).toString('hex');
  const email = `contrato-${tag}@exemplo.com`;
  const userId = await createVerifiedUser(db, { email, password: FIXTURE_PASSWORD, name: `Ana ${tag}` });
  const clientEmail = opts.clientEmail ?? `cliente-${tag}@exemplo.com.br`;
  const clientDocument = opts.clientDocument ?? CLIENT_CPF;
  const client = await createClient(db, userId, { name: 'Maria Cliente', email: clientEmail, document: clientDocument });
  if (!client.ok) throw new Error(`seed client: ${client.message}`);
  const sent = await insertSentContract(
    db,
    {
      userId,
      clientId: client.data.id,
      templateId: 'generic',
      language: opts.language ?? 'pt-BR',
      title: opts.title ?? 'Contrato de prestação de serviços',
      clientName: 'Maria Cliente',
      status: opts.status ?? 'enviado',
    },
    {
      clauses: fixtureClauses,
      fieldValues: {
        'profissional.nome': 'Ana Souza Design',
        'profissional.cpf_cnpj': '11.222.333/0001-81',
        'profissional.email': email,
        'profissional.endereco': 'Rua A, 1, São Paulo/SP',
        'cliente.nome': 'Maria Cliente',
        'cliente.cpf_cnpj': clientDocument,
        'cliente.email': clientEmail,
        'cliente.endereco': 'Rua B, 2, Rio de Janeiro/RJ',
        'proposta.itens': '- Site institucional: R$ 3.000,00\n- Logotipo: R$ 1.200,00',
        'proposta.total': 'R$ 4.200,00',
      },
    },
  );
  return { db, userId, email, clientId: client.data.id, ...sent, clientEmail };
}

/** A second sent contract of the same freelancer and client, with its own link (a copy of the first). */
export async function seedSiblingContract(f: ContractFixture): Promise<ContractFixture> {
  const [row] = await f.db.select().from(contracts).where(eq(contracts.id, f.contractId));
  const [v1] = await f.db.select().from(contractVersions).where(eq(contractVersions.id, f.versionId));
  return { ...f, ...(await insertSentContract(f.db, row, v1)) };
}

/** The freelancer edits the sent contract: a version 2 in rascunho (what the APP helper's edit does). */
export async function editContract(f: ContractFixture, change: string) {
  const [row] = await f.db.select().from(contracts).where(eq(contracts.id, f.contractId));
  const [v1] = await f.db.select().from(contractVersions).where(eq(contractVersions.id, f.versionId));
  await f.db.insert(contractVersions).values({
    contractId: f.contractId,
    userId: f.userId,
    version: row.version + 1,
    title: v1.title,
    clauses: [...v1.clauses, { key: 'extra', heading: 'Extra', paragraphs: [change] }],
    fieldValues: v1.fieldValues,
  });
  await f.db
    .update(contracts)
    .set({ version: row.version + 1, status: 'rascunho' })
    .where(eq(contracts.id, f.contractId));
}
