// The shell's texts (error boundaries, toaster) are a plain map so that no page loads next-intl's
// client runtime for them (issue 17): each must be the catalogue's text it copies.
import { describe, expect, it } from 'vitest';
import { errorDigest, SHELL_TEXTS } from '@/components/shell-texts';
import { catalogues } from '@/i18n/messages';
import { locales } from '@/i18n/routing';

describe('shell texts', () => {
  it.each(locales)('%s: the same texts as messages/%s.json', (locale) => {
    const catalogue = catalogues[locale];
    expect(SHELL_TEXTS[locale].errorPage).toEqual(catalogue.errorPage);
    expect(SHELL_TEXTS[locale].notifications).toBe(catalogue.common.notifications);
  });

  it('puts the digest into its place', () => {
    expect(errorDigest('pt-BR', 'abc123')).toBe('Código do erro: abc123');
    expect(errorDigest('de', 'x')).toBe('Fehlercode: x');
  });
});
