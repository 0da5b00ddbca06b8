// A proposal as the form sends it: one schema for the form and the server.
import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { fieldErrorsOf } from '@/lib/field-errors';
import { locales, type Locale } from '@/i18n/routing';
import { localeField, numberField, type NumberRule } from '@/lib/number-field';
import { storableText } from '@/lib/storable-text';
import { TEMPLATE_LANGUAGES } from '@/lib/proposal-templates';

import { PROPOSAL_STATUSES, type ProposalStatus } from '@/lib/statuses';
import { perLocale } from '@/lib/per-locale';

export { PROPOSAL_STATUSES, type ProposalStatus };
/** 'Salvar Rascunho' and 'Enviar Proposta'; editing may then choose any status (docs/decisions.md, "Statuses"). */
export const CREATE_STATUSES = ['rascunho', 'enviada'] as const;
export const MAX_PROPOSAL_LINES = 100;
export const MAX_PROPOSAL_PACKAGES = 5;
export const MAX_LINE_QUANTITY = 10_000;
/** A unit price's ceiling (R$ 10 million): quantity × price stays an exact number of cents. */
export const MAX_UNIT_PRICE_CENTS = 1_000_000_000;

const key = (k: MessageKey) => k;

/** A line's price as the editor checks it while typing and the server reads it: cents, never negative. */
export const LINE_PRICE_RULE: NumberRule = {
  kind: 'money',
  check: (cents) => (cents < 0 || cents > MAX_UNIT_PRICE_CENTS ? key('proposals.invalidPrice') : null),
  messages: { invalid: key('proposals.invalidPrice') },
};

/** A free line's hours or units: more than zero, two decimals at most. */
export const LINE_QUANTITY_RULE: NumberRule = {
  kind: 'hours',
  check: (q) => (q <= 0 || q > MAX_LINE_QUANTITY ? key('proposals.invalidQuantity') : null),
  messages: { invalid: key('proposals.invalidQuantity') },
};

/** A discount in %: from 0 to 100, two decimals at most (stored in basis points). */
export const DISCOUNT_PERCENT_RULE: NumberRule = {
  kind: 'hours',
  check: (p) => (p < 0 || p > 100 ? key('proposals.invalidDiscount') : null),
  messages: { invalid: key('proposals.invalidDiscount') },
};

/** A discount in R$: cents, never negative (a discount larger than the price takes it to zero, no further). */
export const DISCOUNT_AMOUNT_RULE: NumberRule = {
  kind: 'money',
  check: (cents) => (cents < 0 || cents > MAX_UNIT_PRICE_CENTS ? key('proposals.invalidDiscount') : null),
  messages: { invalid: key('proposals.invalidDiscount') },
};

/** A package's id as the editor makes it, and the lines name it. */
const PACKAGE_ID = /^[a-z0-9-]{1,40}$/;

/** A discount as typed: the percentage or the amount, read into basis points or cents. */
function discountFor(locale: Locale) {
  return z
    .discriminatedUnion('kind', [
      z
        .object({ kind: z.literal('percent'), value: numberField(locale, DISCOUNT_PERCENT_RULE, 20) })
        .strict()
        .transform((d) => ({ kind: d.kind, value: Math.round(d.value * 100) })),
      z.object({ kind: z.literal('amount'), value: numberField(locale, DISCOUNT_AMOUNT_RULE, 30) }).strict(),
    ])
    .nullable()
    .default(null);
}

/** A proposal as typed in `locale` (each line's price "1.500,00" in pt-BR, "1,500.00" in en). */
function buildProposalSchema(locale: Locale) {
  const line = z
    .object({
      /** A line already in this proposal: its snapshot (name, hours) is kept. */
      itemId: z.uuid().optional(),
      /** A new line from the catalogue: name and hours come from the service. */
      serviceId: z.uuid().optional(),
      /** A free line: what it is and how it is counted (a catalogue line takes both from the service). */
      name: storableText().trim().min(1, key('proposals.lineNameRequired')).max(200, key('proposals.lineNameTooLong')).optional(),
      unit: z.enum(['hours', 'units']).optional(),
      quantity: numberField(locale, LINE_QUANTITY_RULE, 20).optional(),
      /** The unit price (a catalogue line's price: its quantity is 1). */
      price: numberField(locale, LINE_PRICE_RULE, 30),
      discount: discountFor(locale),
      recurring: z.boolean().default(false),
      optional: z.boolean().default(false),
      packageId: z.string().regex(PACKAGE_ID).nullable().default(null),
      section: storableText().trim().max(120, key('proposals.sectionTooLong')).default(''),
    })
    .strict()
    .refine((l) => Boolean(l.itemId ?? l.serviceId ?? (l.name && l.unit)), key('proposals.servicesRequired'));

  const pkg = z
    .object({
      id: z.string().regex(PACKAGE_ID, key('proposals.invalidPackage')),
      name: storableText().trim().min(1, key('proposals.packageNameRequired')).max(60, key('proposals.packageNameTooLong')),
    })
    .strict();

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
      /** The discount on the (one-off) total. */
      discount: discountFor(locale),
      packages: z.array(pkg).max(MAX_PROPOSAL_PACKAGES, key('proposals.tooManyPackages')).default([]),
      /**
       * The proposal's own language (its page, PDF and e-mails); `locale` is the form's, for reading
       * numbers. Left out: a new proposal takes the freelancer's language, a saved one keeps its own.
       */
      language: z.enum(locales, { message: key('proposals.invalidLanguage') }).optional(),
      locale: localeField,
    })
    .strict()
    .superRefine((p, ctx) => {
      const ids = p.packages.map((x) => x.id);
      if (new Set(ids).size !== ids.length)
        ctx.addIssue({ code: 'custom', path: ['packages'], message: key('proposals.invalidPackage') });
      if (p.packages.length === 1) ctx.addIssue({ code: 'custom', path: ['packages'], message: key('proposals.onePackageOnly') });
      if (p.lines.some((l) => l.packageId !== null && !ids.includes(l.packageId)))
        ctx.addIssue({ code: 'custom', path: ['lines'], message: key('proposals.invalidPackage') });
    })
    .transform(({ locale: _locale, ...values }) => values);
}
export const proposalSchemaFor = perLocale(buildProposalSchema);

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

/** "Duplicar": the client the new draft is for (the same one or another of the freelancer's). */
export const duplicateProposalSchema = z.object({ clientId: z.uuid(key('proposals.clientRequired')) }).strict();

/** A template's name ("Salvar como modelo", "Renomear"). */
export const templateNameSchema = z
  .object({
    name: storableText().trim().min(1, key('proposals.templates.nameRequired')).max(120, key('proposals.templates.nameTooLong')),
  })
  .strict();

/** "A partir de um modelo": one of the freelancer's templates (its id) or a built-in one (its slug), and the client. */
export const fromTemplateSchema = z
  .object({
    template: z.union([z.uuid(), z.string().regex(/^[a-z-]{1,40}$/)], { message: key('proposals.templates.notFound') }),
    clientId: z.uuid(key('proposals.clientRequired')),
    /** The language a built-in template is written in (a template of the freelancer's keeps its own). */
    language: z.enum(TEMPLATE_LANGUAGES, { message: key('proposals.invalidLanguage') }).default('pt-BR'),
  })
  .strict();
export const templateIdSchema = z.uuid();
