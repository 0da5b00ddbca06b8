import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { profiles, subscriptions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { exportAccountData } from '@/features/account/export';
import { createClient } from '@/features/clients/mutations';
import { createProposal } from '@/features/proposals/mutations';
import { createService } from '@/features/services/mutations';
import { saveBusiness, savePix, saveProfile } from '@/features/settings/mutations';
import { authPost, cookiesFrom } from '../../support/auth-client';

let n = 0;
const PASSWORD = 'senha-forte-123';
const newUser = (email = `conf${++n}@exemplo.com`) => createVerifiedUser(getDb(), { email, password: PASSWORD });
const profileOf = async (userId: string) => (await getDb().select().from(profiles).where(eq(profiles.userId, userId)))[0];

describe('settings', () => {
  it('saves the profile with the phone in the +55 format and refuses a website without http(s)', async () => {
    const userId = await newUser();
    const saved = await saveProfile(getDb(), userId, {
      fullName: ' Ana Souza ',
      profession: 'Designer',
      phone: '11912345678',
      website: 'https://anasouza.com.br',
      address: '',
    });
    expect(saved.ok).toBe(true);
    expect(await profileOf(userId)).toMatchObject({
      fullName: 'Ana Souza',
      phone: '+55 (11) 91234-5678',
      website: 'https://anasouza.com.br',
      address: null,
    });

    for (const [field, value, message] of [
      ['website', 'anasouza', 'settings.invalidWebsite'],
      ['website', 'javascript:alert(1)', 'settings.invalidWebsite'],
      ['website', 'ftp://anasouza.com.br', 'settings.invalidWebsite'],
      ['phone', '91234-5678', 'settings.invalidPhone'],
      ['fullName', 'x'.repeat(121), 'settings.fullNameTooLong'],
    ]) {
      const input = { fullName: 'Ana Souza', profession: '', phone: '', website: '', address: '', [field]: value };
      expect(await saveProfile(getDb(), userId, input)).toMatchObject({ ok: false, fieldErrors: { [field]: message } });
    }
  });

  it('stores a bare domain with https://', async () => {
    const userId = await newUser();
    const base = { fullName: 'Ana', profession: '', phone: '', address: '' };
    for (const [typed, stored] of [
      ['meusite.com.br', 'https://meusite.com.br'],
      ['www.meusite.com.br/portfolio', 'https://www.meusite.com.br/portfolio'],
      ['http://meusite.com.br', 'http://meusite.com.br'],
    ]) {
      expect((await saveProfile(getDb(), userId, { ...base, website: typed })).ok).toBe(true);
      expect((await profileOf(userId)).website).toBe(stored);
    }
  });

  it('a refused field never throws away the other fields: they are saved, it keeps its stored value', async () => {
    const userId = await newUser();
    const first = { fullName: 'Ana', profession: 'Designer', phone: '', website: 'https://ana.dev', address: '' };
    expect((await saveProfile(getDb(), userId, first)).ok).toBe(true);
    const next = { ...first, fullName: 'Ana Souza', profession: 'Ilustradora', website: 'ana souza', address: 'Rua A, 1' };
    expect(await saveProfile(getDb(), userId, next)).toEqual({
      ok: false,
      message: 'settings.partlySaved',
      fieldErrors: { website: 'settings.invalidWebsite' },
    });
    expect(await profileOf(userId)).toMatchObject({
      fullName: 'Ana Souza',
      profession: 'Ilustradora',
      address: 'Rua A, 1',
      website: 'https://ana.dev',
    });

    const business = { companyName: 'Estúdio Ana', cnpj: '11.222.333/0001-82', cpf: '', paymentTerms: '', brandColor: '' };
    expect(await saveBusiness(getDb(), userId, business)).toMatchObject({
      ok: false,
      message: 'settings.partlySaved',
      fieldErrors: { cnpj: 'settings.invalidCnpj' },
    });
    expect(await profileOf(userId)).toMatchObject({ companyName: 'Estúdio Ana', cnpj: null });

    // A malformed request (an unknown field) saves nothing.
    expect(await saveProfile(getDb(), userId, { ...next, fullName: 'Outra', extra: 1 })).toMatchObject({ ok: false });
    expect((await profileOf(userId)).fullName).toBe('Ana Souza');
  });

  it('checks CNPJ and CPF digits and keeps them masked; colour and payment terms', async () => {
    const userId = await newUser();
    const base = { companyName: 'Estúdio', cnpj: '', cpf: '', paymentTerms: '', brandColor: '' };
    expect(await saveBusiness(getDb(), userId, { ...base, cnpj: '11.222.333/0001-82' })).toMatchObject({
      ok: false,
      message: 'settings.partlySaved',
      fieldErrors: { cnpj: 'settings.invalidCnpj' },
    });
    expect(await saveBusiness(getDb(), userId, { ...base, cpf: '111.111.111-11' })).toMatchObject({
      ok: false,
      message: 'settings.partlySaved',
      fieldErrors: { cpf: 'settings.invalidCpf' },
    });
    expect(await saveBusiness(getDb(), userId, { ...base, brandColor: 'red' })).toMatchObject({
      ok: false,
      message: 'settings.partlySaved',
      fieldErrors: { brandColor: 'settings.invalidBrandColor' },
    });
    expect(await saveBusiness(getDb(), userId, { ...base, extra: 1 })).toMatchObject({
      ok: false,
      message: 'settings.saveErrorBody',
    });
    const ok = await saveBusiness(getDb(), userId, {
      ...base,
      cnpj: '11222333000181',
      cpf: '52998224725',
      paymentTerms: '50% na aprovação\n50% na entrega',
      brandColor: '#0F766E',
    });
    expect(ok.ok).toBe(true);
    expect(await profileOf(userId)).toMatchObject({
      companyName: 'Estúdio',
      cnpj: '11.222.333/0001-81',
      cpf: '529.982.247-25',
      paymentTerms: '50% na aprovação\n50% na entrega',
      brandColor: '#0f766e',
    });
  });

  it('keeps a Pix key only with a valid type, normalised, and a deposit of 0 to 100%', async () => {
    const userId = await newUser();
    expect(await savePix(getDb(), userId, { pixKeyType: '', pixKey: 'ana@x.com', depositPercent: '' })).toMatchObject({
      ok: false,
      message: 'settings.pixKeyTypeRequired',
    });
    expect(await savePix(getDb(), userId, { pixKeyType: 'cpf', pixKey: '529.982.247-24', depositPercent: '' })).toMatchObject({
      ok: false,
      message: 'settings.invalidPixKey',
    });
    expect(await savePix(getDb(), userId, { pixKeyType: 'email', pixKey: 'ana@x.com', depositPercent: '101' })).toMatchObject({
      ok: false,
      message: 'settings.invalidDepositPercent',
    });
    expect((await savePix(getDb(), userId, { pixKeyType: 'cpf', pixKey: '529.982.247-25', depositPercent: '30' })).ok).toBe(true);
    expect(await profileOf(userId)).toMatchObject({ pixKeyType: 'cpf', pixKey: '52998224725', depositPercent: 30 });
    expect((await savePix(getDb(), userId, { pixKeyType: 'cpf', pixKey: '', depositPercent: '' })).ok).toBe(true);
    expect(await profileOf(userId)).toMatchObject({ pixKeyType: null, pixKey: null, depositPercent: null });
  });

  it('is read-only after the trial', async () => {
    const userId = await newUser();
    await getDb()
      .update(subscriptions)
      .set({ trialEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, userId));
    expect(
      await saveProfile(getDb(), userId, { fullName: 'X', profession: '', phone: '', website: '', address: '' }),
    ).toMatchObject({
      ok: false,
      message: 'settings.readOnly',
    });
  });

  it("exports only the user's own rows, without credentials", async () => {
    const me = await newUser();
    const other = await newUser();
    for (const [userId, name] of [
      [me, 'Meu Cliente'],
      [other, 'Cliente de Outro'],
    ]) {
      const client = await createClient(getDb(), userId, { name });
      const service = await createService(getDb(), userId, {
        name: `Serviço ${name}`,
        baseHours: '8',
        complexity: 1,
        active: true,
      });
      if (!client.ok || !service.ok) throw new Error('setup');
      await createProposal(getDb(), userId, {
        clientId: client.data.id,
        title: `Proposta ${name}`,
        validUntil: '2099-01-01',
        lines: [{ serviceId: service.data.id, price: '100' }],
      });
    }
    const data = await exportAccountData(getDb(), me);
    const text = JSON.stringify(data);
    expect(data.account?.id).toBe(me);
    expect(data.clients.map((c) => c.name)).toEqual(['Meu Cliente']);
    expect(data.services.map((s) => s.name)).toEqual(['Serviço Meu Cliente']);
    expect(data.proposals.map((p) => [p.title, p.items.length])).toEqual([['Proposta Meu Cliente', 1]]);
    expect(data.subscription?.userId).toBe(me);
    expect(text).not.toContain(other);
    expect(text).not.toContain('Outro');
    expect(text).not.toMatch(/"password"|argon2|token/i);
  });

  it('deleting the account (password required) leaves no row of the user', async () => {
    const email = `apagar${++n}@exemplo.com`;
    const userId = await newUser(email);
    const client = await createClient(getDb(), userId, { name: 'Some' });
    if (!client.ok) throw new Error('setup');
    await getDb().execute(
      sql`insert into billing_events (id, type, email, plan, event_created_at, result) values (${`evt_${n}`}, 'purchase.approved', ${email}, 'pleno', now(), 'subscription_activated')`,
    );
    const signIn = await authPost('/sign-in/email', { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = cookiesFrom(signIn);

    expect((await authPost('/delete-user', { password: 'errada-123456' }, { cookie })).status).toBe(400);
    const deleted = await authPost('/delete-user', { password: PASSWORD }, { cookie });
    expect(deleted.status).toBe(200);

    const tables = [
      'users',
      'sessions',
      'accounts',
      'profiles',
      'calculation_settings',
      'subscriptions',
      'services',
      'clients',
      'proposals',
      'proposal_items',
    ];
    for (const table of tables) {
      const column = table === 'users' ? 'id' : 'user_id';
      const { rows } = await getDb().execute(sql.raw(`select count(*)::int as n from ${table} where ${column} = '${userId}'`));
      expect([table, rows[0].n]).toEqual([table, 0]);
    }
    for (const table of ['sign_in_failures', 'billing_events', 'pending_purchases']) {
      const { rows } = await getDb().execute(sql.raw(`select count(*)::int as n from ${table} where email = '${email}'`));
      expect([table, rows[0].n]).toEqual([table, 0]);
    }
    const { rows } = await getDb().execute(sql`select count(*)::int as n from billing_events where id = ${`evt_${n}`}`);
    expect(rows[0].n).toBe(1); // the event id stays, so a redelivery still changes nothing
  });
});
