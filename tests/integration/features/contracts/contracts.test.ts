import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db';
import {
  clients,
  contractEvents,
  contracts,
  contractSignatures,
  contractVersions,
  profiles,
  proposals,
  subscriptions,
} from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { createClient } from '@/features/clients/mutations';
import { cancelContract, createContract, saveContract, sendContract } from '@/features/contracts/mutations';
import { contractOfProposal, getContract, listContracts } from '@/features/contracts/queries';
import { createProposal } from '@/features/proposals/mutations';
import { createService } from '@/features/services/mutations';
import type { PlanId } from '@/lib/plans';
import { parseShareToken } from '@/lib/share-token';
import { waitForMail } from '../../../support/outbox';

vi.mock('@/features/contracts/templates', async (importOriginal) =>
  (await import('./fixture-templates')).templatesModule(await importOriginal()),
);

let n = 0;
const dataDir = () => process.env.DATA_DIR!;

async function onPlan(userId: string, plan: PlanId, status: 'active' | 'trialing' = 'active') {
  await getDb().update(subscriptions).set({ plan, status }).where(eq(subscriptions.userId, userId));
}

/** A freelancer on `plan` with a profile, a client and a proposal in `status`. */
async function freelancer(opts: { plan?: PlanId; status?: 'enviada' | 'rascunho'; service?: string } = {}) {
  const db = getDb();
  const email = `contract${++n}-${Date.now()}@exemplo.com`;
  const userId = await createVerifiedUser(db, { email, password: 'senha-forte-123' });
  await onPlan(userId, opts.plan ?? 'pleno');
  const details = { fullName: 'Ana Souza', address: 'Rua das Flores, 10', city: 'Recife', cpf: '52998224725' };
  await db
    .insert(profiles)
    .values({ userId, ...details })
    .onConflictDoUpdate({ target: profiles.userId, set: details });
  const client = await createClient(db, userId, {
    name: 'Maria Cliente',
    email: `maria${n}@cliente.com.br`,
    status: 'novo',
    document: '11.222.333/0001-81',
  });
  const service = await createService(db, userId, {
    name: opts.service ?? 'Logotipo',
    baseHours: '10',
    complexity: 1,
    active: true,
  });
  if (!client.ok || !service.ok) throw new Error('setup');
  const proposal = await createProposal(db, userId, {
    clientId: client.data.id,
    title: 'Identidade visual',
    description: '',
    validUntil: '2099-12-31',
    status: opts.status ?? 'enviada',
    lines: [{ serviceId: service.data.id, price: '3.600,00' }],
  });
  if (!proposal.ok) throw new Error(JSON.stringify(proposal));
  return { db, userId, email, clientId: client.data.id, proposalId: proposal.data.id };
}

async function newContract(f: Awaited<ReturnType<typeof freelancer>>, language = 'pt-BR') {
  const created = await createContract(f.db, f.userId, { proposalId: f.proposalId, templateId: 'servicos_gerais', language });
  if (!created.ok) throw new Error(JSON.stringify(created));
  return created.data.id;
}

async function editorInput(f: { db: ReturnType<typeof getDb>; userId: string }, id: string) {
  const detail = (await getContract(f.db, f.userId, id))!;
  return {
    version: detail.version,
    title: detail.current.title,
    clauses: detail.current.clauses,
    fieldValues: detail.current.fieldValues,
  };
}

