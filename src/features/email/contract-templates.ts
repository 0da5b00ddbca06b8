// The e-mails of signing a contract: the 6-digit code to the client, the notices the freelancer gets
// when the client opens, signs or refuses it, and the word to both parties once both have signed.
// Each is written in its recipient's language: the client's in the contract's own language, the
// freelancer's in their interface language. Names, titles and the reason are user input: cleaned
// here, escaped by the layout.
import { createTranslator } from 'next-intl';
import { catalogues } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { layoutEmail, type EmailContent, type RenderedEmail } from './layout';
import { cleanReason, oneLine } from './proposal-templates';

type Common = { to: string; locale: Locale; title: string; url: string };

export type ContractEmail =
  | (Common & {
      kind: 'contract-code';
      code: string;
      professionalName: string;
      /** How long the code is valid. */
      minutes: number;
    })
  | (Common & { kind: 'contract-viewed'; clientName: string })
  | (Common & { kind: 'contract-signed'; clientName: string; signerName: string })
  | (Common & { kind: 'contract-refused'; clientName: string; reason: string | null })
  | (Common & {
      kind: 'contract-completed';
      /** Who reads it: the client (formal address, the signing link) or the freelancer (the app). */
      recipient: 'client' | 'professional';
      /** The other party's name. */
      otherName: string;
    });

export type ContractEmailKind = ContractEmail['kind'];

function content(input: ContractEmail): EmailContent {
  const t = createTranslator({ locale: input.locale, messages: catalogues[input.locale], namespace: 'email' });
  const title = oneLine(input.title);
  const action = (label: string) => ({ label, url: input.url });
  switch (input.kind) {
    case 'contract-code': {
      const v = { title, professionalName: oneLine(input.professionalName), minutes: input.minutes };
      return {
        subject: t('contractCode.subject', { code: input.code }),
        greeting: t('contractCode.greeting'),
        headline: t('contractCode.headline', { code: input.code }),
        body: [t('contractCode.body', v)],
        action: action(t('contractCode.button')),
        buttonFallback: t('contractCode.buttonFallback'),
        notes: [t('contractCode.notice', v)],
      };
    }
    case 'contract-viewed': {
      const v = { clientName: oneLine(input.clientName), title };
      return {
        subject: t('contractViewed.subject', v),
        greeting: t('contractViewed.greeting'),
        headline: t('contractViewed.headline', v),
        body: [t('contractViewed.body')],
        action: action(t('contractViewed.button')),
        notes: [t('contractNotice')],
      };
    }
    case 'contract-signed': {
      const v = { clientName: oneLine(input.clientName), signerName: oneLine(input.signerName), title };
      return {
        subject: t('contractSigned.subject', v),
        greeting: t('contractSigned.greeting'),
        headline: t('contractSigned.headline', v),
        body: [t('contractSigned.body')],
        action: action(t('contractSigned.button')),
        notes: [t('contractNotice')],
      };
    }
    case 'contract-refused': {
      const v = { clientName: oneLine(input.clientName), title };
      const reason = cleanReason(input.reason);
      return {
        subject: t('contractRefused.subject', v),
        greeting: t('contractRefused.greeting'),
        headline: t('contractRefused.headline', v),
        body: [t('contractRefused.body'), ...(reason ? [t('contractRefused.reason', { reason })] : [])],
        action: action(t('contractRefused.button')),
        notes: [t('contractNotice')],
      };
    }
    case 'contract-completed': {
      const v = { otherName: oneLine(input.otherName), title };
      if (input.recipient === 'client')
        return {
          subject: t('contractCompletedClient.subject', v),
          greeting: t('contractCompletedClient.greeting'),
          headline: t('contractCompletedClient.headline', v),
          body: [t('contractCompletedClient.body', v)],
          action: action(t('contractCompletedClient.button')),
          buttonFallback: t('contractCode.buttonFallback'),
          notes: [t('contractCompletedClient.notice', v)],
        };
      return {
        subject: t('contractCompleted.subject', v),
        greeting: t('contractCompleted.greeting'),
        headline: t('contractCompleted.headline', v),
        body: [t('contractCompleted.body', v)],
        action: action(t('contractCompleted.button')),
        notes: [t('contractNotice')],
      };
    }
  }
}

export function renderContractEmail(input: ContractEmail): RenderedEmail {
  return layoutEmail(input.locale, content(input));
}
