import { describe, expect, it } from 'vitest';
import { catalogues } from '@/i18n/messages';
import { parseMessage } from '../../../support/mime';
import { readOutbox } from '../../../support/outbox';
import { authPost } from '../../support/auth-client';
import { useSmtpServer } from '../../support/smtp-server';

// A real SMTP server on loopback: the app must speak SMTP to it when SMTP_URL is set.
const received = useSmtpServer();

describe('e-mail over SMTP', () => {
  it('sends the verification e-mail through SMTP_URL, translated, with text and HTML parts', async () => {
    const res = await authPost(
      '/sign-up/email',
      { email: 'smtp@exemplo.com', password: 'cavalo-bateria-grampo', name: 'smtp' },
      { headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' } },
    );
    expect(res.status).toBe(200);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const [message] = received;
    expect(message.to).toEqual(['smtp@exemplo.com']);
    const parsed = parseMessage(message.raw);
    expect(parsed.subject).toBe(catalogues.es.email.verify.subject);
    expect(parsed.text).toContain(catalogues.es.email.verify.body);
    expect(parsed.text).toMatch(/\/api\/auth\/verify-email\?token=/);
    expect(parsed.html).toContain(catalogues.es.email.verify.button);
    expect(parsed.html).toContain('lang="es"');
    // Nothing went to the local outbox.
    expect(readOutbox(process.env.DATA_DIR!)).toHaveLength(0);
  });
});
