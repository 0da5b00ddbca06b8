// The e-mail that carries a contract's final PDF to each party once both signed, in the contract's
// language. The title and names are user input: made one line here, escaped by the layout.
import { createTranslator } from 'next-intl';
import { catalogues } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { layoutEmail, type RenderedEmail } from './layout';
import { oneLine } from './proposal-templates';

export type ContractFinalEmail = {
  to: string;
  locale: Locale;
  recipientName: string;
  title: string;
  /** SHA-256 of the attached PDF's bytes. */
  pdfSha256: string;
  /** The public verification page. */
  verifyUrl: string;
  pdf: { fileName: string; bytes: Buffer };
};

export function renderContractFinalEmail(input: ContractFinalEmail): RenderedEmail {
  const t = createTranslator({ locale: input.locale, messages: catalogues[input.locale], namespace: 'email.contractFinal' });
  const title = oneLine(input.title);
  const name = oneLine(input.recipientName);
  return layoutEmail(input.locale, {
    subject: t('subject', { title }),
    greeting: name ? t('greetingNamed', { name }) : t('greeting'),
    headline: t('headline', { title }),
    body: [t('body'), t('hash', { hash: input.pdfSha256 })],
    action: { label: t('button'), url: input.verifyUrl },
    notes: [t('note')],
  });
}
