import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { clients, subscriptions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { createClient, deleteClient, setClientStatus, updateClient } from '@/features/clients/mutations';
import { clientStats, listClients, pipelineColumns } from '@/features/clients/queries';

let n = 0;
const newUser = () => createVerifiedUser(getDb(), { email: `crm${++n}@exemplo.com`, password: 'senha-forte-123' });
const all = { q: '', status: 'todos' } as const;

async function add(userId: string, input: Record<string, unknown>) {
  const r = await createClient(getDb(), userId, input);
  if (!r.ok) throw new Error(r.message);
  return r.data;
}

describe('clients (mini CRM) data layer', () => {
  it('creates with Brazilian values, edits, moves between any stages and deletes', async () => {
    const userId = await newUser();
    const c = await add(userId, {
      name: 'João Silva',
      email: 'Joao@Exemplo.com',
      phone: '+55 11 91234-5678',
      project: 'Site',
      value: '2.500,00',
    });
    expect(c).toMatchObject({ name: 'João Silva', email: 'joao@exemplo.com', valueCents: 250_000, status: 'novo', userId });

    const edited = await updateClient(getDb(), userId, c.id, { name: 'João S.', value: '3000', status: 'ativo' });
    expect(edited.ok && edited.data).toMatchObject({ name: 'João S.', valueCents: 300_000, status: 'ativo', email: null });

    for (const status of ['concluido', 'novo', 'pendente', 'proposta']) {
      const moved = await setClientStatus(getDb(), userId, c.id, status);
      expect(moved.ok && moved.data.status).toBe(status);
    }
    expect(await setClientStatus(getDb(), userId, c.id, 'perdido')).toMatchObject({
      ok: false,
      message: 'clients.invalidStatus',
    });
    expect(await deleteClient(getDb(), userId, c.id)).toEqual({ ok: true, data: { id: c.id } });
    expect((await listClients(getDb(), userId, all)).total).toBe(0);
  });

  it.each([
    [{ name: '  ' }, 'clients.nameRequired'],
    [{ name: 'Ana', email: 'nao-e-email' }, 'clients.invalidEmail'],
    [{ name: 'Ana', phone: 'abc' }, 'clients.invalidPhone'],
    [{ name: 'Ana', value: '-5' }, 'clients.invalidValue'],
    [{ name: 'Ana', value: 'muito' }, 'clients.invalidValue'],
    [{ name: 'Ana', value: '2500.00' }, 'numbers.separator'],
    [{ name: 'Ana', value: '2,5', locale: 'en' }, 'numbers.separator'],
    [{ name: 'Ana', value: '2,505' }, 'numbers.decimals'],
    [{ name: 'Ana', status: 'vip' }, 'clients.invalidStatus'],
    [{ name: 'Ana', userId: 'outro' }, 'clients.saveError'],
  ])('refuses %j with %s and writes nothing', async (bad, message) => {
    const userId = await newUser();
    const r = await createClient(getDb(), userId, bad);
    expect(r).toMatchObject({ ok: false, message });
    expect((await listClients(getDb(), userId, all)).total).toBe(0);
  });

  it.each([
    ['pt-BR', '10.000,50', 1_000_050],
    ['en', '10,000.50', 1_000_050],
    ['en', '1,500', 150_000],
    ['es', '1500', 150_000],
  ])('reads the value in the form’s language (%s: %s)', async (locale, value, cents) => {
    const userId = await newUser();
    const r = await createClient(getDb(), userId, { name: 'Ana', value, locale });
    expect(r.ok && r.data.valueCents).toBe(cents);
  });

  it('searches name, e-mail and project without accents or case, and filters by stage', async () => {
    const userId = await newUser();
    await add(userId, { name: 'João Conceição', project: 'Identidade visual', status: 'ativo' });
    await add(userId, { name: 'Maria', email: 'maria@ACME.com', project: 'Loja virtual' });
    await add(userId, { name: '100% Café', project: 'Cardápio' });
    const other = await newUser();
    await add(other, { name: 'João de outro usuário' });

    const names = async (q: string, status: 'todos' | 'ativo' | 'novo' = 'todos') =>
      (await listClients(getDb(), userId, { q, status })).rows.map((r) => r.name).sort();
    expect(await names('joao')).toEqual(['João Conceição']);
    expect(await names('CONCEICAO')).toEqual(['João Conceição']);
    expect(await names('acme')).toEqual(['Maria']);
    expect(await names('loja')).toEqual(['Maria']);
    expect(await names('cafe')).toEqual(['100% Café']);
    expect(await names('%')).toEqual(['100% Café']);
    expect(await names('_')).toEqual([]);
    expect(await names('', 'ativo')).toEqual(['João Conceição']);
    expect(await names('maria', 'ativo')).toEqual([]);
    expect(await names('')).toHaveLength(3);
  });

  it('keeps a CPF or CNPJ (numeric or alphanumeric) compact, in upper case, and finds the client by it however it is typed', async () => {
    const userId = await newUser();
    const alpha = await add(userId, { name: 'Nova Empresa', document: '12.abc.345/01de-35' });
    expect(alpha.document).toBe('12ABC34501DE35');
    await add(userId, { name: 'Empresa Antiga', document: '11.222.333/0001-81' });
    await add(userId, { name: 'Pessoa', document: '529.982.247-25' });
    await add(userId, { name: 'Sem documento' });

    const names = async (q: string) =>
      (await listClients(getDb(), userId, { q, status: 'todos' })).rows.map((r) => r.name).sort();
    for (const q of [
      '12.ABC.345/01DE-35',
      '12ABC34501DE35',
      '12abc34501de35',
      '12.abc.345/01de-35',
      'abc.345',
      '345/01DE',
      ' 01de-35 ',
    ])
      expect(await names(q), q).toEqual(['Nova Empresa']);
    for (const q of ['11.222.333/0001-81', '11222333000181', '333/0001']) expect(await names(q), q).toEqual(['Empresa Antiga']);
    for (const q of ['529.982.247-25', '52998224725', '247-25']) expect(await names(q), q).toEqual(['Pessoa']);
    expect(await pipelineColumns(getDb(), userId, { q: '12.abc.345', status: 'todos' })).toContainEqual(
      expect.objectContaining({ status: 'novo', count: 1 }),
    );

    // Edited to another alphanumeric CNPJ: stored and found the same way.
    const edited = await updateClient(getDb(), userId, alpha.id, { name: 'Nova Empresa', document: 'ZZ.ZZZ.ZZZ/0001-91' });
    expect(edited.ok && edited.data.document).toBe('ZZZZZZZZ000191');
    expect(await names('zz.zzz.zzz/0001-91')).toEqual(['Nova Empresa']);
  });

  it.each([
    ['12.ABC.345/01DE-36', 'a wrong check digit'],
    ['12.ABC.345/01DE-3A', 'a letter in a check position'],
    ['12.ABC.345/01D', 'too short'],
    ['abc529.982.247-25', 'letters around a CPF'],
  ])('refuses the document %s (%s)', async (document) => {
    const userId = await newUser();
    expect(await createClient(getDb(), userId, { name: 'Ana', document })).toMatchObject({
      ok: false,
      message: 'clients.invalidDocument',
      fieldErrors: { document: 'clients.invalidDocument' },
    });
  });

  it('stores the WhatsApp phone as the one normaliser reads it: area code 55, +55 optional, foreign numbers kept', async () => {
    const userId = await newUser();
    for (const [typed, stored] of [
      ['(55) 91234-5678', '+55 (55) 91234-5678'],
      ['5555912345678', '+55 (55) 91234-5678'],
      ['011 3456-7890', '+55 (11) 3456-7890'],
      ['+351 912 345 678', '+351912345678'],
    ]) {
      expect((await add(userId, { name: 'Ana', phone: typed })).phone, typed).toBe(stored);
    }
    for (const typed of ['91234-5678', '(20) 91234-5678', '+55 11 1234']) {
      expect(await createClient(getDb(), userId, { name: 'Ana', phone: typed }), typed).toMatchObject({
        ok: false,
        fieldErrors: { phone: 'clients.invalidPhone' },
      });
    }
  });

  it('computes the six figures of the CRM', async () => {
    const userId = await newUser();
    await add(userId, { name: 'A', value: '1000', status: 'ativo' });
    await add(userId, { name: 'B', value: '500,50', status: 'ativo' });
    await add(userId, { name: 'C', value: '200', status: 'novo' });
    await add(userId, { name: 'D', status: 'proposta' });
    expect(await clientStats(getDb(), userId)).toEqual({
      total: 4,
      byStatus: { novo: 1, proposta: 1, ativo: 2, concluido: 0, pendente: 0 },
      valueByStatus: { novo: 20_000, proposta: 0, ativo: 150_050, concluido: 0, pendente: 0 },
      revenueTotalCents: 170_050,
      revenueActiveCents: 150_050,
    });
  });

  it('Junior stops at 50 clients; Vitalício at 100', async () => {
    const userId = await newUser();
    await getDb()
      .insert(clients)
      .values(Array.from({ length: 50 }, (_, i) => ({ userId, name: `Cliente ${i}` })));
    expect(await createClient(getDb(), userId, { name: 'O 51º' })).toMatchObject({ ok: false, message: 'clients.limitReached' });
    await getDb()
      .update(subscriptions)
      .set({ plan: 'pleno_vitalicio', status: 'active' })
      .where(eq(subscriptions.userId, userId));
    expect(await createClient(getDb(), userId, { name: 'O 51º' })).toMatchObject({ ok: true });
  });

  it("another user's client answers not found and stays untouched; read-only after the trial", async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const c = await add(owner, { name: 'Privado', value: '100' });
    expect(await updateClient(getDb(), intruder, c.id, { name: 'X' })).toMatchObject({ ok: false, message: 'clients.notFound' });
    expect(await setClientStatus(getDb(), intruder, c.id, 'ativo')).toMatchObject({ ok: false, message: 'clients.notFound' });
    expect(await deleteClient(getDb(), intruder, c.id)).toMatchObject({ ok: false, message: 'clients.notFound' });
    expect((await listClients(getDb(), intruder, all)).total).toBe(0);
    expect((await pipelineColumns(getDb(), intruder, all)).every((column) => column.count === 0)).toBe(true);
    expect((await listClients(getDb(), owner, all)).rows[0]).toMatchObject({ name: 'Privado', status: 'novo' });

    await getDb()
      .update(subscriptions)
      .set({ trialEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, owner));
    expect(await createClient(getDb(), owner, { name: 'Novo' })).toMatchObject({ ok: false, message: 'clients.readOnly' });
    expect(await setClientStatus(getDb(), owner, c.id, 'ativo')).toMatchObject({ ok: false, message: 'clients.readOnly' });
  });

  it('pages the list newest first and counts every match', async () => {
    const userId = await newUser();
    await getDb()
      .insert(clients)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          userId,
          name: `Cliente ${i + 1}`,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      );
    const first = await listClients(getDb(), userId, all, { limit: 25, offset: 0 });
    expect(first.total).toBe(30);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0].name).toBe('Cliente 30');
    const second = await listClients(getDb(), userId, all, { limit: 25, offset: 25 });
    expect(second.rows.map((r) => r.name)).toEqual(['Cliente 5', 'Cliente 4', 'Cliente 3', 'Cliente 2', 'Cliente 1']);
    expect(Object.keys(first.rows[0]).sort()).toEqual([
      'document',
      'email',
      'id',
      'name',
      'phone',
      'project',
      'proposalCount',
      'status',
      'valueCents',
    ]);
  });

  it('builds the pipeline: every stage with its count and value over all matches, and its newest cards', async () => {
    const userId = await newUser();
    await getDb()
      .insert(clients)
      .values([
        ...Array.from({ length: 23 }, (_, i) => ({
          userId,
          name: `Lead ${i + 1}`,
          valueCents: 100,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
        { userId, name: 'João Ativo', status: 'ativo' as const, valueCents: 50_000 },
        { userId, name: 'Ana Pendente', status: 'pendente' as const, valueCents: 7_000 },
      ]);
    const columns = await pipelineColumns(getDb(), userId, all, 20);
    expect(columns.map((c) => [c.status, c.count, c.totalCents, c.cards.length])).toEqual([
      ['novo', 23, 2_300, 20],
      ['proposta', 0, 0, 0],
      ['ativo', 1, 50_000, 1],
      ['concluido', 0, 0, 0],
      ['pendente', 1, 7_000, 1],
    ]);
    expect(columns[0].cards[0].name).toBe('Lead 23');
    expect(columns[0].cards.at(-1)!.name).toBe('Lead 4');

    const searched = await pipelineColumns(getDb(), userId, { q: 'joao', status: 'todos' });
    expect(searched.map((c) => c.count)).toEqual([0, 0, 1, 0, 0]);
    const onlyActive = await pipelineColumns(getDb(), userId, { q: '', status: 'ativo' });
    expect(onlyActive.map((c) => [c.status, c.count])).toEqual([['ativo', 1]]);

    // The page's clientStats stand for the stage totals without a filter, and only then.
    const stats = clientStats(getDb(), userId);
    expect(await pipelineColumns(getDb(), userId, all, 20, stats)).toEqual(columns);
    expect(await pipelineColumns(getDb(), userId, { q: 'joao', status: 'todos' }, 20, stats)).toEqual(searched);
    expect(await pipelineColumns(getDb(), userId, { q: '', status: 'ativo' }, 20, stats)).toEqual(onlyActive);
  });
});
