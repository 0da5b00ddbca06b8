import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sendAuthEmail, sendProposalEmail } from '@/features/email/mailer';
import { readOutbox, waitForMail } from '../../../support/outbox';

// No SMTP_URL (the integration setup blanks it): each e-mail becomes DATA_DIR/outbox/*.eml.
const dataDir = () => process.env.DATA_DIR!;
const appUrl = 'http://localhost:3000/app/proposals/7';

describe('proposal e-mails without SMTP', () => {
  it('writes the client’s e-mail to the outbox with its kind in the file name, Reply-To and the link', async () => {
    const url = 'http://localhost:3000/en/p/tok_outbox';
    await sendProposalEmail({
      kind: 'proposal-link',
      to: 'client@example.com',
      locale: 'en',
      replyTo: 'freelancer@example.com',
      professionalName: 'Ana Dev',
      clientName: 'Globex',
      title: 'Mobile app',
      url,
    });
    const { file, mail, link } = await waitForMail(dataDir(), { to: 'client@example.com', kind: 'proposal-link' });
    expect(file).toMatch(/^\d+-[0-9a-f]{6}-proposal-link-client@example\.com\.eml$/);
    expect(fs.statSync(path.join(dataDir(), 'outbox', file)).mode & 0o777).toBe(0o600);
    expect(mail.headers['reply-to']).toBe('freelancer@example.com');
    expect(mail.subject).toBe('Ana Dev sent you the proposal “Mobile app”');
    expect(link).toBe(url);
  });

  it('writes each notice to the freelancer under its own kind, so the outbox filter tells them apart', async () => {
    const to = 'notices@example.com';
    const common = { to, locale: 'pt-BR' as const, clientName: 'Globex', title: 'App', url: appUrl };
    await sendProposalEmail({ kind: 'proposal-viewed', ...common });
    await sendProposalEmail({ kind: 'proposal-accepted', ...common, signerName: 'Hank Scorpio' });
    await sendProposalEmail({ kind: 'proposal-refused', ...common, reason: 'Prazo curto\nValor alto' });

    const viewed = await waitForMail(dataDir(), { to, kind: 'proposal-viewed' });
    expect(viewed.mail.subject).toBe('Globex abriu a proposta “App”');
    const accepted = await waitForMail(dataDir(), { to, kind: 'proposal-accepted' });
    expect(accepted.mail.subject).toBe('Hank Scorpio aceitou a proposta “App”');
    const refused = await waitForMail(dataDir(), { to, kind: 'proposal-refused' });
    expect(refused.mail.subject).toBe('Globex recusou a proposta “App”');
    expect(refused.mail.text).toContain('Motivo: Prazo curto\nValor alto');
    expect(refused.mail.html).toContain('Motivo: Prazo curto<br>Valor alto');
    for (const { link, mail } of [viewed, accepted, refused]) {
      expect(link).toBe(appUrl);
      // The notices go to the freelancer; no Reply-To (that is for the client's e-mail).
      expect(mail.headers['reply-to']).toBeUndefined();
    }
    expect(readOutbox(dataDir(), { to })).toHaveLength(3);
  });

  it('leaves out a Reply-To that is not one address, and refuses a recipient that is not one address', async () => {
    const base = {
      kind: 'proposal-link',
      locale: 'pt-BR',
      professionalName: 'P',
      clientName: 'C',
      title: 'T',
      url: appUrl,
    } as const;
    await sendProposalEmail({ ...base, to: 'semreply@example.com', replyTo: 'a@example.com, b@example.com' });
    const { mail } = await waitForMail(dataDir(), { to: 'semreply@example.com', kind: 'proposal-link' });
    expect(mail.headers['reply-to']).toBeUndefined();

    await expect(sendProposalEmail({ ...base, to: 'x@example.com, y@example.com' })).rejects.toThrow(/not one e-mail address/);
    await expect(sendProposalEmail({ ...base, to: '' })).rejects.toThrow(/not one e-mail address/);
  });

  it('keeps the account e-mails in the same outbox under their own kinds', async () => {
    await sendAuthEmail({ to: 'conta@example.com', locale: 'pt-BR', kind: 'reset', url: 'http://localhost:3000/reset?t=1' });
    const { file, link } = await waitForMail(dataDir(), { to: 'conta@example.com', kind: 'reset' });
    expect(file).toMatch(/-reset-conta@example\.com\.eml$/);
    expect(link).toBe('http://localhost:3000/reset?t=1');
    expect(readOutbox(dataDir(), { to: 'conta@example.com', kind: 'proposal-link' })).toHaveLength(0);
  });
});
