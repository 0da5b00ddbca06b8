import { describe, expect, it } from 'vitest';
import { sendProposalEmail } from '@/features/email/mailer';
import { catalogues } from '@/i18n/messages';
import { parseMessage } from '../../../support/mime';
import { firstLink, readOutbox } from '../../../support/outbox';
import { useSmtpServer } from '../../support/smtp-server';

const received = useSmtpServer();

describe('proposal e-mail over SMTP', () => {
  it('delivers the proposal link to the client with Reply-To set to the freelancer and the link in the text part', async () => {
    const url = 'http://localhost:3000/p/Zx8_token-123';
    await sendProposalEmail({
      kind: 'proposal-link',
      to: 'cliente@exemplo.com',
      locale: 'pt-BR',
      replyTo: 'joao@exemplo.com',
      professionalName: 'João Designer',
      clientName: 'Acme Ltda',
      title: 'Site <institucional>\r\nBcc: intruso@exemplo.com',
      url,
    });

    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const [message] = received;
    // Only the client is a recipient: nothing in the title became a Bcc.
    expect(message.to).toEqual(['cliente@exemplo.com']);
    const parsed = parseMessage(message.raw);
    expect(parsed.headers['reply-to']).toBe('joao@exemplo.com');
    expect(parsed.headers.bcc).toBeUndefined();
    expect(parsed.subject).toBe('João Designer enviou a proposta “Site <institucional> Bcc: intruso@exemplo.com”');
    expect(firstLink(parsed.text)).toBe(url);
    expect(parsed.text).toContain(`${catalogues['pt-BR'].email.proposalLink.button}: ${url}`);
    expect(parsed.html).toContain(`href="${url}"`);
    expect(parsed.html).toContain('Site &lt;institucional&gt;');
    expect(parsed.html).not.toContain('<institucional>');
    expect(readOutbox(process.env.DATA_DIR!)).toHaveLength(0);
  });
});
