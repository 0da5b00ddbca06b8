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
      ['website', 'anasouza.com.br', 'settings.invalidWebsite'],
      ['website', 'javascript:alert(1)', 'settings.invalidWebsite'],
      ['phone', '91234-5678', 'settings.invalidPhone'],
      ['fullName', 'x'.repeat(121), 'settings.fullNameTooLong'],
    ]) {
      const input = { fullName: 'B', profession: '', phone: '', website: '', address: '', [field]: value };
      expect(await saveProfile(getDb(), userId, input)).toMatchObject({ ok: false, message, fieldErrors: { [field]: message } });
    }
    expect((await profileOf(userId)).fullName).toBe('Ana Souza'); // nothing written by a refused save
  });

  it('checks CNPJ and CPF digits and keeps them masked; colour and payment terms', async () => {
    const userId = await newUser();
    const base = { companyName: 'Estúdio', cnpj: '', cpf: '', paymentTerms: '', brandColor: '' };
    expect(await saveBusiness(getDb(), userId, { ...base, cnpj: '11.222.333/0001-82' })).toMatchObject({
      ok: false,
      message: 'settings.invalidCnpj',
    });
    expect(await saveBusiness(getDb(), userId, { ...base, cpf: '111.111.111-11' })).toMatchObject({
      ok: false,
      message: 'settings.invalidCpf',
    });
    expect(await saveBusiness(getDb(), userId, { ...base, brandColor: 'red' })).toMatchObject({
      ok: false,
      message: 'settings.invalidBrandColor',
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

  it('takes the alphanumeric CNPJ (IN RFB 2.229/2024) in any case, masked in upper case, and checks its digits', async () => {
    const userId = await newUser();
    const base = { companyName: 'Estúdio', cnpj: '', cpf: '', paymentTerms: '', brandColor: '' };
    for (const typed of ['12.ABC.345/01DE-35', '12abc34501de35', ' 12.abc.345/01de-35 ']) {
      expect(await saveBusiness(getDb(), userId, { ...base, cnpj: typed })).toMatchObject({ ok: true });
      expect((await profileOf(userId)).cnpj).toBe('12.ABC.345/01DE-35');
    }
    for (const typed of ['12.ABC.345/01DE-36', '12.ABC.345/01DE-3A', '12.ABC.345/01D']) {
      expect(await saveBusiness(getDb(), userId, { ...base, cnpj: typed })).toMatchObject({
        ok: false,
        message: 'settings.invalidCnpj',
        fieldErrors: { cnpj: 'settings.invalidCnpj' },
      });
    }
    expect((await profileOf(userId)).cnpj).toBe('12.ABC.345/01DE-35');
  });

  it('reads (55) 91234-5678 as area code 55 for the profile phone and the Pix key alike (issue 24)', async () => {
    const userId = await newUser();
    const profile = { fullName: 'Ana', profession: '', website: '', address: '' };
    expect(await saveProfile(getDb(), userId, { ...profile, phone: '(55) 91234-5678' })).toMatchObject({ ok: true });
    expect(await savePix(getDb(), userId, { pixKeyType: 'phone', pixKey: '(55) 91234-5678', depositPercent: '' })).toMatchObject({
      ok: true,
    });
    expect(await profileOf(userId)).toMatchObject({
      phone: '+55 (55) 91234-5678',
      pixKeyType: 'phone',
      pixKey: '+5555912345678',
    });
    expect(
      await savePix(getDb(), userId, { pixKeyType: 'cnpj', pixKey: '12.abc.345/01de-35', depositPercent: '' }),
    ).toMatchObject({
      ok: true,
    });
    expect(await profileOf(userId)).toMatchObject({ pixKeyType: 'cnpj', pixKey: '12ABC34501DE35' });
    // An area code that does not exist is refused by both.
    expect(await saveProfile(getDb(), userId, { ...profile, phone: '(20) 91234-5678' })).toMatchObject({
      ok: false,
      message: 'settings.invalidPhone',
    });
    expect(await savePix(getDb(), userId, { pixKeyType: 'phone', pixKey: '(20) 91234-5678', depositPercent: '' })).toMatchObject({
      ok: false,
      message: 'settings.invalidPixKey',
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
    const where = { pixReceiverName: ' Ana Souza ', pixCity: 'Curitiba' };
    expect(
      (await savePix(getDb(), userId, { pixKeyType: 'cpf', pixKey: '529.982.247-25', depositPercent: '30', ...where })).ok,
    ).toBe(true);
    expect(await profileOf(userId)).toMatchObject({
      pixKeyType: 'cpf',
      pixKey: '52998224725',
      pixReceiverName: 'Ana Souza',
      pixCity: 'Curitiba',
      depositPercent: 30,
    });
    expect((await savePix(getDb(), userId, { pixKeyType: 'cpf', pixKey: '', depositPercent: '', ...where })).ok).toBe(true);
    expect(await profileOf(userId)).toMatchObject({
      pixKeyType: null,
      pixKey: null,
      pixReceiverName: null,
      pixCity: null,
      depositPercent: null,
    });
  });

  it('with a Pix key, asks in the same card who receives and where (no e-mail as the name, no country as the city)', async () => {
    const userId = await newUser();
    const key = { pixKeyType: 'email', pixKey: 'ana@exemplo.com', depositPercent: '30' };
    // Nothing about the receiver: both fields are named, and nothing is saved.
    expect(await savePix(getDb(), userId, key)).toEqual({
      ok: false,
      message: 'settings.pixReceiverNameRequired',
      fieldErrors: { pixReceiverName: 'settings.pixReceiverNameRequired', pixCity: 'settings.pixCityRequired' },
    });
    expect((await profileOf(userId))?.pixKey ?? null).toBeNull();
    const cases: [Record<string, string>, string, string][] = [
      [{ pixReceiverName: 'ana@exemplo.com', pixCity: 'Curitiba' }, 'pixReceiverName', 'settings.pixReceiverNameInvalid'],
      [
        { pixReceiverName: 'Ana Souza Design e Ilustração', pixCity: 'Curitiba' },
        'pixReceiverName',
        'settings.pixReceiverNameTooLong',
      ],
      [{ pixReceiverName: '😀😀', pixCity: 'Curitiba' }, 'pixReceiverName', 'settings.pixReceiverNameRequired'],
      [{ pixReceiverName: 'Ana Souza', pixCity: 'BRASIL' }, 'pixCity', 'settings.pixCityInvalid'],
      [{ pixReceiverName: 'Ana Souza', pixCity: 'Brazil' }, 'pixCity', 'settings.pixCityInvalid'],
      [{ pixReceiverName: 'Ana Souza', pixCity: 'São José dos Campos' }, 'pixCity', 'settings.pixCityTooLong'],
      [{ pixReceiverName: 'Ana Souza', pixCity: '   ' }, 'pixCity', 'settings.pixCityRequired'],
    ];
    for (const [over, field, message] of cases) {
      const result = await savePix(getDb(), userId, { ...key, ...over });
      expect(result, JSON.stringify(over)).toMatchObject({ ok: false, message, fieldErrors: { [field]: message } });
    }
    expect((await profileOf(userId))?.pixKey ?? null).toBeNull();
    expect((await savePix(getDb(), userId, { ...key, pixReceiverName: 'Ana Souza', pixCity: 'S J dos Campos' })).ok).toBe(true);
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
