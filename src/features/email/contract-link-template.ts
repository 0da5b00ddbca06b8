// The contract e-mail to the freelancer's client: the link to read and sign the contract, in the
// CONTRACT's language (chosen per contract, not the freelancer's interface language). Names and
// titles are user input: made one line here and escaped by the layout.
import { createTranslator } from 'next-intl';
import { catalogues } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { layoutEmail, type RenderedEmail } from './layout';
import { oneLine } from './proposal-templates';

export type ContractLinkEmail = {
  to: string;
  locale: Locale;
  /** The freelancer's own address, so the client's answer reaches them. */
  replyTo?: string | null;
  professionalName: string;
  clientName: string;
  title: string;
  /** The public signing page. */
  url: string;
};

export function renderContractLinkEmail(input: ContractLinkEmail): RenderedEmail {
  const t = createTranslator({ locale: input.locale, messages: catalogues[input.locale], namespace: 'email.contractLink' });
  const v = {
    professionalName: oneLine(input.professionalName),
    clientName: oneLine(input.clientName),
    title: oneLine(input.title),
  };
  return layoutEmail(input.locale, {
    subject: t('subject', v),
    greeting: t('greeting', v),
    headline: t('headline', v),
    body: [t('body')],
    action: { label: t('button'), url: input.url },
    buttonFallback: t('buttonFallback'),
    notes: [...(input.replyTo ? [t('reply', v)] : []), t('notice', v)],
  });
}
