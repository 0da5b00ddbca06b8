import { NextIntlClientProvider } from 'next-intl';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { UrlTabs } from '@/components/url-tabs';
import type { Locale } from '@/i18n/routing';
import { TIME_ZONE } from '@/lib/time-zone';

// The address the tabs live in: /app/settings with another parameter kept, and the tab it names.
let address = new URLSearchParams();
vi.mock('next/navigation', () => ({ useSearchParams: () => address }));
vi.mock('@/components/use-url-state', () => ({
  useUrlState: () => ({
    loading: false,
    navigate: () => {},
    replaceAddress: () => {},
    href: (change: Record<string, string | null>) => {
      const params = new URLSearchParams('cancelled=1');
      for (const [key, value] of Object.entries(change)) {
        if (value === null) params.delete(key);
        else params.set(key, value);
      }
      return `/app/settings?${params}`;
    },
  }),
}));

const TABS = [
  { value: 'profile', label: 'Perfil', content: 'painel do perfil' },
  { value: 'business', label: 'Empresa', content: 'painel da empresa' },
  { value: 'privacy', label: 'Privacidade', content: 'painel da privacidade' },
];

function render(value: string, locale: Locale = 'pt-BR', tabList: { value: string; label: string; content?: string }[] = TABS) {
  address = new URLSearchParams(value === 'profile' ? 'cancelled=1' : `cancelled=1&tab=${value}`);
  return renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      timeZone: TIME_ZONE,
      messages: { common: { loading: 'Carregando...' } },
      children: createElement(UrlTabs, { tabs: tabList, param: 'tab', label: 'Seções' }),
    }),
  );
}

/** Each tab's opening tag. */
const tabs = (html: string) => html.match(/<a [^>]*role="tab"[^>]*>/g) ?? [];

describe('UrlTabs', () => {
  it('is a labelled tab list whose tabs are links to their own address', () => {
    const html = render('business');
    expect(html).toMatch(/role="tablist"[^>]*aria-label="Seções"|aria-label="Seções"[^>]*role="tablist"/);
    const [profile, business, privacy] = tabs(html);
    expect(tabs(html)).toHaveLength(3);
    // The first tab is the address without the parameter; the others keep the rest of the query.
    expect(profile).toContain('href="/app/settings?cancelled=1"');
    expect(business).toContain('href="/app/settings?cancelled=1&amp;tab=business"');
    expect(privacy).toContain('href="/app/settings?cancelled=1&amp;tab=privacy"');
    // A link, not a button: no type attribute carried over from the trigger.
    for (const tab of tabs(html)) expect(tab).not.toMatch(/\btype=/);
  });

  it('selects the given tab and shows its panel; the list is one stop in the Tab order', () => {
    const html = render('business');
    const [profile, business] = tabs(html);
    expect(business).toContain('aria-selected="true"');
    expect(profile).toContain('aria-selected="false"');
    // Roving tabindex, already in the server's HTML: the selected tab is the list's one stop
    // (the arrows move between the tabs).
    expect(business).toContain('tabindex="0"');
    expect(profile).toContain('tabindex="-1"');
    expect(tabs(html).filter((tab) => tab.includes('tabindex="0"'))).toHaveLength(1);
    const controls = business.match(/aria-controls="([^"]+)"/)![1];
    expect(html).toMatch(new RegExp(`role="tabpanel"[^>]*id="${controls}"|id="${controls}"[^>]*role="tabpanel"`));
    expect(html).toContain('painel da empresa');
    expect(html).not.toContain('painel do perfil');
  });

  it('selects the tab the address names; none, or an unknown one, is the first', () => {
    expect(tabs(render('privacy'))[2]).toContain('aria-selected="true"');
    expect(tabs(render('profile'))[0]).toContain('aria-selected="true"');
    expect(tabs(render('nope'))[0]).toContain('aria-selected="true"');
  });

  it('shows the loading line in a tab whose content the server did not send', () => {
    const html = render('business', 'pt-BR', [TABS[0], { value: 'business', label: 'Empresa' }, TABS[2]]);
    expect(html).toMatch(/role="status"[^>]*>.*Carregando\.\.\./);
    expect(html).not.toContain('painel');
  });

  it('writes the language prefix of the other locales into the links (pt-BR has none)', () => {
    const [, business] = tabs(render('profile', 'en'));
    expect(business).toContain('href="/en/app/settings?cancelled=1&amp;tab=business"');
  });
});
