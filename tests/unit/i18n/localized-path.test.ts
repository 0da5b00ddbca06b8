import { describe, expect, it } from 'vitest';
import { localizedPath } from '@/i18n/localized-path';

describe('localizedPath', () => {
  it('keeps pt-BR paths unprefixed and prefixes the others, without a trailing slash on the home page', () => {
    expect(localizedPath('/', 'pt-BR')).toBe('/');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/termos', 'de')).toBe('/de/termos');
    expect(localizedPath('/auth/login?verified=1', 'es')).toBe('/es/auth/login?verified=1');
  });
});