describe('createContract', () => {
  it('makes a draft from a sent proposal, with the fields filled in the contract language', async () => {
    const f = await freelancer();
    const id = await newContract(f, 'en');
    const detail = (await getContract(f.db, f.userId, id))!;
    expect(detail).toMatchObject({
      status: 'rascunho',
      version: 1,
      language: 'en',
      clientName: 'Maria Cliente',
      proposalId: f.proposalId,
    });
    const values = detail.current.fieldValues;
    expect(values['profissional.nome']).toBe('Ana Souza');
    expect(values['profissional.cpf_cnpj']).toBe('529.982.247-25');
    expect(values['cliente.cpf_cnpj']).toBe('11.222.333/0001-81');
    expect(values['proposta.total']).toBe('R$3,600.00');
    expect(values['proposta.itens']).toMatch(/^• Logotipo: .+ h, R\$3,600\.00$/);
    expect(values['contrato.parcelas']).toBe('1');
    expect(values).not.toHaveProperty('contrato.prazo_entrega');
    expect(detail.events.map((e) => e.kind)).toEqual(['created']);
    expect(await contractOfProposal(f.db, f.userId, f.proposalId)).toEqual({ id });
  });

  it('suggests the template from the services when none is chosen, within the plan', async () => {
    const web = await freelancer({ plan: 'web', service: 'Manutenção de site' });
    const made = await createContract(web.db, web.userId, { proposalId: web.proposalId, language: 'pt-BR' });
    expect(made.ok).toBe(true);
    const row = (await getContract(web.db, web.userId, made.ok ? made.data.id : ''))!;
    expect(row.templateId).toBe('manutencao_site');

    const pleno = await freelancer({ plan: 'pleno', service: 'Manutenção de site' });
    const suggested = await createContract(pleno.db, pleno.userId, { proposalId: pleno.proposalId, language: 'pt-BR' });
    expect((await getContract(pleno.db, pleno.userId, suggested.ok ? suggested.data.id : ''))!.templateId).not.toBe(
      'manutencao_site',
    );
    expect(
      await createContract(pleno.db, pleno.userId, {
        proposalId: pleno.proposalId,
        templateId: 'manutencao_site',
        language: 'pt-BR',
      }),
    ).toEqual({
      ok: false,
      message: 'contracts.premiumRequired',
    });
  });

  it('refuses another user’s proposal, a draft proposal, a bad language and Junior (trial or paid)', async () => {
    const a = await freelancer();
    const b = await freelancer();
    const input = { proposalId: a.proposalId, templateId: 'servicos_gerais', language: 'pt-BR' };
    expect(await createContract(b.db, b.userId, input)).toEqual({ ok: false, message: 'contracts.proposalNotFound' });

    const draft = await freelancer({ status: 'rascunho' });
    expect(await createContract(draft.db, draft.userId, { ...input, proposalId: draft.proposalId })).toEqual({
      ok: false,
      message: 'contracts.proposalNotReady',
    });
    expect(await createContract(a.db, a.userId, { ...input, language: 'fr' })).toMatchObject({
      ok: false,
      message: 'contracts.languageInvalid',
    });

    for (const status of ['trialing', 'active'] as const) {
      await onPlan(a.userId, 'junior', status);
      expect(await createContract(a.db, a.userId, input)).toEqual({ ok: false, message: 'contracts.planRequired' });
    }
    expect(await a.db.select().from(contracts).where(eq(contracts.userId, a.userId))).toHaveLength(0);
  });
});

