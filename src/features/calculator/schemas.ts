// The goals-and-costs form: one schema for the form (live preview) and the server. Inputs are text
// as typed in the form's language ("3.000,50" in pt-BR, "3,000.50" in en, sent with `locale`);
// the output is integer cents and hours.
import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { defaultLocale, type Locale } from '@/i18n/routing';
import { fieldErrorsOf } from '@/lib/field-errors';
import { hoursField, localeField, moneyField } from '@/lib/number-field';

const MAX_WEEKLY_HOURS = 168;

const notNegative = (cents: number): MessageKey | null => (cents < 0 ? 'calculator.negative' : null);

/** The goals as typed in `locale`. */
/** The spec's message for a figure that is not a number at all. */
const unreadable = { invalid: 'calculator.invalidAmount' } as const;

export function goalsSchemaFor(locale: Locale = defaultLocale) {
  return z
    .object({
      monthlyGoal: moneyField(locale, notNegative, 40, unreadable),
      fixedCosts: moneyField(locale, notNegative, 40, unreadable),
      weeklyHours: hoursField(
        locale,
        (hours) =>
          !(hours > 0) ? 'calculator.weeklyHoursPositive' : hours > MAX_WEEKLY_HOURS ? 'calculator.weeklyHoursMax' : null,
        40,
        unreadable,
      ),
      locale: localeField,
    })
    .strict()
    .transform((v) => ({ monthlyGoalCents: v.monthlyGoal, fixedCostsCents: v.fixedCosts, weeklyHours: v.weeklyHours }));
}

export const goalsSchema = goalsSchemaFor();

export type GoalsInput = z.input<typeof goalsSchema>;
export type Goals = z.output<typeof goalsSchema>;

/** Field errors of a failed parse, as message keys by field name; anything not ours is a bad value. */
export const goalsFieldErrors = (error: z.ZodError) => fieldErrorsOf(error, 'calculator', 'calculator.invalidAmount');
