import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { proposalEvents, proposals } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { createClient } from '@/features/clients/mutations';
import { emailLinkToClient, notifyOwner } from '@/features/proposal-link/notifications';
import { shareToken } from '@/lib/share-token';
import { createProposal } from '@/features/proposals/mutations';
import { createService } from '@/features/services/mutations';
import { readOutbox, waitForMail } from '../../../support/outbox';

// No SMTP_URL in the integration set-up: the e-mails land in DATA_DIR/outbox.
const dataDir = () => process.env.DATA_DIR!;
let n = 0;

async function sent(clientEmail: string | null) {
  const db = getDb();
  const owner = `dono${++n}-${Date.now()}@exemplo.com`;
  const userId = await createVerifiedUser(db, { email: owner, password: 'senha-forte-123' });
  const client = await createClient(db, userId, { name: 'Cliente Notificado', email: clientEmail ?? '', status: 'novo' });
  const service = await createService(db, userId, { name: 'Logo', baseHours: '4', complexity: 1, active: true });
  if (!client.ok || !service.ok) throw new Error('setup');
  const created = await createProposal(db, userId, {
    clientId: client.data.id,
    title: 'Identidade visual',
    description: '',
    validUntil: '2099-12-31',
    status: 'enviada',
    lines: [{ serviceId: service.data.id, price: '800,00' }],
  });
  if (!created.ok) throw new Error('setup');
  const [row] = await db.select().from(proposals).where(eq(proposals.id, created.data.id));
  return { db, owner, userId, proposalId: row.id, token: shareToken({ shareId: row.shareId!, shareSecret: row.shareSecret! }) };
}

describe('proposal link e-mails', () => {
  it('e-mails the link to the client (reply to the freelancer) and notes it in the history', async () => {
    const { db, owner, userId, proposalId, token } = await sent('cliente.notificado@exemplo.com');
    expect(await emailLinkToClient(db, userId, proposalId)).toEqual({
      ok: true,
      data: { email: 'cliente.notificado@exemplo.com' },
    });
    const { mail, link } = await waitForMail(dataDir(), { to: 'cliente.notificado@exemplo.com', kind: 'proposal-link' });
    expect(link!.endsWith(`/p/${token}`)).toBe(true);
    expect(mail.headers['reply-to']).toBe(owner);
    expect(mail.subject).toContain('Identidade visual');
    const events = await db.select().from(proposalEvents).where(eq(proposalEvents.proposalId, proposalId));
    expect(events.map((e) => [e.kind, e.detail])).toContainEqual(['emailed', 'cliente.notificado@exemplo.com']);
  });

  it('says what is missing instead of sending: no client e-mail, someone else’s proposal', async () => {
    const { db, userId, proposalId } = await sent(null);
    expect(await emailLinkToClient(db, userId, proposalId)).toEqual({ ok: false, message: 'proposals.noClientEmail' });
    const other = await sent('outro@exemplo.com');
    expect(await emailLinkToClient(db, other.userId, proposalId)).toEqual({ ok: false, message: 'proposals.notFound' });
  });

  it('tells the freelancer about the first view, the acceptance and the refusal, with a link to the proposal', async () => {
    const { db, owner, userId, proposalId } = await sent('c@exemplo.com');
    await notifyOwner(db, { kind: 'viewed', proposalId });
    const viewed = await waitForMail(dataDir(), { to: owner, kind: 'proposal-viewed' });
    expect(viewed.mail.subject).toBe('Cliente Notificado abriu a proposta “Identidade visual”');
    expect(viewed.link).toMatch(new RegExp(`/app/proposals/${proposalId}$`));

    await db.insert(proposalEvents).values({ proposalId, userId, kind: 'refused', detail: 'Valor acima do previsto' });
    await notifyOwner(db, { kind: 'refused', proposalId });
    const refused = await waitForMail(dataDir(), { to: owner, kind: 'proposal-refused' });
    expect(refused.mail.text).toContain('Valor acima do previsto');
    expect(readOutbox(dataDir(), { to: owner }).length).toBe(2);
  });

  it('tells the freelancer, in their language, when a visitor’s wrong CPF/CNPJ tries are blocked', async () => {
    const { db, owner, proposalId } = await sent('d@exemplo.com');
    await notifyOwner(db, { kind: 'triesBlocked', proposalId });
    const blocked = await waitForMail(dataDir(), { to: owner, kind: 'proposal-tries-blocked' });
    expect(blocked.mail.subject).toBe('Tentativas bloqueadas no link da proposta “Identidade visual”');
    expect(blocked.mail.text).toContain('Só ele é bloqueado: Cliente Notificado');
    expect(blocked.link).toMatch(new RegExp(`/app/proposals/${proposalId}$`));
  });
});