describe('saveContract', () => {
  it('always writes a new version, refuses unknown fields, markup and stale versions', async () => {
    const f = await freelancer();
    const id = await newContract(f);
    const input = await editorInput(f, id);
    const saved = await saveContract(f.db, f.userId, id, {
      ...input,
      clauses: [...input.clauses, { key: 'extra_1', heading: 'Suporte', paragraphs: ['Suporte por 30 dias.', '  '] }],
      fieldValues: { ...input.fieldValues, 'contrato.prazo_entrega': '30/12/2026' },
    });
    expect(saved).toEqual({ ok: true, data: { version: 2 } });
    const detail = (await getContract(f.db, f.userId, id))!;
    expect(detail.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(detail.current.clauses.at(-1)).toEqual({ key: 'extra_1', heading: 'Suporte', paragraphs: ['Suporte por 30 dias.'] });
    expect(detail.current.fieldValues['contrato.prazo_entrega']).toBe('30/12/2026');

    const next = await editorInput(f, id);
    const clause = (paragraph: string) => ({ ...next, clauses: [{ key: 'a', heading: 'A', paragraphs: [paragraph] }] });
    expect(await saveContract(f.db, f.userId, id, clause('Valor {{proposta.totl}}'))).toMatchObject({
      ok: false,
      message: 'contracts.unknownField',
    });
    expect(await saveContract(f.db, f.userId, id, clause('<script>alert(1)</script>'))).toMatchObject({
      ok: false,
      message: 'contracts.plainTextOnly',
    });
    expect(await saveContract(f.db, f.userId, id, { ...next, fieldValues: { 'cliente.senha': 'x' } })).toMatchObject({
      ok: false,
      message: 'contracts.unknownField',
    });
    expect(await saveContract(f.db, f.userId, id, { ...next, version: 1 })).toEqual({
      ok: false,
      message: 'contracts.staleVersion',
    });
    expect(await saveContract(f.db, f.userId, id, { ...next, clauses: [] })).toMatchObject({
      ok: false,
      message: 'contracts.clausesRequired',
    });
    expect((await getContract(f.db, f.userId, id))!.version).toBe(2);
  });

  it('sends a signed contract back to rascunho and voids the signatures of the older version', async () => {
    const f = await freelancer();
    const id = await newContract(f);
    const detail = (await getContract(f.db, f.userId, id))!;
    await f.db.update(contracts).set({ status: 'assinado_cliente' }).where(eq(contracts.id, id));
    await f.db.insert(contractSignatures).values({
      contractId: id,
      versionId: detail.current.id,
      userId: f.userId,
      role: 'client',
      signerName: 'Maria Cliente',
      document: '11222333000181',
      email: 'maria@cliente.com.br',
      emailVerified: true,
      contentSha256: 'a'.repeat(64),
      content: '{}',
    });
    const saved = await saveContract(f.db, f.userId, id, await editorInput(f, id));
    expect(saved).toEqual({ ok: true, data: { version: 2 } });
    const after = (await getContract(f.db, f.userId, id))!;
    expect(after.status).toBe('rascunho');
    expect(after.signatures).toHaveLength(1);
    expect(after.signatures[0].voidedAt).toBeInstanceOf(Date);
    expect(after.events.map((e) => e.kind)).toEqual(['created', 'voided', 'edited']);
  });

  it('refuses another user’s contract and a cancelled one', async () => {
    const a = await freelancer();
    const b = await freelancer();
    const id = await newContract(a);
    const input = await editorInput(a, id);
    expect(await saveContract(b.db, b.userId, id, input)).toEqual({ ok: false, message: 'contracts.notFound' });
    expect(await saveContract(a.db, a.userId, 'not-a-uuid', input)).toEqual({ ok: false, message: 'contracts.notFound' });
    expect(await cancelContract(a.db, a.userId, id)).toEqual({ ok: true, data: null });
    expect(await saveContract(a.db, a.userId, id, input)).toEqual({ ok: false, message: 'contracts.notEditable' });
  });
});

describe('sendContract', () => {
  it('refuses while fields are blank, naming each one', async () => {
    const f = await freelancer();
    const id = await newContract(f);
    const result = await sendContract(f.db, f.userId, id);
    expect(result).toMatchObject({ ok: false, message: 'contracts.blanksRemain' });
    expect(result.ok ? {} : result.fieldErrors).toHaveProperty(['contrato.prazo_entrega'], 'contracts.fieldMissing');
    expect((await getContract(f.db, f.userId, id))!.status).toBe('rascunho');
  });

  it('issues the link once, moves to enviado and e-mails the client in the contract language', async () => {
    const f = await freelancer();
    const id = await newContract(f, 'de');
    const input = await editorInput(f, id);
    const needed = {
      'contrato.prazo_entrega': '30.12.2026',
      'cliente.endereco': 'Av. Boa Viagem, 1',
      'profissional.pix': 'ana@pix.com',
    };
    const filled = { ...input, fieldValues: { ...needed, ...input.fieldValues } };
    // Every field the chosen template uses gets a value (the real templates use more than the fixtures).
    for (const name of (await import('@/lib/contracts/merge-fields')).CONTRACT_FIELDS)
      (filled.fieldValues as Record<string, string>)[name] ||= 'x';
    expect(await saveContract(f.db, f.userId, id, filled)).toMatchObject({ ok: true });

    const sent = await sendContract(f.db, f.userId, id);
    expect(sent).toMatchObject({ ok: true });
    const detail = (await getContract(f.db, f.userId, id))!;
    expect(detail.status).toBe('enviado');
    expect(detail.sentAt).toBeInstanceOf(Date);
    const token = sent.ok ? sent.data.url.split('/c/')[1] : '';
    expect(parseShareToken(token)).toEqual({ shareId: detail.shareId, shareSecret: detail.shareSecret });
    expect(detail.events.map((e) => e.kind).slice(-2)).toEqual(['sent', 'emailed']);

    const to = (await f.db.select({ email: clients.email }).from(clients).where(eq(clients.id, f.clientId)))[0].email!;
    const { mail, link } = await waitForMail(dataDir(), { to, kind: 'contract-link' });
    expect(link).toBe(sent.ok ? sent.data.url : '');
    expect(mail.subject).toContain('zur Unterschrift');
    expect(mail.headers['reply-to']).toBe(f.email);

    // Sending again is refused until a new version; the new version keeps the same link.
    expect(await sendContract(f.db, f.userId, id)).toEqual({ ok: false, message: 'contracts.notSendable' });
    expect(await saveContract(f.db, f.userId, id, await editorInput(f, id))).toMatchObject({ ok: true });
    const again = await sendContract(f.db, f.userId, id);
    expect(again.ok && again.data.url).toBe(sent.ok && sent.data.url);
  });
});

describe('cancelContract, listContracts', () => {
  it('cancels once, records it, and the list filters by status and searches title or client', async () => {
    const f = await freelancer();
    const keep = await newContract(f);
    const drop = await newContract(f);
    expect(await cancelContract(f.db, f.userId, drop)).toEqual({ ok: true, data: null });
    expect(await cancelContract(f.db, f.userId, drop)).toEqual({ ok: false, message: 'contracts.notCancellable' });
    const events = await f.db
      .select({ kind: contractEvents.kind })
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, drop), eq(contractEvents.kind, 'cancelled')));
    expect(events).toHaveLength(1);

    const all = await listContracts(f.db, f.userId, { status: 'todos', q: '' });
    expect(all.map((c) => c.id).sort()).toEqual([keep, drop].sort());
    expect((await listContracts(f.db, f.userId, { status: 'cancelado', q: '' })).map((c) => c.id)).toEqual([drop]);
    expect(await listContracts(f.db, f.userId, { status: 'todos', q: 'maria' })).toHaveLength(2);
    expect(await listContracts(f.db, f.userId, { status: 'todos', q: 'ninguem' })).toHaveLength(0);
    expect(await contractOfProposal(f.db, f.userId, f.proposalId)).toEqual({ id: keep });

    const other = await freelancer();
    expect(await listContracts(other.db, other.userId, { status: 'todos', q: '' })).toEqual([]);
    expect(await getContract(other.db, other.userId, keep)).toBeNull();
    expect(await cancelContract(other.db, other.userId, keep)).toEqual({ ok: false, message: 'contracts.notFound' });
    expect(await f.db.select().from(contractVersions).where(eq(contractVersions.contractId, keep))).toHaveLength(1);
    expect(await f.db.select().from(proposals).where(eq(proposals.id, f.proposalId))).toHaveLength(1);
  });
});
