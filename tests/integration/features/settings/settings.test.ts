import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { accounts, profiles, proposals, sessions, subscriptions, users } from '@/db/schema';
import { hitRateLimit } from '@/db/rate-limit';
import { acceptProposal, recordView } from '@/features/proposal-link/mutations';
import { shareToken } from '@/lib/share-token';
import { createVerifiedUser } from '@/db/seed';
import { exportAccountData } from '@/features/account/export';
import { provisionAccount } from '@/db/provision';
import { getEnv } from '@/env';
import { createClient } from '@/features/clients/mutations';
import { createProposal } from '@/features/proposals/mutations';
import { createService } from '@/features/services/mutations';
import { saveBusiness, savePix, saveProfile } from '@/features/settings/mutations';
import { getStorage } from '@/features/storage/storage';
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

  it('takes the alphanumeric CNPJ (IN RFB 2.229/2024) in any case, masked in upper case, and checks its digits', async () => {
    const userId = await newUser();
    const base = { companyName: 'Estúdio', cnpj: '', cpf: '', paymentTerms: '', brandColor: '' };
    for (const typed of ['12.ABC.345/01DE-35', '12abc34501de35', ' 12.abc.345/01de-35 ']) {
      expect(await saveBusiness(getDb(), userId, { ...base, cnpj: typed })).toMatchObject({ ok: true });
      expect((await profileOf(userId)).cnpj).toBe('12.ABC.345/01DE-35');
    }
    for (const typed of ['12.ABC.345/01DE-36', '12.ABC.345/01DE-3A', '12.ABC.345/01D']) {
      // The other fields are saved; the refused CNPJ keeps its stored value.
      expect(await saveBusiness(getDb(), userId, { ...base, cnpj: typed })).toMatchObject({
        ok: false,
        message: 'settings.partlySaved',
        fieldErrors: { cnpj: 'settings.invalidCnpj' },
      });
    }
    expect((await profileOf(userId)).cnpj).toBe('12.ABC.345/01DE-35');
  });

  it('reads (55) 91234-5678 as area code 55 for the profile phone and the Pix key alike', async () => {
    const userId = await newUser();
    const profile = { fullName: 'Ana', profession: '', website: '', address: '' };
    const receiver = { pixReceiverName: 'Ana Souza', pixCity: 'Santa Maria' };
    expect(await saveProfile(getDb(), userId, { ...profile, phone: '(55) 91234-5678' })).toMatchObject({ ok: true });
    expect(
      await savePix(getDb(), userId, { ...receiver, pixKeyType: 'phone', pixKey: '(55) 91234-5678', depositPercent: '' }),
    ).toMatchObject({
      ok: true,
    });
    expect(await profileOf(userId)).toMatchObject({
      phone: '+55 (55) 91234-5678',
      pixKeyType: 'phone',
      pixKey: '+5555912345678',
    });
    expect(
      await savePix(getDb(), userId, { ...receiver, pixKeyType: 'cnpj', pixKey: '12.abc.345/01de-35', depositPercent: '' }),
    ).toMatchObject({
      ok: true,
    });
    expect(await profileOf(userId)).toMatchObject({ pixKeyType: 'cnpj', pixKey: '12ABC34501DE35' });
    // An area code that does not exist is refused by both.
    expect(await saveProfile(getDb(), userId, { ...profile, phone: '(20) 91234-5678' })).toMatchObject({
      ok: false,
      message: 'settings.partlySaved',
      fieldErrors: { phone: 'settings.invalidPhone' },
    });
    expect((await profileOf(userId)).phone).toBe('+55 (55) 91234-5678');
    expect(
      await savePix(getDb(), userId, { ...receiver, pixKeyType: 'phone', pixKey: '(20) 91234-5678', depositPercent: '' }),
    ).toMatchObject({
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
    expect((await profileOf(userId)).pixKey).toBeNull();
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
    expect((await profileOf(userId)).pixKey).toBeNull();
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
    // A sent proposal whose link was viewed and guessed at: rate-limit rows that name it, with the
    // visitors' addresses, and one naming the user (they go with the account, LGPD art. 16).
    const service = await createService(getDb(), userId, { name: 'Site', baseHours: '10', complexity: 1, active: true });
    if (!service.ok) throw new Error('setup');
    const sentOne = await createProposal(getDb(), userId, {
      clientId: client.data.id,
      title: 'Enviada',
      validUntil: '2099-01-01',
      status: 'enviada',
      lines: [{ serviceId: service.data.id, price: '100' }],
    });
    if (!sentOne.ok) throw new Error('setup');
    const [{ shareId, shareSecret }] = await getDb().select().from(proposals).where(eq(proposals.id, sentOne.data.id));
    const token = shareToken({ shareId: shareId!, shareSecret: shareSecret! });
    const guest = { ip: '198.51.100.77', userAgent: 'Test', visitorId: 'visitante-1', userId: null };
    await recordView(getDb(), token, guest);
    await acceptProposal(
      getDb(),
      token,
      { signerName: 'X', documentDigits: '12345', agreed: true, contentSha256: 'a'.repeat(64) },
      guest,
    );
    await hitRateLimit(getDb(), `proposal-email:${userId}`, { max: 20, windowMs: 60_000 });
    const naming = sql`select count(*)::int as n from rate_limits where key like ${`%${sentOne.data.id}%`} or key like ${`%${userId}%`}`;
    expect((await getDb().execute(naming)).rows[0].n).toBeGreaterThanOrEqual(2);
    const unrelated = `proposal-view:${randomUUID()}:198.51.100.77:x`;
    await hitRateLimit(getDb(), unrelated, { max: 1, windowMs: 60_000 });

    // Files under the account's folders (a cached proposal PDF, a signed contract) and one beside them.
    const files = [`pdf-cache/${userId}/${sentOne.data.id}-basic-pt-br.pdf`, `contracts/${userId}/assinado-v1.pdf`];
    for (const key of files) await getStorage().put(key, Buffer.from('%PDF-1.7'), 'application/pdf');
    const otherAccount = `pdf-cache/${randomUUID()}/outra.pdf`;
    await getStorage().put(otherAccount, Buffer.from('%PDF-1.7'), 'application/pdf');

    const signIn = await authPost('/sign-in/email', { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = cookiesFrom(signIn);

    expect((await authPost('/delete-user', { password: 'errada-123456' }, { cookie })).status).toBe(400);
    const deleted = await authPost('/delete-user', { password: PASSWORD }, { cookie });
    expect(deleted.status).toBe(200);
    for (const key of files) expect([key, await getStorage().get(key)]).toEqual([key, null]);
    expect(await getStorage().get(otherAccount)).not.toBeNull();

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
    expect((await getDb().execute(naming)).rows[0].n).toBe(0);
    expect(
      (await getDb().execute(sql`select count(*)::int as n from rate_limits where key = ${`valora:${unrelated}`}`)).rows[0].n,
    ).toBe(1);
    const { rows } = await getDb().execute(sql`select count(*)::int as n from billing_events where id = ${`evt_${n}`}`);
    expect(rows[0].n).toBe(1); // the event id stays, so a redelivery still changes nothing
  });
});

/** A Google-only account (no password) with one session made `minutesAgo` by `method`; its cookie. */
async function googleOnlyUser(minutesAgo: number, method: string | null) {
  const db = getDb();
  const id = randomUUID();
  const email = `google${++n}@exemplo.com`;
  await db.insert(users).values({ id, email, name: 'Gina', emailVerified: true });
  await db.insert(accounts).values({ id: randomUUID(), accountId: `sub-${id}`, providerId: 'google', userId: id });
  await provisionAccount(db, id, new Date());
  const token = randomBytes(24).toString('hex');
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  await db.insert(sessions).values({
    id: randomUUID(),
    token,
    userId: id,
    expiresAt: new Date(Date.now() + 86_400_000),
    signInMethod: method,
    createdAt,
    updatedAt: createdAt,
  });
  // better-auth's signed cookie: the token, a dot and its HMAC-SHA256 under the secret.
  const signature = createHmac('sha256', getEnv().BETTER_AUTH_SECRET!).update(token).digest('base64');
  return { id, cookie: `valora.session_token=${encodeURIComponent(`${token}.${signature}`)}` };
}

const userExists = async (id: string) => (await getDb().$count(users, eq(users.id, id))) === 1;

describe('deleting the account asks who you are, at any session age', () => {
  it('an account with a password must give it, even in the first minutes of a session', async () => {
    const email = `fresca${++n}@exemplo.com`;
    const userId = await newUser(email);
    const signIn = await authPost('/sign-in/email', { email, password: PASSWORD });
    const cookie = cookiesFrom(signIn);
    const [session] = await getDb().select().from(sessions).where(eq(sessions.userId, userId));
    expect(session.signInMethod).toBe('credential');

    for (const body of [{}, { password: '' }, { callbackURL: '/' }]) {
      const refused = await authPost('/delete-user', body, { cookie });
      expect(refused.status).toBe(400);
      expect((await refused.json()).code).toBe('DELETE_PASSWORD_REQUIRED');
    }
    expect(await userExists(userId)).toBe(true);
    expect((await authPost('/delete-user', { password: 'errada-123456' }, { cookie })).status).toBe(400);
    expect(await userExists(userId)).toBe(true);
    expect((await authPost('/delete-user', { password: PASSWORD }, { cookie })).status).toBe(200);
    expect(await userExists(userId)).toBe(false);
  });

  it('a Google-only account needs a Google sign-in of the last 5 minutes on this session', async () => {
    for (const [minutesAgo, method] of [
      [6, 'google'], // too old
      [10 * 24 * 60, 'google'],
      [1, null], // made some other way (a one-time link, an older session)
      [1, 'credential'],
      [1, '/magic-link/verify'],
      [-10, 'google'], // a clock in the future is no proof
    ] as const) {
      const { id, cookie } = await googleOnlyUser(minutesAgo, method);
      const refused = await authPost('/delete-user', {}, { cookie });
      expect([minutesAgo, method, refused.status]).toEqual([minutesAgo, method, 400]);
      expect((await refused.json()).code).toBe('DELETE_FRESH_SIGN_IN_REQUIRED');
      expect(await userExists(id)).toBe(true);
    }
    const { id, cookie } = await googleOnlyUser(1, 'google');
    // No password to give: better-auth refuses one, and nothing is deleted.
    expect((await authPost('/delete-user', { password: 'qualquer-coisa-1' }, { cookie })).status).toBe(400);
    expect(await userExists(id)).toBe(true);
    expect((await authPost('/delete-user', {}, { cookie })).status).toBe(200);
    expect(await userExists(id)).toBe(false);
  });
});
