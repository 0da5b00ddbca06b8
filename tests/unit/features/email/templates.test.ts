import { describe, expect, it } from 'vitest';
import { renderEmail } from '@/features/email/templates';
import { catalogues } from '@/i18n/messages';
import { locales } from '@/i18n/routing';

describe('renderEmail', () => {
  it.each(locales)('renders every e-mail in %s with a text and an HTML part carrying the link', (locale) => {
    for (const kind of ['verify', 'reset', 'existing'] as const) {
      const url = 'https://app.valora.com.br/api/auth/verify-email?token=a&callbackURL=%2F';
      const mail = renderEmail(locale, kind, url);
      expect(mail.subject).toBe(catalogues[locale].email[kind].subject);
      expect(mail.text).toContain(catalogues[locale].email[kind].body);
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(`lang="${locale}"`);
      expect(mail.html).toContain('href="https://app.valora.com.br/api/auth/verify-email?token=a&amp;callbackURL=%2F"');
    }
  });

  it('escapes the link in HTML', () => {
    const mail = renderEmail('pt-BR', 'reset', 'https://x.test/?a="><script>alert(1)</script>');
    expect(mail.html).not.toContain('<script>alert(1)</script>');
    expect(mail.html).toContain('&quot;&gt;&lt;script&gt;');
  });
});
