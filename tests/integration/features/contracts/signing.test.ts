import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractEvents, contracts, contractSignatures, contractSignCodes } from '@/db/schema';
import { forgetDeletedUser, rememberUserFiles } from '@/features/auth/delete-account';
import { completeContract } from '@/features/contracts/signing/complete';
import { countersignContract } from '@/features/contracts/signing/countersign';
import {
  MAX_VIEW_EVENTS,
  recordContractView,
  refuseContract,
  requestSignCode,
  signContract,
  type Visitor,
} from '@/features/contracts/signing/mutations';
import { emailSignCode, notifyFreelancer } from '@/features/contracts/signing/notifications';
import { documentOf, findSignableContract } from '@/features/contracts/signing/queries';
import { SIGN_CODE_MAX_ATTEMPTS, SIGN_CODE_TTL_MS } from '@/lib/contracts/sign-code';
import { readOutbox, waitForMail } from '../../../support/outbox';
import {
  CLIENT_CPF,
  editContract,
  FIXTURE_PASSWORD,
  seedSentContract,
  seedSiblingContract,
  type ContractFixture,
} from '../../support/contract-fixture';

const dataDir = () => process.env.DATA_DIR!;
let ipCounter = 0;
/** Each test its own address, so the per-address limits of one never reach another. */
const visitor = (): Visitor => ({ ip: `198.51.100.${++ipCounter % 250}`, userAgent: 'Mozilla/5.0 (Contrato) Firefox/130' });

async function current(f: ContractFixture) {
  const found = await findSignableContract(f.db, f.token);
  if (!found) throw new Error('not found');
  return found;
}

async function askCode(f: ContractFixture, who: Visitor, document = CLIENT_CPF) {
  const result = await requestSignCode(f.db, f.token, { signerName: 'Maria da Silva', document }, who);
  if (!result.ok) throw new Error(result.message);
  return result.data.mail.code;
}

async function signInput(f: ContractFixture, code: string, over: Record<string, unknown> = {}) {
  const found = await current(f);
  return {
    signerName: 'Maria da Silva',
    document: CLIENT_CPF,
    code,
    agreed: true,
    version: found.contract.version,
    contentSha256: found.document.sha256,
    ...over,
  };
}

async function statusOf(f: ContractFixture) {
  const [row] = await f.db.select().from(contracts).where(eq(contracts.id, f.contractId));
  return row.status;
}

async function eventsOf(f: ContractFixture) {
  return (await f.db.select().from(contractEvents).where(eq(contractEvents.contractId, f.contractId))).map((e) => e.kind);
}

const session = (f: ContractFixture) => ({
  userId: f.userId,
  createdAt: new Date(Date.now() - 60 * 60_000),
  signInMethod: 'credential',
});
const evidence = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (Freelancer) Chrome/130' };

describe('contract link: token', () => {
  it('opens only with the exact token, and never a contract that was not sent', async () => {
    const f = await seedSentContract();
    expect((await findSignableContract(f.db, f.token))?.contract.id).toBe(f.contractId);
    const flipped = f.token.slice(0, -1) + (f.token.endsWith('A') ? 'B' : 'A');
    for (const bad of [flipped, f.token.slice(0, 16) + 'x'.repeat(32), f.contractId, '', null, 42])
      expect(await findSignableContract(f.db, bad)).toBeNull();
    await f.db.update(contracts).set({ sentAt: null }).where(eq(contracts.id, f.contractId));
    expect(await findSignableContract(f.db, f.token)).toBeNull();
  });
});

