// The account e-mails (confirm the address, reset the password, sign-up with a known address),
// translated, in the shared layout.
import { createTranslator } from 'next-intl';
import { catalogues } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { layoutEmail, type RenderedEmail } from './layout';

export type { RenderedEmail } from './layout';
export type EmailKind = 'verify' | 'reset' | 'existing';

export function renderEmail(locale: Locale, kind: EmailKind, url: string): RenderedEmail {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'email' });
  return layoutEmail(locale, {
    subject: t(`${kind}.subject`),
    greeting: t(`${kind}.greeting`),
    body: [t(`${kind}.body`)],
    action: { label: t(`${kind}.button`), url },
    notes: [t(`${kind}.ignore`)],
  });
}
