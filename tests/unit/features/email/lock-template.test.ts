import { describe, expect, it } from 'vitest';
import { renderLockEmail } from '@/features/email/lock-template';
import { catalogues } from '@/i18n/messages';
import { locales } from '@/i18n/routing';

const notice = {
  // 03:12:09 UTC is 00:12:09 in São Paulo (UTC-3).
  attempts: [
    { at: new Date('2026-11-25T03:12:09Z'), ipAddress: '203.0.113.7' },
    { at: new Date('2026-11-25T03:13:40Z'), ipAddress: null },
  ],
  signInUrl: 'https://app.valora.com.br/api/auth/magic-link/verify?token=abc&callbackURL=%2Fapp%2Fdashboard',
  resetUrl: 'https://app.valora.com.br/api/auth/reset-password/xyz?callbackURL=%2Fauth%2Freset-password',
};

describe('renderLockEmail', () => {
  it.each(locales)('in %s: subject, each attempt with its time and address, both links', (locale) => {
    const words = catalogues[locale].email.locked;
    const mail = renderLockEmail(locale, notice);
    expect(mail.subject).toBe(words.subject);
    expect(mail.text).toMatch(/(^|\D)(00?|12):12:09/); // 00:12:09, 0:12:09 or 12:12:09 AM
    expect(mail.text).not.toContain('3:12:09'); // never UTC
    expect(mail.text).toContain('203.0.113.7');
    expect(mail.text).toContain(words.unknownAddress);
    expect(mail.text).toContain(`${words.button}: ${notice.signInUrl}`);
    expect(mail.text).toContain(`${words.resetLabel}: ${notice.resetUrl}`);
    expect(mail.html).toContain(
      'href="https://app.valora.com.br/api/auth/reset-password/xyz?callbackURL=%2Fauth%2Freset-password"',
    );
    expect(mail.html).toContain(`lang="${locale}"`);
  });

  it('shows the date in the owner time zone and the language format', () => {
    expect(renderLockEmail('pt-BR', notice).text).toContain('25/11/2026');
    expect(renderLockEmail('en', notice).text).toMatch(/11\/25\/26/);
  });
});
