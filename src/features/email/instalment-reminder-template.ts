// The reminder to the client of an instalment due today, or 3 days late: the amount, the due date
// and the link to the proposal's page, where its Pix is. Names are user input: made one line here,
// escaped by the layout.
import { createTranslator } from 'next-intl';
import { catalogues } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { formatBRL } from '@/lib/money';
import { layoutEmail, type RenderedEmail } from './layout';
import { oneLine } from './proposal-templates';

export type InstalmentReminderEmail = {
  to: string;
  locale: Locale;
  replyTo: string | null;
  kind: 'due' | 'late';
  clientName: string;
  professionalName: string;
  title: string;
  number: number;
  amountCents: number;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  url: string;
};

export function renderInstalmentReminderEmail(input: InstalmentReminderEmail): RenderedEmail {
  const t = createTranslator({ locale: input.locale, messages: catalogues[input.locale], namespace: 'email.instalmentReminder' });
  const [y, m, d] = input.dueDate.split('-').map(Number);
  const date = new Intl.DateTimeFormat(input.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
  const amount = formatBRL(input.amountCents, input.locale);
  const client = oneLine(input.clientName);
  const values = {
    number: input.number,
    title: oneLine(input.title),
    amount,
    date,
    professional: oneLine(input.professionalName),
  };
  return layoutEmail(input.locale, {
    subject: input.kind === 'due' ? t('subjectDue', values) : t('subjectLate', values),
    greeting: client ? t('greetingNamed', { name: client }) : t('greeting'),
    headline: input.kind === 'due' ? t('headlineDue', values) : t('headlineLate', values),
    body: [t('body', values)],
    action: { label: t('button'), url: input.url },
    notes: [t('note', values)],
  });
}
