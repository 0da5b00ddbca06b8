// Contracts seeded straight into the e2e app's database: a contract already sent for signing
// (version 1, status enviado, a public link /c/{token}), with its client, for the signing specs.
import { randomBytes, randomUUID } from 'node:crypto';
import { withDb } from './db';

export type SeedContract = {
  title: string;
  clientName: string;
  clientEmail: string;
  /** The client's CPF or CNPJ as the contract names it ('' for none). */
  clientDocument?: string;
  language?: 'pt-BR' | 'en' | 'es' | 'de';
  /** The clauses (a library template's, say); SEED_CLAUSES by default. */
  clauses?: readonly { key: string; heading: string; paragraphs: readonly string[] }[];
  /** More field values (or other ones) than the defaults. */
  fields?: Record<string, string>;
};

export const SEED_CLAUSES = [
  {
    key: 'partes',
    heading: 'Das partes',
    paragraphs: ['{{profissional.nome}}, inscrito(a) no CPF/CNPJ {{profissional.cpf_cnpj}}, presta serviços a {{cliente.nome}}.'],
  },
  {
    key: 'objeto',
    heading: 'Do objeto',
    paragraphs: ['O objeto deste contrato são os serviços da proposta “{{proposta.titulo}}”:', '{{proposta.itens}}'],
  },
  {
    key: 'preco',
    heading: 'Do preço e do pagamento',
    paragraphs: [
      'O valor total é de {{proposta.total}}, pago via Pix para a chave {{profissional.pix}}: sinal de {{proposta.sinal_percentual}} na assinatura e o saldo na entrega.',
      'O atraso no pagamento acarreta multa de 2% e juros de 1% ao mês.',
    ],
  },
  {
    key: 'assinatura',
    heading: 'Da assinatura eletrônica',
    paragraphs: [
      'As partes reconhecem a assinatura eletrônica deste contrato como válida, nos termos da MP nº 2.200-2/2001, art. 10, § 2º, e da Lei nº 14.063/2020.',
    ],
  },
];

/** Inserts the client and the sent contract for the account; returns the contract's id and link token. */
export async function seedSentContract(ownerEmail: string, c: SeedContract): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const shareId = randomBytes(12).toString('base64url');
  const shareSecret = randomBytes(24).toString('base64url');
  const document = c.clientDocument ?? '52998224725';
  const fields = {
    'profissional.nome': 'Ana Demo Design',
    'profissional.cpf_cnpj': '11.222.333/0001-81',
    'profissional.email': ownerEmail,
    'profissional.endereco': 'Rua das Flores, 100, São Paulo/SP',
    'profissional.pix': ownerEmail,
    'cliente.nome': c.clientName,
    'cliente.cpf_cnpj': document,
    'cliente.email': c.clientEmail,
    'cliente.endereco': 'Av. Atlântica, 2000, Rio de Janeiro/RJ',
    'proposta.titulo': c.title,
    'proposta.itens': '• Site institucional (5 páginas): R$ 4.500,00\n• Identidade visual: R$ 2.000,00',
    'proposta.total': 'R$ 6.500,00',
    'proposta.sinal_percentual': '30%',
    ...c.fields,
  };
  await withDb(async (db) => {
    const owner = await db.query<{ id: string }>('select id from users where email = $1', [ownerEmail.toLowerCase()]);
    const userId = owner.rows[0].id;
    const client = await db.query<{ id: string }>(
      `insert into clients (user_id, name, email, document, status) values ($1, $2, $3, $4, 'ativo') returning id`,
      [userId, c.clientName, c.clientEmail, document || null],
    );
    await db.query(
      `insert into contracts (id, user_id, client_id, template_id, language, title, client_name, status, version, share_id,
                             share_secret, sent_at)
       values ($1, $2, $3, 'generic', $4, $5, $6, 'enviado', 1, $7, $8, now())`,
      [id, userId, client.rows[0].id, c.language ?? 'pt-BR', c.title, c.clientName, shareId, shareSecret],
    );
    await db.query(
      `insert into contract_versions (contract_id, user_id, version, title, clauses, field_values)
       values ($1, $2, 1, $3, $4::jsonb, $5::jsonb)`,
      [id, userId, c.title, JSON.stringify(c.clauses ?? SEED_CLAUSES), JSON.stringify(fields)],
    );
  });
  return { id, token: shareId + shareSecret };
}

export async function contractStatus(id: string): Promise<string> {
  return withDb(
    async (db) => (await db.query<{ status: string }>('select status from contracts where id = $1', [id])).rows[0].status,
  );
}
