// Contracts seeded by inserting their rows directly (the app's and the signing flows are built in
// other branches): a contract, its version, the signatures of that version (hashing the same
// canonical content the signing flow hashes) and an event trail.
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { contractEvents, contracts, contractSignatures, contractVersions, subscriptions } from '@/db/schema';
import { contractDocument } from '@/features/contracts/document';
import { newShareColumns, shareToken } from '@/lib/share-token';

export const CLAUSES = [
  {
    key: 'partes',
    heading: 'Das partes',
    paragraphs: [
      '{{profissional.nome}}, inscrito(a) no CPF/CNPJ {{profissional.cpf_cnpj}}, e {{cliente.nome}} celebram este contrato.',
    ],
  },
  {
    key: 'objeto',
    heading: 'Do objeto',
    paragraphs: ['O objeto deste contrato é a prestação dos serviços abaixo:', '{{proposta.itens}}'],
  },
  { key: 'pagamento', heading: 'Do pagamento', paragraphs: ['O valor total é de {{proposta.total}}, pago via Pix.'] },
  {
    key: 'assinatura',
    heading: 'Da assinatura eletrônica',
    paragraphs: ['As partes reconhecem a assinatura eletrônica (MP 2.200-2/2001, art. 10, § 2º; Lei 14.063/2020).'],
  },
];

export const VALUES = {
  'profissional.nome': 'Ana Conceição Design',
  'profissional.cpf_cnpj': '52998224725',
  'profissional.email': 'ana@exemplo.com.br',
  'profissional.endereco': 'Rua das Flores, 10, São Paulo/SP',
  'cliente.nome': 'João Müller Ltda',
  'cliente.cpf_cnpj': '11222333000181',
  'cliente.email': 'joao@exemplo.com.br',
  'cliente.endereco': 'Av. Brasil, 500, Rio de Janeiro/RJ',
  'proposta.itens': 'Identidade visual completa\nSite institucional de 5 páginas',
  'proposta.total': 'R$ 4.800,00',
};

export type SeededContract = {
  id: string;
  versionId: string;
  token: string;
  contentSha256: string;
};

type Options = {
  status?: 'rascunho' | 'enviado' | 'assinado_cliente' | 'assinado' | 'cancelado' | 'recusado';
  language?: 'pt-BR' | 'en' | 'es' | 'de';
  title?: string;
};

/** A contract of `userId` with its version, signatures as far as its status goes, and its trail. */
export async function seedContract(db: Database, userId: string, options: Options = {}): Promise<SeededContract> {
  const status = options.status ?? 'assinado';
  const language = options.language ?? 'pt-BR';
  const title = options.title ?? 'Contrato de design para {{cliente.nome}}';
  const share = newShareColumns();
  const t0 = new Date('2026-11-20T13:00:00Z').getTime();
  const at = (minutes: number) => new Date(t0 + minutes * 60_000);
  const [contract] = await db
    .insert(contracts)
    .values({
      userId,
      templateId: 'servicos_gerais',
      language,
      title: 'Contrato de design',
      clientName: VALUES['cliente.nome'],
      status,
      ...(status === 'rascunho' ? {} : { ...share, sentAt: at(5) }),
      signedAt: status === 'assinado' ? at(40) : null,
    })
    .returning();
  const [version] = await db
    .insert(contractVersions)
    .values({ contractId: contract.id, userId, version: 1, title, clauses: CLAUSES, fieldValues: VALUES })
    .returning();
  const doc = contractDocument({
    contractId: contract.id,
    version: 1,
    language,
    title,
    clauses: CLAUSES,
    fieldValues: VALUES,
  });
  const sign = (role: 'client' | 'professional', minutes: number) => ({
    contractId: contract.id,
    versionId: version.id,
    userId,
    role,
    signerName: role === 'client' ? VALUES['cliente.nome'] : VALUES['profissional.nome'],
    document: role === 'client' ? VALUES['cliente.cpf_cnpj'] : VALUES['profissional.cpf_cnpj'],
    email: role === 'client' ? VALUES['cliente.email'] : VALUES['profissional.email'],
    emailVerified: true,
    signedAt: at(minutes),
    ip: role === 'client' ? '203.0.113.7' : '198.51.100.4',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    contentSha256: doc.sha256,
    content: doc.content,
  });
  const signatures = [];
  if (status === 'assinado_cliente' || status === 'assinado') signatures.push(sign('client', 30));
  if (status === 'assinado') signatures.push(sign('professional', 40));
  if (signatures.length) await db.insert(contractSignatures).values(signatures);
  const kinds = [
    ['created', 0],
    ['sent', 5],
    ['viewed', 10],
    ['code_sent', 20],
    ['code_confirmed', 25],
    ['signed', 30],
    ['countersigned', 40],
    ['completed', 41],
  ] as const;
  const upTo = { rascunho: 1, enviado: 3, recusado: 3, cancelado: 3, assinado_cliente: 6, assinado: 8 }[status];
  await db.insert(contractEvents).values(
    kinds.slice(0, upTo).map(([kind, minutes]) => ({
      contractId: contract.id,
      userId,
      version: 1,
      kind,
      ip: kind === 'countersigned' ? '198.51.100.4' : kind === 'created' ? null : '203.0.113.7',
      createdAt: at(minutes),
    })),
  );
  return { id: contract.id, versionId: version.id, token: shareToken(share), contentSha256: doc.sha256 };
}

/** Puts the account on a plan (the PDF's template follows it). */
export async function setPlan(db: Database, userId: string, plan: 'junior' | 'pleno' | 'senior' | 'web') {
  await db
    .update(subscriptions)
    .set({ plan, status: 'active', currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) })
    .where(eq(subscriptions.userId, userId));
}
