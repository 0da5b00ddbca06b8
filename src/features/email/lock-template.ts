// The notice an account's owner gets when failed sign-ins lock the account for browsers it does
// not know: when and from which addresses, a one-time sign-in link and a way to change the password.
import { createTranslator } from 'next-intl';
import { catalogues } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { layoutEmail, type RenderedEmail } from './layout';
import { TIME_ZONE } from '@/lib/time-zone';

export type LockNotice = {
  attempts: { at: Date; ipAddress: string | null }[];
  signInUrl: string;
  resetUrl: string;
};

export function renderLockEmail(locale: Locale, notice: LockNotice): RenderedEmail {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'email.locked' });
  // The owner's time zone: the product is for Brazilian freelancers; the e-mail says "Brasília time".
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone: TIME_ZONE });
  const lines = notice.attempts.map((a) =>
    t('attempt', { time: when.format(a.at), address: a.ipAddress ?? t('unknownAddress') }),
  );
  return layoutEmail(locale, {
    subject: t('subject'),
    greeting: t('greeting'),
    headline: t('headline', { count: notice.attempts.length }),
    body: [t('body'), [t('attemptsTitle'), ...lines].join('\n'), t('linkNote')],
    action: { label: t('button'), url: notice.signInUrl },
    secondary: { label: t('resetLabel'), url: notice.resetUrl },
    notes: [t('ignore')],
  });
}
