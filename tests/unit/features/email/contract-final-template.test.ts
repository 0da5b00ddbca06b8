import { describe, expect, it } from 'vitest';
import { renderContractFinalEmail } from '@/features/email/contract-final-template';
import { catalogues } from '@/i18n/messages';
import { locales } from '@/i18n/routing';

const base = {
  to: 'cliente@exemplo.com',
  recipientName: 'João <b>Müller</b>',
  title: 'Site\r\nBcc: x@y.z <script>alert(1)</script>',
  pdfSha256: 'ab'.repeat(32),
  verifyUrl: 'https://app.valora.com.br/verificar',
  pdf: { fileName: 'contrato.pdf', bytes: Buffer.from('%PDF') },
};

describe('renderContractFinalEmail', () => {
  it.each(locales)('in %s: a one-line subject, the hash, the verification link, user input escaped', (locale) => {
    const mail = renderContractFinalEmail({ ...base, locale });
    const words = catalogues[locale].email.contractFinal;
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.startsWith(words.subject.split('{title}')[0])).toBe(true);
    expect(mail.text).toContain('ab'.repeat(32));
    expect(mail.text).toContain('https://app.valora.com.br/verificar');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Müller');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
