// A proposal as the form sends it: one schema for the form and the server.
import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { fieldErrorsOf } from '@/lib/field-errors';
import { defaultLocale, type Locale } from '@/i18n/routing';
import { localeField, numberField, type NumberRule } from '@/lib/number-field';
import { storableText } from '@/lib/storable-text';

import { PROPOSAL_STATUSES, type ProposalStatus } from '@/lib/statuses';

export { PROPOSAL_STATUSES, type ProposalStatus };
/** 'Salvar Rascunho' and 'Enviar Proposta'; editing may then choose any status (docs/decisions.md, "Statuses"). */
export const CREATE_STATUSES = ['rascunho', 'enviada'] as const;
export const MAX_PROPOSAL_LINES = 100;

const key = (k: MessageKey) => k;

/** A line's price as the editor checks it while typing and the server reads it: cents, never negative. */
export const LINE_PRICE_RULE: NumberRule = {
  kind: 'money',
  check: (cents) => (cents < 0 ? key('proposals.invalidPrice') : null),
  messages: { invalid: key('proposals.invalidPrice') },
};

/** A proposal as typed in `locale` (each line's price "1.500,00" in pt-BR, "1,500.00" in en). */
export function proposalSchemaFor(locale: Locale = defaultLocale) {
  const line = z
    .object({
      /** A line already in this proposal: its snapshot (name, hours) is kept. */
      itemId: z.uuid().optional(),
      /** A new line from the catalogue: name and hours come from the service. */
      serviceId: z.uuid().optional(),
      price: numberField(locale, LINE_PRICE_RULE, 30),
    })
    .strict()
    .refine((l) => Boolean(l.itemId ?? l.serviceId), key('proposals.servicesRequired'));

  return z
    .object({
      /**
       * null keeps the client snapshot of a proposal whose client was deleted (its name stays as sent);
       * a proposal that has a client, and a new one, must name one.
       */
      clientId: z.uuid(key('proposals.clientRequired')).nullable(),
      title: storableText().trim().min(1, key('proposals.titleRequired')).max(200, key('proposals.titleTooLong')),
      description: storableText().trim().max(5000, key('proposals.descriptionTooLong')).default(''),
      validUntil: z.iso.date(key('proposals.invalidValidUntil')),
      lines: z.array(line).min(1, key('proposals.servicesRequired')).max(MAX_PROPOSAL_LINES, key('proposals.tooManyServices')),
      status: z.enum(PROPOSAL_STATUSES, { message: key('proposals.invalidStatus') }).default('rascunho'),
      locale: localeField,
    })
    .strict()
    .transform(({ locale: _locale, ...values }) => values);
}

export const proposalSchema = proposalSchemaFor();

/** "Estender validade": only the new date of a proposal the client has not answered. */
export const extendValiditySchema = z.object({ validUntil: z.iso.date(key('proposals.invalidValidUntil')) }).strict();

export type ProposalInput = z.input<typeof proposalSchema>;
export type ProposalValues = z.output<typeof proposalSchema>;

export const proposalFieldErrors = (error: z.ZodError) => fieldErrorsOf(error, 'proposals', 'proposals.saveError');
export const proposalIdSchema = z.uuid();

export const proposalFiltersSchema = z.object({
  q: storableText().trim().max(100).catch(''),
  status: z.enum(['todos', ...PROPOSAL_STATUSES]).catch('todos'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type ProposalFilters = z.output<typeof proposalFiltersSchema>;
