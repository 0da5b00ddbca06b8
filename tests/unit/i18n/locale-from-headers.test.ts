import { describe, expect, it } from 'vitest';
import { localeFromHeaders } from '@/i18n/locale-from-headers';

describe('localeFromHeaders', () => {
  it('prefers the saved choice, then the browser, then pt-BR', () => {
    expect(localeFromHeaders(new Headers({ cookie: 'a=1; NEXT_LOCALE=es', 'accept-language': 'de' }))).toBe('es');
    expect(localeFromHeaders(new Headers({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.8' }))).toBe('de');
    expect(localeFromHeaders(new Headers({ 'accept-language': 'pt-PT,pt;q=0.9' }))).toBe('pt-BR');
    expect(localeFromHeaders(new Headers({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' }))).toBe('en');
    expect(localeFromHeaders(new Headers({ 'accept-language': 'fr-FR' }))).toBe('pt-BR');
    expect(localeFromHeaders(new Headers({ cookie: 'NEXT_LOCALE=xx' }))).toBe('pt-BR');
    expect(localeFromHeaders(undefined)).toBe('pt-BR');
  });
});
