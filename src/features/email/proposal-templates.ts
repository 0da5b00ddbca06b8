// The proposal e-mails: the link and the automatic reminders sent to the freelancer's client (in the
// proposal's language), and the notices the freelancer gets (in theirs) when that client opens,
// accepts or refuses it. Names, titles and the refusal reason are user input (the reason from a
// public page): they are cleaned here and escaped by the layout.
import { createTranslator } from 'next-intl';
import { catalogues } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { layoutEmail, type EmailContent, type RenderedEmail } from './layout';

export type ProposalEmail =
  | {
      kind: 'proposal-link';
      to: string;
      locale: Locale;
      /** The freelancer's own address, so the client's answer reaches them. */
      replyTo?: string | null;
      professionalName: string;
      clientName: string;
      title: string;
      /** The public proposal page. */
      url: string;
    }
  | {
      /** An automatic reminder to the client (lib/proposal-follow-up.ts), in the proposal's language. */
      kind: 'proposal-reminder';
      to: string;
      locale: Locale;
      replyTo?: string | null;
      rule: 'notViewed' | 'noAnswer' | 'expiring';
      professionalName: string;
      clientName: string;
      title: string;
      /** The last valid day, already formatted in the e-mail's language. */
      validUntil: string;
      url: string;
    }
  | { kind: 'proposal-viewed'; to: string; locale: Locale; clientName: string; title: string; url: string }
  | { kind: 'proposal-tries-blocked'; to: string; locale: Locale; clientName: string; title: string; url: string }
  | { kind: 'proposal-accepted'; to: string; locale: Locale; clientName: string; title: string; url: string; signerName: string }
  | {
      kind: 'proposal-refused';
      to: string;
      locale: Locale;
      clientName: string;
      title: string;
      url: string;
      reason: string | null;
    };

export type ProposalEmailKind = ProposalEmail['kind'];

export const REFUSAL_REASON_MAX = 1000;

// Control characters, Unicode line/paragraph separators and the bidi overrides/isolates (which
// can make a subject read differently from what it says).
const UNSAFE_IN_LINE = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]+/gu;

/** A name or title fit for a subject line: one line, no control characters. */
export function oneLine(value: string): string {
  return value.replace(UNSAFE_IN_LINE, ' ').replace(/\s+/g, ' ').trim();
}

/** The refusal reason: at most REFUSAL_REASON_MAX characters, line breaks kept, nothing else invisible. */
export function cleanReason(value: string | null): string | null {
  if (value === null) return null;
  const lines = value.split(/\r\n|\r|\n/).map((l) => l.replace(UNSAFE_IN_LINE, ' ').trimEnd());
  const text = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  // Cut by code points, so a cut never splits an emoji's surrogate pair.
  const capped = Array.from(text).slice(0, REFUSAL_REASON_MAX).join('').trimEnd();
  return capped || null;
}

function content(input: ProposalEmail): EmailContent {
  const t = createTranslator({ locale: input.locale, messages: catalogues[input.locale], namespace: 'email' });
  const clientName = oneLine(input.clientName);
  const title = oneLine(input.title);
  const action = (label: string) => ({ label, url: input.url });
  switch (input.kind) {
    case 'proposal-link': {
      const professionalName = oneLine(input.professionalName);
      const v = { professionalName, clientName, title };
      return {
        subject: t('proposalLink.subject', v),
        greeting: t('proposalLink.greeting', v),
        headline: t('proposalLink.headline', v),
        body: [t('proposalLink.body')],
        action: action(t('proposalLink.button')),
        // The client is addressed formally in es/de; the shared fallback line speaks to a user.
        buttonFallback: t('proposalLink.buttonFallback'),
        notes: [...(input.replyTo ? [t('proposalLink.reply', v)] : []), t('proposalLink.notice', v)],
      };
    }
    case 'proposal-reminder': {
      const professionalName = oneLine(input.professionalName);
      const v = { professionalName, clientName, title, validUntil: input.validUntil };
      return {
        subject: t(`proposalReminder.${input.rule}.subject`, v),
        greeting: t('proposalLink.greeting', v),
        headline: t(`proposalReminder.${input.rule}.headline`, v),
        body: [t(`proposalReminder.${input.rule}.body`, v)],
        action: action(t('proposalLink.button')),
        buttonFallback: t('proposalLink.buttonFallback'),
        notes: [...(input.replyTo ? [t('proposalLink.reply', v)] : []), t('proposalReminder.notice', v)],
      };
    }
    case 'proposal-viewed':
      return {
        subject: t('proposalViewed.subject', { clientName, title }),
        greeting: t('proposalViewed.greeting'),
        headline: t('proposalViewed.headline', { clientName, title }),
        body: [t('proposalViewed.body')],
        action: action(t('proposalViewed.button')),
        notes: [t('proposalNotice')],
      };
    case 'proposal-tries-blocked':
      return {
        subject: t('proposalTriesBlocked.subject', { title }),
        greeting: t('proposalTriesBlocked.greeting'),
        headline: t('proposalTriesBlocked.headline', { clientName, title }),
        body: [t('proposalTriesBlocked.body', { clientName }), t('proposalTriesBlocked.advice', { clientName })],
        action: action(t('proposalTriesBlocked.button')),
        notes: [t('proposalNotice')],
      };
    case 'proposal-accepted': {
      const v = { signerName: oneLine(input.signerName), clientName, title };
      return {
        subject: t('proposalAccepted.subject', v),
        greeting: t('proposalAccepted.greeting'),
        headline: t('proposalAccepted.headline', v),
        body: [t('proposalAccepted.body', v)],
        action: action(t('proposalAccepted.button')),
        notes: [t('proposalNotice')],
      };
    }
    case 'proposal-refused': {
      const reason = cleanReason(input.reason);
      return {
        subject: t('proposalRefused.subject', { clientName, title }),
        greeting: t('proposalRefused.greeting'),
        headline: t('proposalRefused.headline', { clientName, title }),
        body: [t('proposalRefused.body'), ...(reason ? [t('proposalRefused.reason', { reason })] : [])],
        action: action(t('proposalRefused.button')),
        notes: [t('proposalNotice')],
      };
    }
  }
}

export function renderProposalEmail(input: ProposalEmail): RenderedEmail {
  return layoutEmail(input.locale, content(input));
}