describe('contract link: views', () => {
  it('records the first view once (firstViewedAt, one notice) and never the freelancer’s own', async () => {
    const f = await seedSentContract();
    expect(await recordContractView(f.db, f.token, { ...visitor(), userId: f.userId })).toEqual({
      ok: true,
      data: { event: null },
    });
    expect(await eventsOf(f)).toEqual([]);
    const who = visitor();
    expect(await recordContractView(f.db, f.token, who)).toEqual({
      ok: true,
      data: { event: { kind: 'viewed', contractId: f.contractId } },
    });
    expect(await recordContractView(f.db, f.token, visitor())).toEqual({ ok: true, data: { event: null } });
    expect((await current(f)).contract.firstViewedAt).toBeInstanceOf(Date);
    expect(await eventsOf(f)).toEqual(['viewed', 'viewed']);
    await notifyFreelancer(f.db, { kind: 'viewed', contractId: f.contractId });
    const mail = await waitForMail(dataDir(), { to: f.email, kind: 'contract-viewed' });
    expect(mail.mail.subject).toContain('Maria Cliente');
  });

  it('keeps at most 500 views in a contract’s history, counted per contract; the first view is still noticed', async () => {
    const f = await seedSentContract();
    const other = await seedSiblingContract(f);
    const views = async (g: ContractFixture) => (await eventsOf(g)).filter((kind) => kind === 'viewed').length;
    expect(MAX_VIEW_EVENTS).toBe(500);
    const { contract } = await current(f);
    await f.db.insert(contractEvents).values([
      ...Array.from({ length: MAX_VIEW_EVENTS - 1 }, () => ({
        contractId: f.contractId,
        userId: f.userId,
        version: contract.version,
        kind: 'viewed' as const,
      })),
      { contractId: f.contractId, userId: f.userId, version: contract.version, kind: 'sent' as const },
    ]);
    expect(await recordContractView(f.db, f.token, visitor())).toEqual({
      ok: true,
      data: { event: { kind: 'viewed', contractId: f.contractId } },
    });
    expect(await views(f)).toBe(MAX_VIEW_EVENTS);
    expect(await recordContractView(f.db, f.token, visitor())).toEqual({ ok: true, data: { event: null } });
    expect(await views(f)).toBe(MAX_VIEW_EVENTS);
    expect((await current(f)).contract.firstViewedAt).toBeInstanceOf(Date);
    // The freelancer's other contract keeps its own count.
    await recordContractView(other.db, other.token, visitor());
    expect(await views(other)).toBe(1);
  });
});

describe('contract signing: the code', () => {
  it('stores only a hash, e-mails the code to the contract’s client address, and notes code_sent masked', async () => {
    const f = await seedSentContract();
    const result = await requestSignCode(f.db, f.token, { signerName: 'Maria da Silva', document: CLIENT_CPF }, visitor());
    if (!result.ok) throw new Error(result.message);
    const { code } = result.data.mail;
    expect(code).toMatch(/^\d{6}$/);
    expect(result.data.maskedEmail).toBe('c***@e***.br');
    const [row] = await f.db.select().from(contractSignCodes).where(eq(contractSignCodes.contractId, f.contractId));
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(SIGN_CODE_TTL_MS);
    const [event] = await f.db.select().from(contractEvents).where(eq(contractEvents.contractId, f.contractId));
    expect([event.kind, event.detail]).toEqual(['code_sent', 'c***@e***.br']);

    await emailSignCode(f.db, result.data.mail);
    const mail = await waitForMail(dataDir(), { to: f.clientEmail, kind: 'contract-code' });
    expect(mail.mail.subject).toContain(code);
    expect(mail.link).toContain(`/c/${f.token}`);
  });

  it('refuses a code before checking the document: invalid check digits, or not the client’s', async () => {
    const f = await seedSentContract();
    const ask = (document: string) => requestSignCode(f.db, f.token, { signerName: 'Maria da Silva', document }, visitor());
    expect(await ask('529.982.247-24')).toMatchObject({ ok: false, message: 'publicContract.documentInvalid' });
    expect(await ask('111.444.777-35')).toMatchObject({
      ok: false,
      message: 'publicContract.documentMismatch',
      fieldErrors: { document: 'publicContract.documentMismatch' },
    });
    expect(await ask('PASS-12345')).toMatchObject({ ok: false, message: 'publicContract.documentInvalid' });
    expect(await ask('52998224725')).toMatchObject({ ok: true });
  });

  it('takes a foreign tax id only without a Brazilian document and outside pt-BR', async () => {
    const abroad = await seedSentContract({ language: 'en', clientDocument: '' });
    expect((await askCode(abroad, visitor(), 'de-123.456/78')).length).toBe(6);
    const home = await seedSentContract({ language: 'pt-BR', clientDocument: '' });
    expect(
      await requestSignCode(home.db, home.token, { signerName: 'Maria da Silva', document: 'DE123456' }, visitor()),
    ).toMatchObject({ ok: false, message: 'publicContract.documentInvalid' });
    // A valid CPF is still taken where the contract names none.
    expect((await askCode(home, visitor(), '111.444.777-35')).length).toBe(6);
  });

  it('limits codes per contract', async () => {
    const f = await seedSentContract();
    for (let i = 0; i < 5; i++) await askCode(f, visitor());
    expect(await requestSignCode(f.db, f.token, { signerName: 'Maria da Silva', document: CLIENT_CPF }, visitor())).toMatchObject(
      {
        ok: false,
        message: 'publicContract.tooManyCodes',
      },
    );
  });
});

