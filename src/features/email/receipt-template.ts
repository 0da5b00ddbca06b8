// The e-mail that carries a recibo's PDF to the client. Names are user input: made one line here,
// escaped by the layout.
import { createTranslator } from 'next-intl';
import { catalogues } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { formatBRL } from '@/lib/money';
import { layoutEmail, type RenderedEmail } from './layout';
import { oneLine } from './proposal-templates';

export type ReceiptEmail = {
  to: string;
  locale: Locale;
  replyTo: string | null;
  payerName: string;
  payeeName: string;
  number: number;
  amountCents: number;
  pdf: { fileName: string; bytes: Buffer };
};

export function renderReceiptEmail(input: ReceiptEmail, appUrl: string): RenderedEmail {
  const t = createTranslator({ locale: input.locale, messages: catalogues[input.locale], namespace: 'email.receipt' });
  const payer = oneLine(input.payerName);
  const payee = oneLine(input.payeeName);
  const amount = formatBRL(input.amountCents, input.locale);
  return layoutEmail(input.locale, {
    subject: t('subject', { number: input.number, payee }),
    greeting: payer ? t('greetingNamed', { name: payer }) : t('greeting'),
    headline: t('headline', { amount, payee }),
    body: [t('body', { number: input.number })],
    action: { label: t('button'), url: appUrl },
    notes: [t('note')],
  });
}
