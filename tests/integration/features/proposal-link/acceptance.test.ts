import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { clients, proposalAcceptances, proposalEvents, proposals, subscriptions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { exportAccountData } from '@/features/account/export';
import { createClient } from '@/features/clients/mutations';
import { acceptProposal, MAX_VIEW_EVENTS, recordView, refuseProposal } from '@/features/proposal-link/mutations';
import { findSharedProposal, proposalHistory } from '@/features/proposal-link/queries';
import { parseShareToken, shareToken } from '@/lib/share-token';
import { proposalContent, proposalPdfModel } from '@/features/proposals/documents';
import { createProposal, updateProposal } from '@/features/proposals/mutations';
import { getProfessional, getProposal } from '@/features/proposals/queries';
import { createService } from '@/features/services/mutations';
import { savePix, saveProfile } from '@/features/settings/mutations';
import { crc16 } from '@/lib/pix';
import { sha256Hex } from '@/lib/proposal-content';

let n = 0;
const profile = (over: Record<string, string>) => ({
  fullName: '',
  profession: '',
  phone: '',
  website: '',
  address: '',
  city: '',
  ...over,
});
const pixOf = (over: Record<string, string> = {}) => ({
  pixKeyType: 'email',
  pixKey: 'ana@exemplo.com',
  pixReceiverName: 'Ana Souza',
  pixCity: 'Sao Paulo',
  depositPercent: '30',
  ...over,
});
const visitor = (ip = '203.0.113.7') => ({ ip, userAgent: 'Mozilla/5.0 (Test) Chrome/130', userId: null });

/** A freelancer with a client (CPF 529.982.247-25 on file unless told otherwise) and a sent proposal. */
async function sentProposal(opts: { document?: string | null; validUntil?: string; status?: 'enviada' | 'rascunho' } = {}) {
  const db = getDb();
  const userId = await createVerifiedUser(db, { email: `link${++n}-${Date.now()}@exemplo.com`, password: 'senha-forte-123' });
  const client = await createClient(db, userId, {
    name: 'Maria Cliente',
    email: 'maria@cliente.com.br',
    status: 'novo',
    document: opts.document === undefined ? '529.982.247-25' : (opts.document ?? ''),
  });
  const service = await createService(db, userId, { name: 'Site', baseHours: '10', complexity: 1, active: true });
  if (!client.ok || !service.ok) throw new Error('setup');
  const created = await createProposal(db, userId, {
    clientId: client.data.id,
    title: 'Site novo',
    description: 'Escopo',
    validUntil: opts.validUntil ?? '2099-12-31',
    status: opts.status ?? 'enviada',
    lines: [{ serviceId: service.data.id, price: '1.000,00' }],
  });
  if (!created.ok) throw new Error(JSON.stringify(created));
  const [row] = await db.select().from(proposals).where(eq(proposals.id, created.data.id));
  const token = row.shareId ? shareToken({ shareId: row.shareId, shareSecret: row.shareSecret! }) : null;
  return { db, userId, clientId: client.data.id, serviceId: service.data.id, proposalId: row.id, token: token!, row };
}

async function contentHash(userId: string, proposalId: string) {
  const db = getDb();
  const proposal = await getProposal(db, userId, proposalId);
  return sha256Hex(proposalContent(proposal!, await getProfessional(db, userId)));
}

const acceptance = (contentSha256: string, over: Record<string, unknown> = {}) => ({
  signerName: 'Maria da Silva',
  documentDigits: '529.98',
  agreed: true,
  contentSha256,
  ...over,
});

describe('proposal link: token', () => {
  it('issues a link only when the proposal leaves the drafts: 48 base64url characters, 192 secret bits, all different', async () => {
    const draft = await sentProposal({ status: 'rascunho' });
    expect(draft.row.shareId).toBeNull();
    const { row } = await sentProposal();
    expect(row.shareId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(row.shareSecret).toMatch(/^[A-Za-z0-9_-]{32}$/); // 24 random bytes
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i++) tokens.add((await sentProposal()).token);
    expect(tokens.size).toBe(5);
  });

  it('finds nothing for a bad, altered or guessed token, a right id with a wrong secret, or a draft', async () => {
    const { db, token, row } = await sentProposal();
    expect(await findSharedProposal(db, token)).not.toBeNull();
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const wrongSecret = row.shareId + 'x'.repeat(32);
    for (const bad of [flipped, wrongSecret, token.slice(0, 40), `${token}x`, 'a'.repeat(48), '../../etc/passwd', '', null, 42]) {
      expect(await findSharedProposal(db, bad)).toBeNull();
    }
    expect(parseShareToken('<script>alert(1)</script>'.padEnd(60, 'a'))).toBeNull();
    // Back to a draft: the link stops working (and works again when it is sent).
    const proposal = await getProposal(db, row.userId, row.id);
    await db.update(proposals).set({ status: 'rascunho' }).where(eq(proposals.id, row.id));
    expect(await findSharedProposal(db, token)).toBeNull();
    expect(proposal).not.toBeNull();
  });
});

describe('proposal link: views', () => {
  it('records the first view once (notifying), each visitor every 10 minutes, and never the owner', async () => {
    const { db, userId, proposalId, token } = await sentProposal();
    expect(await recordView(db, token, { ...visitor(), userId })).toEqual({ ok: true, data: { event: null } });
    const first = await recordView(db, token, visitor('198.51.100.1'));
    expect(first).toEqual({ ok: true, data: { event: { kind: 'viewed', proposalId } } });
    expect(await recordView(db, token, visitor('198.51.100.1'))).toEqual({ ok: true, data: { event: null } }); // reload
    expect(await recordView(db, token, visitor('198.51.100.2'))).toEqual({ ok: true, data: { event: null } }); // another view, not the first
    const history = await proposalHistory(db, userId, proposalId);
    expect(history.filter((e) => e.kind === 'viewed')).toHaveLength(2);
    expect(history.find((e) => e.kind === 'viewed')).toMatchObject({
      ip: '198.51.100.2',
      userAgent: 'Mozilla/5.0 (Test) Chrome/130',
    });
    const [row] = await db.select().from(proposals).where(eq(proposals.id, proposalId));
    expect(row.firstViewedAt).toBeInstanceOf(Date);
    expect(await recordView(db, 'x'.repeat(48), visitor())).toMatchObject({ ok: false, message: 'publicProposal.notFound' });
  });

  it('keeps at most 500 views in a proposal’s history, counted per proposal; the first view is still noticed', async () => {
    const { db, userId, clientId, serviceId, proposalId, token } = await sentProposal();
    // The same freelancer's other sent proposal, with its own link.
    const second = await createProposal(db, userId, {
      clientId,
      title: 'Logotipo',
      description: '',
      validUntil: '2099-12-31',
      status: 'enviada',
      lines: [{ serviceId, price: '500,00' }],
    });
    if (!second.ok) throw new Error(JSON.stringify(second));
    const [secondRow] = await db.select().from(proposals).where(eq(proposals.id, second.data.id));
    const other = {
      proposalId: secondRow.id,
      token: shareToken({ shareId: secondRow.shareId!, shareSecret: secondRow.shareSecret! }),
    };
    const views = async (id: string) =>
      (await db.select().from(proposalEvents).where(eq(proposalEvents.proposalId, id))).filter((e) => e.kind === 'viewed').length;
    expect(MAX_VIEW_EVENTS).toBe(500);
    // 499 views already on record (each visitor once every 10 minutes, over months), and other kinds of entry.
    await db
      .insert(proposalEvents)
      .values([
        ...Array.from({ length: MAX_VIEW_EVENTS - 1 }, () => ({ proposalId, userId, kind: 'viewed' as const })),
        { proposalId, userId, kind: 'sent' as const },
      ]);
    expect(await recordView(db, token, visitor('192.0.2.1'))).toEqual({
      ok: true,
      data: { event: { kind: 'viewed', proposalId } },
    });
    expect(await views(proposalId)).toBe(MAX_VIEW_EVENTS);
    expect(await recordView(db, token, visitor('192.0.2.2'))).toEqual({ ok: true, data: { event: null } });
    expect(await views(proposalId)).toBe(MAX_VIEW_EVENTS);
    // The freelancer's other proposal keeps its own count.
    await recordView(db, other.token, visitor('192.0.2.3'));
    expect(await views(other.proposalId)).toBe(1);
  });
});

describe('proposal link: acceptance', () => {
  it('records the signature (name, digits, time, IP, browser, SHA-256 of the exact content), approves, activates the client and locks', async () => {
    const { db, userId, clientId, proposalId, token } = await sentProposal();
    const hash = await contentHash(userId, proposalId);
    const result = await acceptProposal(db, token, acceptance(hash), visitor());
    expect(result).toEqual({ ok: true, data: { event: { kind: 'accepted', proposalId } } });

    const [record] = await db.select().from(proposalAcceptances).where(eq(proposalAcceptances.proposalId, proposalId));
    expect(record).toMatchObject({
      userId,
      signerName: 'Maria da Silva',
      documentDigits: '52998',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Test) Chrome/130',
      contentSha256: hash,
    });
    expect(sha256Hex(record.content)).toBe(record.contentSha256);
    expect(JSON.parse(record.content)).toMatchObject({
      proposalId,
      title: 'Site novo',
      totalCents: 100_000,
      client: { name: 'Maria Cliente' },
    });

    const [row] = await db.select().from(proposals).where(eq(proposals.id, proposalId));
    expect(row.status).toBe('aprovada');
    expect(row.approvedAt).toBeInstanceOf(Date);
    expect((await db.select().from(clients).where(eq(clients.id, clientId)))[0].status).toBe('ativo');
    const kinds = (await proposalHistory(db, userId, proposalId)).map((e) => e.kind);
    expect(kinds).toEqual(['accepted', 'sent']);

    // The LGPD export carries the record and the history, never the link's secret.
    const exported = await exportAccountData(db, userId);
    const mine = exported.proposals.find((p) => p.id === proposalId)!;
    expect(mine.acceptance).toMatchObject({ signerName: 'Maria da Silva', contentSha256: hash });
    expect(mine.history.map((e) => e.kind)).toEqual(['sent', 'accepted']);
    expect(JSON.stringify(exported)).not.toContain(token.slice(16));

    // Double submit: the same answer, nothing new recorded.
    expect(await acceptProposal(db, token, acceptance(hash), visitor())).toEqual({ ok: true, data: { event: null } });
    expect(await db.$count(proposalAcceptances, eq(proposalAcceptances.proposalId, proposalId))).toBe(1);
    expect(await db.$count(proposalEvents, eq(proposalEvents.proposalId, proposalId))).toBe(2);
    // Refusing after accepting is refused.
    expect(await refuseProposal(db, token, { reason: 'mudei de ideia' }, visitor())).toMatchObject({
      ok: false,
      message: 'publicProposal.alreadyAccepted',
    });

    // Locked: an edit makes version 2 with a new link; version 1 keeps its record and content.
    const proposal = await getProposal(db, userId, proposalId);
    const edited = await updateProposal(db, userId, proposalId, {
      clientId,
      title: 'Site novo (ampliado)',
      description: 'Escopo maior',
      validUntil: '2099-12-31',
      status: 'enviada',
      lines: proposal!.items.map((i) => ({ itemId: i.id, price: '1.500,00' })),
    });
    expect(edited.ok).toBe(true);
    if (!edited.ok) return;
    expect(edited.data.id).not.toBe(proposalId);
    const [v1] = await db.select().from(proposals).where(eq(proposals.id, proposalId));
    const [v2] = await db.select().from(proposals).where(eq(proposals.id, edited.data.id));
    expect(v1).toMatchObject({ title: 'Site novo', totalCents: 100_000, status: 'aprovada', version: 1 });
    expect(v2).toMatchObject({
      title: 'Site novo (ampliado)',
      totalCents: 150_000,
      status: 'enviada',
      version: 2,
      previousVersionId: proposalId,
    });
    expect(v2.shareId).not.toBe(v1.shareId);
    expect(await db.$count(proposalAcceptances, eq(proposalAcceptances.proposalId, proposalId))).toBe(1);
    expect((await findSharedProposal(db, token))?.proposal.title).toBe('Site novo');
  });

  it('checks the document digits against the client; wrong guesses block that visitor, never the real client', async () => {
    const { db, userId, proposalId, token } = await sentProposal();
    const hash = await contentHash(userId, proposalId);
    const told: unknown[] = [];
    const tell = (event: unknown) => told.push(event);
    const browser = (ip: string, visitorId: string) => ({ ...visitor(ip), visitorId });
    const guess = (who: ReturnType<typeof browser>, digits: string) =>
      acceptProposal(db, token, acceptance(hash, { documentDigits: digits }), who, tell);

    expect(await guess(browser('192.0.2.1', 'intruso-1'), '11111')).toEqual({
      ok: false,
      message: 'publicProposal.documentMismatch',
      fieldErrors: { documentDigits: 'publicProposal.documentMismatch' },
    });
    for (let i = 0; i < 4; i++) await guess(browser('192.0.2.1', 'intruso-1'), `2222${i}`);
    // Five wrong guesses: that browser waits now, even with the right digits; the owner is told once.
    expect(await guess(browser('192.0.2.1', 'intruso-1'), '529.98')).toMatchObject({ message: 'publicProposal.tooManyAttempts' });
    expect(told).toEqual([{ kind: 'triesBlocked', proposalId }]);
    // Dropping the cookie starts a new count, bounded by the address: 15 wrong an hour from it.
    for (const id of ['intruso-2', 'intruso-3']) for (let i = 0; i < 5; i++) await guess(browser('192.0.2.1', id), `3333${i}`);
    expect(await guess(browser('192.0.2.1', 'intruso-4'), '529.98')).toMatchObject({ message: 'publicProposal.tooManyAttempts' });
    expect(told).toHaveLength(1); // at most one notice an hour per proposal
    expect(await db.$count(proposalAcceptances, eq(proposalAcceptances.proposalId, proposalId))).toBe(0);

    // The real client, in their own browser elsewhere, is not refused for someone else's guesses.
    expect(await guess(browser('198.51.100.20', 'cliente'), '529.98')).toMatchObject({ ok: true });
    const [row] = await db.select().from(proposals).where(eq(proposals.id, proposalId));
    expect(row.status).toBe('aprovada');
  });

  it('checks the first characters of an alphanumeric CNPJ, letters in any case, and records them in upper case', async () => {
    const { db, userId, proposalId, token } = await sentProposal({ document: '12.ABC.345/01DE-35' });
    const hash = await contentHash(userId, proposalId);
    const wrong = await acceptProposal(db, token, acceptance(hash, { documentDigits: '12ABD' }), visitor());
    expect(wrong).toMatchObject({ ok: false, message: 'publicProposal.documentMismatch' });
    expect(await acceptProposal(db, token, acceptance(hash, { documentDigits: '12.ab' }), visitor())).toMatchObject({
      ok: false,
      fieldErrors: { documentDigits: 'publicProposal.documentDigitsInvalid' },
    });
    expect(await acceptProposal(db, token, acceptance(hash, { documentDigits: '12.abc' }), visitor())).toMatchObject({
      ok: true,
    });
    const [record] = await db.select().from(proposalAcceptances).where(eq(proposalAcceptances.proposalId, proposalId));
    expect(record.documentDigits).toBe('12ABC');
  });

  it('accepts any digits when the client has no CPF/CNPJ on file, and validates the form', async () => {
    const { db, userId, proposalId, token } = await sentProposal({ document: null });
    const hash = await contentHash(userId, proposalId);
    const bad = await acceptProposal(
      db,
      token,
      { signerName: 'Maria', documentDigits: '12', agreed: false, contentSha256: hash },
      visitor(),
    );
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: {
        signerName: 'publicProposal.fullNameRequired',
        documentDigits: 'publicProposal.documentDigitsInvalid',
        agreed: 'publicProposal.termsRequired',
      },
    });
    expect(await acceptProposal(db, token, { ...acceptance(hash), extra: 1 }, visitor())).toMatchObject({ ok: false });
    expect(await acceptProposal(db, token, acceptance(hash, { documentDigits: '98765' }), visitor())).toMatchObject({ ok: true });
  });

  it('refuses an expired proposal, and content changed since the page was shown', async () => {
    // Sent while valid, then its date passed (sending an already expired proposal is refused).
    const expired = await sentProposal();
    await expired.db.update(proposals).set({ validUntil: '2020-01-01' }).where(eq(proposals.id, expired.proposalId));
    const hash = await contentHash(expired.userId, expired.proposalId);
    expect(await acceptProposal(expired.db, expired.token, acceptance(hash), visitor())).toMatchObject({
      ok: false,
      message: 'publicProposal.expired',
    });
    expect(await refuseProposal(expired.db, expired.token, {}, visitor())).toMatchObject({
      ok: false,
      message: 'publicProposal.expired',
    });

    const { db, userId, proposalId, token } = await sentProposal();
    const shown = await contentHash(userId, proposalId);
    expect((await saveProfile(db, userId, profile({ fullName: 'Ana Nova' }))).ok).toBe(true); // the document now names the professional differently
    expect(await acceptProposal(db, token, acceptance(shown), visitor())).toMatchObject({
      ok: false,
      message: 'publicProposal.changed',
    });
    expect(await db.$count(proposalAcceptances, eq(proposalAcceptances.proposalId, proposalId))).toBe(0);
  });

  it('still accepts when the freelancer’s trial ended (the client is never blocked by the freelancer’s billing)', async () => {
    const { db, userId, proposalId, token } = await sentProposal();
    await db.update(subscriptions).set({ status: 'expired' }).where(eq(subscriptions.userId, userId));
    expect(await acceptProposal(db, token, acceptance(await contentHash(userId, proposalId)), visitor())).toMatchObject({
      ok: true,
    });
  });

  it('puts the agreed Pix deposit (BR Code with a valid CRC) and the record into the PDF model', async () => {
    const { db, userId, proposalId, token } = await sentProposal();
    expect((await saveProfile(db, userId, profile({ fullName: 'Ana Souza', city: 'Curitiba' }))).ok).toBe(true);
    expect((await savePix(db, userId, pixOf({ pixKey: 'Ana@Exemplo.com', pixCity: 'São Paulo' }))).ok).toBe(true);
    const hash = await contentHash(userId, proposalId);
    expect((await acceptProposal(db, token, acceptance(hash), visitor())).ok).toBe(true);
    // A later change of the share does not alter what was agreed.
    await savePix(db, userId, pixOf({ depositPercent: '50' }));
    const model = await proposalPdfModel(db, userId, (await getProposal(db, userId, proposalId))!);
    expect(model.acceptance).toMatchObject({
      signerName: 'Maria da Silva',
      documentDigits: '52998',
      contentSha256: hash,
      version: 1,
    });
    expect(model.pix).toMatchObject({
      amountCents: 30_000,
      percent: 30,
      receiverName: 'Ana Souza',
      city: 'São Paulo',
      key: 'ana@exemplo.com',
    });
    const payload = model.pix!.payload;
    expect(payload).toContain('0014br.gov.bcb.pix0115ana@exemplo.com');
    expect(payload).toContain('5406300.00');
    expect(payload).toContain('5909Ana Souza6009Sao Paulo');
    expect(payload).toContain(`62290525${proposalId.replace(/-/g, '').slice(0, 25)}`);
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  });

  it('freezes the Pix key, receiver and city the client accepted: later settings change neither the page nor the PDF', async () => {
    const { db, userId, proposalId, token } = await sentProposal();
    expect((await savePix(db, userId, pixOf({ pixReceiverName: 'Ana Souza ME', pixCity: 'Curitiba' }))).ok).toBe(true);
    const accepted = JSON.parse(proposalContent((await getProposal(db, userId, proposalId))!, await getProfessional(db, userId)));
    expect(accepted.pix).toEqual({ key: 'ana@exemplo.com', receiverName: 'Ana Souza ME', city: 'Curitiba' });
    expect((await acceptProposal(db, token, acceptance(await contentHash(userId, proposalId)), visitor())).ok).toBe(true);

    expect(
      (
        await savePix(
          db,
          userId,
          pixOf({ pixKeyType: 'cpf', pixKey: '529.982.247-25', pixReceiverName: 'Outra Pessoa', pixCity: 'Recife' }),
        )
      ).ok,
    ).toBe(true);
    const proposal = (await getProposal(db, userId, proposalId))!;
    const model = await proposalPdfModel(db, userId, proposal);
    expect(model.pix).toMatchObject({ key: 'ana@exemplo.com', receiverName: 'Ana Souza ME', city: 'Curitiba', percent: 30 });
    expect(model.pix!.payload).toContain('0014br.gov.bcb.pix0115ana@exemplo.com');
    expect(model.pix!.payload).toContain('5912Ana Souza ME6008Curitiba');
    // The public page reads the same model.
    const shared = await findSharedProposal(db, token);
    expect((await proposalPdfModel(db, userId, shared!.proposal)).pix?.key).toBe('ana@exemplo.com');
    // The record still matches its hash: the Pix details are inside what was hashed.
    expect(sha256Hex(proposal.acceptance!.content)).toBe(proposal.acceptance!.contentSha256);
    // Removing the key later does not take the agreed charge away either.
    expect((await savePix(db, userId, pixOf({ pixKeyType: '', pixKey: '', depositPercent: '' }))).ok).toBe(true);
    expect((await proposalPdfModel(db, userId, (await getProposal(db, userId, proposalId))!)).pix?.key).toBe('ana@exemplo.com');
  });

  it('an acceptance recorded before the Pix details were hashed still shows the profile’s current charge', async () => {
    const { db, userId, proposalId, token } = await sentProposal();
    expect((await savePix(db, userId, pixOf())).ok).toBe(true);
    expect((await acceptProposal(db, token, acceptance(await contentHash(userId, proposalId)), visitor())).ok).toBe(true);
    const [record] = await db.select().from(proposalAcceptances).where(eq(proposalAcceptances.proposalId, proposalId));
    const { pix: _pix, ...legacy } = JSON.parse(record.content);
    await db
      .update(proposalAcceptances)
      .set({ content: JSON.stringify(legacy) })
      .where(eq(proposalAcceptances.proposalId, proposalId));
    await savePix(db, userId, pixOf({ pixReceiverName: 'Ana Nova', pixCity: 'Recife' }));
    const model = await proposalPdfModel(db, userId, (await getProposal(db, userId, proposalId))!);
    expect(model.pix).toMatchObject({ receiverName: 'Ana Nova', city: 'Recife', percent: 30 });
  });
});