describe('contract signing: the signature', () => {
  it('signs with the right code: evidence, the hash of the current version, status and events in one go', async () => {
    const f = await seedSentContract();
    const who = visitor();
    const code = await askCode(f, who);
    const result = await signContract(f.db, f.token, await signInput(f, code, { document: '529.982.247-25' }), who);
    expect(result).toEqual({ ok: true, data: { event: { kind: 'signed', contractId: f.contractId } } });
    const found = await current(f);
    const expected = documentOf(found.contract, found.version);
    const [signature] = await f.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, f.contractId));
    expect(signature).toMatchObject({
      versionId: f.versionId,
      role: 'client',
      signerName: 'Maria da Silva',
      document: '52998224725',
      email: f.clientEmail,
      emailVerified: true,
      ip: who.ip,
      userAgent: who.userAgent,
      contentSha256: expected.sha256,
      content: expected.content,
      voidedAt: null,
    });
    expect(createHash('sha256').update(signature.content).digest('hex')).toBe(signature.contentSha256);
    expect(JSON.parse(signature.content)).toMatchObject({ contractId: f.contractId, version: 1 });
    expect(await statusOf(f)).toBe('assinado_cliente');
    expect(await eventsOf(f)).toEqual(expect.arrayContaining(['code_sent', 'code_confirmed', 'signed']));
    // Signing again: already signed, nothing new.
    expect(await signContract(f.db, f.token, await signInput(f, code), who)).toMatchObject({
      ok: false,
      message: 'publicContract.alreadySigned',
    });
    expect(await f.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, f.contractId))).toHaveLength(1);

    await notifyFreelancer(f.db, { kind: 'signed', contractId: f.contractId });
    const mail = await waitForMail(dataDir(), { to: f.email, kind: 'contract-signed' });
    expect(mail.mail.text).toContain('Maria da Silva');
  });

  it('counts wrong codes and locks the code after the last try, even for the right one', async () => {
    const f = await seedSentContract();
    const who = visitor();
    const code = await askCode(f, who);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < SIGN_CODE_MAX_ATTEMPTS; i++)
      expect(await signContract(f.db, f.token, await signInput(f, wrong), who)).toMatchObject({
        ok: false,
        message: 'publicContract.codeWrong',
        fieldErrors: { code: 'publicContract.codeWrong' },
      });
    expect(await signContract(f.db, f.token, await signInput(f, wrong), who)).toMatchObject({
      message: 'publicContract.codeTooManyTries',
    });
    const [row] = await f.db.select().from(contractSignCodes).where(eq(contractSignCodes.contractId, f.contractId));
    expect(row.attempts).toBe(SIGN_CODE_MAX_ATTEMPTS);
    expect(await signContract(f.db, f.token, await signInput(f, code), who)).toMatchObject({
      message: 'publicContract.codeTooManyTries',
    });
    expect(await statusOf(f)).toBe('enviado');
    expect(await f.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, f.contractId))).toEqual([]);
  });

  it('refuses an expired code, and a code never asked for', async () => {
    const f = await seedSentContract();
    const who = visitor();
    expect(await signContract(f.db, f.token, await signInput(f, '123456'), who)).toMatchObject({
      message: 'publicContract.codeRequired',
    });
    const code = await askCode(f, who);
    const later = new Date(Date.now() + SIGN_CODE_TTL_MS + 1000);
    expect(await signContract(f.db, f.token, await signInput(f, code), who, later)).toMatchObject({
      message: 'publicContract.codeExpired',
    });
    expect(await statusOf(f)).toBe('enviado');
  });

  it('a new code replaces the old one', async () => {
    const f = await seedSentContract();
    const who = visitor();
    const first = await askCode(f, who);
    let second = await askCode(f, who);
    while (second === first) second = await askCode(f, who);
    expect(await signContract(f.db, f.token, await signInput(f, first), who)).toMatchObject({
      message: 'publicContract.codeWrong',
    });
    expect(await signContract(f.db, f.token, await signInput(f, second), who)).toMatchObject({ ok: true });
  });

  it('never lands on a text that changed: an edit meanwhile, or a page showing an older version', async () => {
    const f = await seedSentContract();
    const who = visitor();
    const code = await askCode(f, who);
    const shown = await signInput(f, code);
    await editContract(f, 'Cláusula nova');
    expect(await signContract(f.db, f.token, shown, who)).toMatchObject({ ok: false, message: 'publicContract.changed' });
    // Sent again (version 2): the page that still shows version 1 is refused, the new text is signable.
    await f.db.update(contracts).set({ status: 'enviado' }).where(eq(contracts.id, f.contractId));
    expect(await signContract(f.db, f.token, shown, who)).toMatchObject({ ok: false, message: 'publicContract.changed' });
    expect(await signContract(f.db, f.token, { ...shown, version: 2 }, who)).toMatchObject({
      ok: false,
      message: 'publicContract.changed',
    });
    const fresh = await signInput(f, code);
    expect(fresh.version).toBe(2);
    expect(await signContract(f.db, f.token, fresh, who)).toMatchObject({ ok: true });
    const [signature] = await f.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, f.contractId));
    expect(JSON.parse(signature.content)).toMatchObject({ version: 2 });
  });

  it('refuses a document that is not the client’s at signing too, and bad input with field errors', async () => {
    const f = await seedSentContract();
    const who = visitor();
    const code = await askCode(f, who);
    expect(await signContract(f.db, f.token, await signInput(f, code, { document: '111.444.777-35' }), who)).toMatchObject({
      message: 'publicContract.documentMismatch',
    });
    expect(await signContract(f.db, f.token, await signInput(f, code, { agreed: false }), who)).toMatchObject({
      message: 'publicContract.termsRequired',
      fieldErrors: { agreed: 'publicContract.termsRequired' },
    });
    expect(await signContract(f.db, f.token, await signInput(f, code, { signerName: 'Maria' }), who)).toMatchObject({
      fieldErrors: { signerName: 'publicContract.fullNameRequired' },
    });
    expect(await signContract(f.db, f.token, await signInput(f, 'abc'), who)).toMatchObject({
      fieldErrors: { code: 'publicContract.codeInvalid' },
    });
    expect(await statusOf(f)).toBe('enviado');
  });
});

