// What a receipt refers to ("“Site novo”, parcela 2 de 3" or "sinal da proposta “Site novo”"),
// in a language. The row keeps the Portuguese text frozen at issue; the facts it was written from
// (the instalment's number and count, deposit or not, the proposal's title) render it in the
// proposal's language, as long as they still write exactly the frozen text.
import { createTranslator } from 'next-intl';
import { catalogues } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';

export type ReferenceFacts = { title: string; number: number; count: number; isDeposit: boolean };

/** The reference written from its facts, in one language (pt-BR is the one stored at issue). */
export function referenceText(facts: ReferenceFacts, locale: Locale): string {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'payments.receipt' });
  return facts.isDeposit
    ? t('referenceDeposit', { title: facts.title })
    : t('reference', { title: facts.title, number: facts.number, count: facts.count });
}

/**
 * The stored reference in `locale`: translated when the facts still write the stored text (the same
 * title and instalment), else the stored text as issued (an older receipt, a proposal renamed or
 * an instalment gone since).
 */
export function receiptReference(stored: string, facts: ReferenceFacts | null, locale: Locale): string {
  if (!facts || referenceText(facts, 'pt-BR') !== stored) return stored;
  return referenceText(facts, locale);
}