describe('proposal link: refusal', () => {
  it('records the reason, moves the proposal to rejeitada (client unchanged) and is idempotent', async () => {
    const { db, userId, clientId, proposalId, token } = await sentProposal();
    expect(await refuseProposal(db, token, { reason: 'Fora do orçamento' }, visitor())).toEqual({
      ok: true,
      data: { event: { kind: 'refused', proposalId } },
    });
    expect(await refuseProposal(db, token, { reason: 'de novo' }, visitor())).toEqual({ ok: true, data: { event: null } });
    const [row] = await db.select().from(proposals).where(eq(proposals.id, proposalId));
    expect(row.status).toBe('rejeitada');
    expect((await db.select().from(clients).where(eq(clients.id, clientId)))[0].status).toBe('proposta');
    const refusals = (await proposalHistory(db, userId, proposalId)).filter((e) => e.kind === 'refused');
    expect(refusals).toHaveLength(1);
    expect(refusals[0].detail).toBe('Fora do orçamento');
    const hash = await contentHash(userId, proposalId);
    expect(await acceptProposal(db, token, acceptance(hash), visitor())).toMatchObject({
      ok: false,
      message: 'publicProposal.alreadyRefused',
    });
    expect(await refuseProposal(db, token, { reason: 'x'.repeat(1001) }, visitor())).toMatchObject({
      ok: false,
      message: 'publicProposal.reasonTooLong',
    });
  });
});