describe('contract signing: refusal', () => {
  it('refuses with a reason (once), tells the freelancer, and then cannot be signed', async () => {
    const f = await seedSentContract();
    const who = visitor();
    const code = await askCode(f, who);
    expect(await refuseContract(f.db, f.token, { reason: 'Prazo curto' }, who)).toEqual({
      ok: true,
      data: { event: { kind: 'refused', contractId: f.contractId } },
    });
    expect(await refuseContract(f.db, f.token, { reason: 'De novo' }, who)).toEqual({ ok: true, data: { event: null } });
    expect(await statusOf(f)).toBe('recusado');
    expect(await signContract(f.db, f.token, await signInput(f, code), who)).toMatchObject({
      message: 'publicContract.alreadyRefused',
    });
    const refused = await f.db
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, f.contractId), eq(contractEvents.kind, 'refused')));
    expect(refused.map((e) => e.detail)).toEqual(['Prazo curto']);
    await notifyFreelancer(f.db, { kind: 'refused', contractId: f.contractId });
    expect((await waitForMail(dataDir(), { to: f.email, kind: 'contract-refused' })).mail.text).toContain('Prazo curto');
  });

  it('cannot refuse what is signed, cancelled or being revised', async () => {
    for (const [status, message] of [
      ['assinado_cliente', 'publicContract.alreadySigned'],
      ['assinado', 'publicContract.alreadySigned'],
      ['cancelado', 'publicContract.cancelled'],
      ['rascunho', 'publicContract.changed'],
    ] as const) {
      const f = await seedSentContract({ status });
      expect(await refuseContract(f.db, f.token, {}, visitor())).toMatchObject({ ok: false, message });
      expect(
        await requestSignCode(f.db, f.token, { signerName: 'Maria da Silva', document: CLIENT_CPF }, visitor()),
      ).toMatchObject({
        ok: false,
        message,
      });
      expect(await statusOf(f)).toBe(status);
    }
  });
});

