// A service of the catalogue: one schema for the dialog and the server.
import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { fieldErrorsOf } from '@/lib/field-errors';
import { parseDecimalInput } from '@/lib/money-input';
import { storableText } from '@/lib/storable-text';

export const COMPLEXITIES = [1, 1.5, 2] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

const key = (k: MessageKey) => k;

export const serviceSchema = z
  .object({
    name: storableText().trim().min(1, key('services.nameRequired')).max(120, key('services.nameTooLong')),
    baseHours: z.union([z.string().max(20), z.number()]).transform((raw, ctx) => {
      const hours = parseDecimalInput(raw);
      if (hours === null || hours < 1) {
        ctx.addIssue({ code: 'custom', message: key('services.baseHoursMin') });
        return z.NEVER;
      }
      if (hours > 10_000) {
        ctx.addIssue({ code: 'custom', message: key('services.baseHoursMax') });
        return z.NEVER;
      }
      return Math.round(hours * 100) / 100;
    }),
    complexity: z.coerce
      .number()
      .refine((c): c is Complexity => (COMPLEXITIES as readonly number[]).includes(c), key('services.invalidComplexity')),
    deliverables: storableText().trim().max(2000, key('services.deliverablesTooLong')).default(''),
    active: z.boolean().default(true),
  })
  .strict();

export type ServiceInput = z.input<typeof serviceSchema>;
export type ServiceValues = z.output<typeof serviceSchema>;

/** Field errors as message keys; anything not ours (wrong type, unknown field) is a save error. */
export const serviceFieldErrors = (error: z.ZodError) => fieldErrorsOf(error, 'services', 'services.saveError');

export const serviceIdSchema = z.uuid();
