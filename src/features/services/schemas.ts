// A service of the catalogue: one schema for the dialog and the server.
import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { fieldErrorsOf } from '@/lib/field-errors';
import type { Locale } from '@/i18n/routing';
import { localeField, numberField, type NumberRule } from '@/lib/number-field';
import { storableText } from '@/lib/storable-text';
import { perLocale } from '@/lib/per-locale';

export const COMPLEXITIES = [1, 1.5, 2] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

const key = (k: MessageKey) => k;

/** Base hours: at least 1, at most 10 000 (the dialog shows the same message before saving). */
export const baseHoursProblem = (hours: number): MessageKey | null =>
  hours < 1 ? key('services.baseHoursMin') : hours > 10_000 ? key('services.baseHoursMax') : null;

/** Base hours as the dialog checks them while typing and the server reads them. */
export const BASE_HOURS_RULE: NumberRule = {
  kind: 'hours',
  check: baseHoursProblem,
  messages: { invalid: key('services.baseHoursMin') },
};

/** A service as typed in `locale` (base hours "2,5" in pt-BR, "2.5" in en). */
function buildServiceSchema(locale: Locale) {
  return z
    .object({
      name: storableText().trim().min(1, key('services.nameRequired')).max(120, key('services.nameTooLong')),
      baseHours: numberField(locale, BASE_HOURS_RULE, 20),
      complexity: z.coerce
        .number()
        .refine((c): c is Complexity => (COMPLEXITIES as readonly number[]).includes(c), key('services.invalidComplexity')),
      deliverables: storableText().trim().max(2000, key('services.deliverablesTooLong')).default(''),
      active: z.boolean().default(true),
      locale: localeField,
    })
    .strict()
    .transform(({ locale: _locale, ...values }) => values);
}
export const serviceSchemaFor = perLocale(buildServiceSchema);

export const serviceSchema = serviceSchemaFor();

export type ServiceInput = z.input<typeof serviceSchema>;
export type ServiceValues = z.output<typeof serviceSchema>;

/** Field errors as message keys; anything not ours (wrong type, unknown field) is a save error. */
export const serviceFieldErrors = (error: z.ZodError) => fieldErrorsOf(error, 'services', 'services.saveError');

export const serviceIdSchema = z.uuid();
