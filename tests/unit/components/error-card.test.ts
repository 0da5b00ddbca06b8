import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCard } from '@/components/error-card';
import { catalogues } from '@/i18n/messages';
import { locales, type Locale } from '@/i18n/routing';

// The card's retry asks the router to render the segment again; outside Next.js there is none.
// Its language is the address's [locale] (no NextIntlClientProvider: every page loads it, issue 17).
const params: { locale?: string } = {};
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {} }), useParams: () => params }));

function render(locale: Locale, home: 'site' | 'dashboard', digest?: string) {
  params.locale = locale;
  const error = Object.assign(new Error('boom'), digest ? { digest } : {});
  return renderToStaticMarkup(createElement(ErrorCard, { error, reset: () => {}, home }));
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('ErrorCard', () => {
  it.each(locales)('%s: the title, the explanation and both ways back in the page language', (locale) => {
    const t = catalogues[locale].errorPage;
    const html = render(locale, 'site');
    expect(html).toContain('role="alert"');
    for (const value of [t.title, t.body, t.retry, t.home])
      expect(text(html)).toContain(value.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    expect(text(html)).toContain('Valora');
  });

  it('leads to the home page or the dashboard of the same language (pt-BR has no prefix)', () => {
    expect(render('pt-BR', 'site')).toContain('href="/"');
    expect(render('pt-BR', 'dashboard')).toContain('href="/app/dashboard"');
    expect(render('de', 'site')).toContain('href="/de"');
    expect(render('en', 'dashboard')).toContain('href="/en/app/dashboard"');
    expect(text(render('es', 'dashboard'))).toContain(catalogues.es.errorPage.dashboard);
  });

  it('takes the language it is given where the address has no [locale] (the last boundary), else pt-BR', () => {
    params.locale = undefined;
    const error = new Error('boom');
    expect(text(renderToStaticMarkup(createElement(ErrorCard, { error, reset: () => {}, home: 'site', locale: 'de' })))).toContain(
      catalogues.de.errorPage.title,
    );
    expect(text(renderToStaticMarkup(createElement(ErrorCard, { error, reset: () => {}, home: 'site' })))).toContain(
      catalogues['pt-BR'].errorPage.title,
    );
  });

  it('shows the digest the server logged the failure under, and nothing when there is none', () => {
    expect(text(render('pt-BR', 'site', '1234567890'))).toContain('Código do erro: 1234567890');
    expect(render('en', 'site')).not.toContain('data-testid="error-digest"');
  });
});
