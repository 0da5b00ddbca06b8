// The Pix renewal reminder (issue 16): a monthly plan paid by Pix ends in three days; the button
// opens the plan's checkout for the next month by Pix.
import { createTranslator } from 'next-intl';
import { catalogues } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { TIME_ZONE } from '@/lib/time-zone';
import { layoutEmail, type RenderedEmail } from './layout';

export type PixRenewalEmail = {
  to: string;
  locale: Locale;
  planName: string;
  periodEnd: Date;
  /** The plan's checkout, paying the next month by Pix. */
  payUrl: string;
  settingsUrl: string;
};

export function renderPixRenewalEmail(input: PixRenewalEmail): RenderedEmail {
  const t = createTranslator({ locale: input.locale, messages: catalogues[input.locale], namespace: 'email.pixRenewal' });
  const date = new Intl.DateTimeFormat(input.locale, { dateStyle: 'long', timeZone: TIME_ZONE }).format(input.periodEnd);
  return layoutEmail(input.locale, {
    subject: t('subject', { plan: input.planName, date }),
    greeting: t('greeting'),
    headline: t('headline', { plan: input.planName, date }),
    body: [t('body')],
    action: { label: t('button'), url: input.payUrl },
    secondary: { label: t('settingsLabel'), url: input.settingsUrl },
    notes: [t('note')],
  });
}