describe('contract signing: countersignature', () => {
  async function signedByClient() {
    const f = await seedSentContract();
    const who = visitor();
    const code = await askCode(f, who);
    const signed = await signContract(f.db, f.token, await signInput(f, code), who);
    if (!signed.ok) throw new Error(signed.message);
    return f;
  }

  it('refuses a wrong password, and a contract the client has not signed', async () => {
    const f = await signedByClient();
    const { document } = await current(f);
    expect(
      await countersignContract(
        f.db,
        session(f),
        f.contractId,
        { password: 'errada-123456', contentSha256: document.sha256 },
        evidence,
      ),
    ).toMatchObject({
      ok: false,
      message: 'contractSigning.passwordWrong',
      fieldErrors: { password: 'contractSigning.passwordWrong' },
    });
    expect(await statusOf(f)).toBe('assinado_cliente');

    const unsigned = await seedSentContract();
    const doc = (await current(unsigned)).document;
    expect(
      await countersignContract(
        unsigned.db,
        session(unsigned),
        unsigned.contractId,
        { password: FIXTURE_PASSWORD, contentSha256: doc.sha256 },
        evidence,
      ),
    ).toMatchObject({ ok: false, message: 'contractSigning.notSignedByClient' });
  });

  it('another user’s contract reads as not found', async () => {
    const f = await signedByClient();
    const other = await seedSentContract();
    const { document } = await current(f);
    expect(
      await countersignContract(
        f.db,
        session(other),
        f.contractId,
        { password: FIXTURE_PASSWORD, contentSha256: document.sha256 },
        evidence,
      ),
    ).toEqual({
      ok: false,
      message: 'contractSigning.notFound',
    });
    expect(await statusOf(f)).toBe('assinado_cliente');
  });

  it('an account without a password needs a provider sign-in from the last 5 minutes', async () => {
    const f = await signedByClient();
    const { accounts } = await import('@/db/schema');
    await f.db
      .update(accounts)
      .set({ password: null, providerId: 'google', accountId: `g-${f.userId}` })
      .where(eq(accounts.userId, f.userId));
    const { document } = await current(f);
    const input = { contentSha256: document.sha256 };
    const stale = { userId: f.userId, createdAt: new Date(Date.now() - 10 * 60_000), signInMethod: 'google' };
    expect(await countersignContract(f.db, stale, f.contractId, input, evidence)).toMatchObject({
      message: 'contractSigning.freshSignInRequired',
    });
    const fresh = { ...stale, createdAt: new Date(Date.now() - 60_000) };
    expect(await countersignContract(f.db, fresh, f.contractId, input, evidence)).toMatchObject({ ok: true });
  });

  it('the right password completes it: professional signature, assinado, signedAt, events, e-mails to both', async () => {
    const f = await signedByClient();
    const { document } = await current(f);
    expect(
      await countersignContract(
        f.db,
        session(f),
        f.contractId,
        { password: FIXTURE_PASSWORD, contentSha256: document.sha256 },
        evidence,
      ),
    ).toEqual({ ok: true, data: { contractId: f.contractId } });
    const [row] = await f.db.select().from(contracts).where(eq(contracts.id, f.contractId));
    expect(row.status).toBe('assinado');
    expect(row.signedAt).toBeInstanceOf(Date);
    const signatures = await f.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, f.contractId));
    expect(signatures.find((s) => s.role === 'professional')).toMatchObject({
      signerName: 'Ana Souza Design',
      document: '11222333000181',
      email: f.email,
      emailVerified: true,
      ip: evidence.ip,
      contentSha256: document.sha256,
    });
    expect(await eventsOf(f)).toEqual(expect.arrayContaining(['countersigned', 'completed']));
    // Countersigning twice changes nothing.
    expect(
      await countersignContract(
        f.db,
        session(f),
        f.contractId,
        { password: FIXTURE_PASSWORD, contentSha256: document.sha256 },
        evidence,
      ),
    ).toMatchObject({ ok: false, message: 'contractSigning.alreadySigned' });

    await completeContract(f.db, f.contractId);
    expect((await waitForMail(dataDir(), { to: f.email, kind: 'contract-completed' })).link).toContain(
      `/app/contracts/${f.contractId}`,
    );
    // Both signers get the final PDF, attached; the client no separate notice, the freelancer also
    // the notice in the interface's language with the contract's page.
    const final = await waitForMail(dataDir(), { to: f.clientEmail, kind: 'contract-final' });
    expect(fs.readFileSync(path.join(dataDir(), 'outbox', final.file), 'utf8')).toMatch(/Content-Type: application\/pdf/);
    expect(await waitForMail(dataDir(), { to: f.email, kind: 'contract-final' })).toBeTruthy();
    expect(readOutbox(dataDir(), { to: f.clientEmail, kind: 'contract-completed' })).toHaveLength(0);
    expect((await f.db.select().from(contracts).where(eq(contracts.id, f.contractId)))[0].finalPdfSha256).toMatch(
      /^[0-9a-f]{64}$/,
    );
  });
});

describe('contract signing: deleting the account', () => {
  it('forgets the link’s counters, which name the contract and the visitors’ addresses', async () => {
    const f = await seedSentContract();
    await recordContractView(f.db, f.token, visitor());
    await askCode(f, visitor());
    const naming = sql`select count(*)::int as n from rate_limits where key like ${`%${f.contractId}%`}`;
    expect((await f.db.execute<{ n: number }>(naming)).rows[0].n).toBeGreaterThan(0);
    await rememberUserFiles(f.db, f.userId);
    await forgetDeletedUser(f.db, { id: f.userId, email: f.email });
    expect((await f.db.execute<{ n: number }>(naming)).rows[0].n).toBe(0);
  });
});
