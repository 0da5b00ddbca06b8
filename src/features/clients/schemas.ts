// A client of the mini CRM: one schema for the dialog and the server.
import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { fieldErrorsOf } from '@/lib/field-errors';
import { compactDocument } from '@/lib/br-documents';
import type { Locale } from '@/i18n/routing';
import { localeField, numberField, type NumberRule } from '@/lib/number-field';
import { formatPhone, parsePhone } from '@/lib/phone';
import { storableText } from '@/lib/storable-text';

import { CLIENT_STATUSES, type ClientStatus } from '@/lib/statuses';
import { perLocale } from '@/lib/per-locale';

export { CLIENT_STATUSES, type ClientStatus };
/** The create dialog offers these (docs/decisions.md, "Statuses"); any status can be chosen later. */
export const CREATE_STATUSES = ['novo', 'proposta', 'ativo', 'pendente'] as const;

const key = (k: MessageKey) => k;
const optionalText = (max: number, message: MessageKey) =>
  storableText()
    .trim()
    .max(max, message)
    .transform((v) => (v === '' ? null : v))
    .nullish()
    .transform((v) => v ?? null);

/** The deal's value as the dialog reads it and the server stores it: cents, never negative. */
export const CLIENT_VALUE_RULE: NumberRule = {
  kind: 'money',
  check: (cents) => (cents < 0 ? key('clients.invalidValue') : null),
  messages: { invalid: key('clients.invalidValue') },
};

/** A client as typed in `locale` (its value "10.000,50" in pt-BR, "10,000.50" in en). */
function buildClientSchema(locale: Locale) {
  return z
    .object({
      name: storableText().trim().min(1, key('clients.nameRequired')).max(120, key('clients.nameTooLong')),
      email: z
        .string()
        .trim()
        .max(254, key('clients.invalidEmail'))
        .refine((v) => v === '' || z.email().safeParse(v).success, key('clients.invalidEmail'))
        .transform((v) => (v === '' ? null : v.toLowerCase()))
        .nullish()
        .transform((v) => v ?? null),
      /**
       * The WhatsApp number: Brazilian (area code required, +55 optional) or foreign with its '+',
       * read by the one phone normaliser and stored as it formats it ('+55 (11) 91234-5678').
       */
      phone: optionalText(30, key('clients.invalidPhone')).transform((v, ctx) => {
        if (v === null) return null;
        const phone = parsePhone(v);
        if (!phone) {
          ctx.addIssue({ code: 'custom', message: key('clients.invalidPhone') });
          return z.NEVER;
        }
        return formatPhone(phone);
      }),
      /**
       * CPF or CNPJ (numeric or alphanumeric) as typed, with or without punctuation, in any case;
       * stored compact: CPF digits, or the CNPJ's 14 characters in upper case.
       */
      document: optionalText(30, key('clients.invalidDocument')).transform((v, ctx) => {
        if (v === null) return null;
        const document = compactDocument(v);
        if (!document) {
          ctx.addIssue({ code: 'custom', message: key('clients.invalidDocument') });
          return z.NEVER;
        }
        return document;
      }),
      project: optionalText(500, key('clients.projectTooLong')),
      value: numberField(locale, CLIENT_VALUE_RULE, 30).default(0),
      status: z.enum(CLIENT_STATUSES, { message: key('clients.invalidStatus') }).default('novo'),
      locale: localeField,
    })
    .strict()
    .transform(({ value, locale: _locale, ...rest }) => ({ ...rest, valueCents: value }));
}
export const clientSchemaFor = perLocale(buildClientSchema);

export const clientSchema = clientSchemaFor();

export type ClientInput = z.input<typeof clientSchema>;

export const clientIdSchema = z.uuid();
export const clientStatusSchema = z.enum(CLIENT_STATUSES);

/** Field errors as message keys; anything not ours (wrong type, unknown field) is a save error. */
export const clientFieldErrors = (error: z.ZodError) => fieldErrorsOf(error, 'clients', 'clients.saveError');

export const clientFiltersSchema = z.object({
  q: storableText().trim().max(100).catch(''),
  status: z.enum(['todos', ...CLIENT_STATUSES]).catch('todos'),
});
export type ClientFilters = z.output<typeof clientFiltersSchema>;

/** The two tabs of the CRM; the first is the default and is left out of the URL. */
export const CLIENT_VIEWS = ['lista', 'pipeline'] as const;
export type ClientsView = (typeof CLIENT_VIEWS)[number];

/** Everything the CRM's address can hold: filters, tab, list page and how many cards per stage. */
export const clientsPageParamsSchema = clientFiltersSchema.extend({
  view: z.enum(CLIENT_VIEWS).catch('lista'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  cards: z.coerce.number().int().min(1).catch(0),
});
