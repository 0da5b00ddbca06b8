import { describe, expect, it } from 'vitest';
import { getPathname } from '@/i18n/navigation';
import { localizedPath, sectionPrefetch, unlocalizedPath } from '@/i18n/localized-path';
import { locales } from '@/i18n/routing';

const PATHS = ['/', '/termos', '/auth/login', '/app/dashboard', '/checkout/pleno', '/pay/erro'];

describe('localizedPath', () => {
  it('keeps pt-BR paths unprefixed and prefixes the others, without a trailing slash on the home page', () => {
    expect(localizedPath('/', 'pt-BR')).toBe('/');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/termos', 'de')).toBe('/de/termos');
    expect(localizedPath('/auth/login?verified=1', 'es')).toBe('/es/auth/login?verified=1');
  });

  // The public pages build their links without next-intl's navigation runtime (issue 17).
  it.each(locales)('%s: the address next-intl gives', (locale) => {
    for (const pathname of PATHS) {
      expect(localizedPath(pathname, locale)).toBe(getPathname({ href: pathname, locale }));
      // next-intl's Link puts the hash after the path getPathname gives (getPathname drops it).
      expect(localizedPath({ pathname, hash: 'precos' }, locale)).toBe(`${getPathname({ href: pathname, locale })}#precos`);
    }
  });

  it('puts a hash after the localized path', () => {
    expect(localizedPath({ pathname: '/', hash: 'faq' }, 'de')).toBe('/de#faq');
    expect(localizedPath({ pathname: '/', hash: 'faq' }, 'pt-BR')).toBe('/#faq');
    expect(localizedPath({ pathname: '/' }, 'en')).toBe('/en');
  });
});

describe('unlocalizedPath', () => {
  it('removes a locale prefix, internal /pt-BR included', () => {
    expect(unlocalizedPath('/en/termos')).toBe('/termos');
    expect(unlocalizedPath('/en')).toBe('/');
    expect(unlocalizedPath('/pt-BR')).toBe('/');
    expect(unlocalizedPath('/pt-BR/suporte')).toBe('/suporte');
    expect(unlocalizedPath('/termos')).toBe('/termos');
    expect(unlocalizedPath('/')).toBe('/');
    expect(unlocalizedPath('/english')).toBe('/english');
  });
});

describe('sectionPrefetch', () => {
  it('turns prefetch off for a link to a section, in either form, and leaves other links to next/link', () => {
    expect(sectionPrefetch({ pathname: '/', hash: 'precos' })).toBe(false);
    expect(sectionPrefetch('/app/dashboard#metas')).toBe(false);
    expect(sectionPrefetch('/en#faq')).toBe(false);
    expect(sectionPrefetch('/')).toBeUndefined();
    expect(sectionPrefetch({ pathname: '/termos' })).toBeUndefined();
  });

  it('an explicit prefetch wins', () => {
    expect(sectionPrefetch({ pathname: '/', hash: 'precos' }, true)).toBe(true);
    expect(sectionPrefetch('/', false)).toBe(false);
  });
});
