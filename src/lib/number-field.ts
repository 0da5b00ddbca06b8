// Money and hours fields of the zod schemas: the text as typed in the form's language, read by the
// one parser of `money-input.ts`, so the server reads exactly what the form's preview read.
import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { isLocale, type Locale } from '@/i18n/routing';
import { NUMBER_INPUT_MESSAGES, parseDecimalInput, parseMoneyInput, type NumberInputResult } from './money-input';

const raw = (max: number) => z.union([z.string().max(max, NUMBER_INPUT_MESSAGES.invalid), z.number()]);

/** The `locale` a form sends with its numbers; checked by `inputLocale`, left out of the output. */
export const localeField = z
  .string()
  .refine((v) => isLocale(v), NUMBER_INPUT_MESSAGES.invalid)
  .optional();

function field(max: number, read: (value: string | number) => NumberInputResult, check: (value: number) => MessageKey | null) {
  return raw(max).transform((value, ctx) => {
    const result = read(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: NUMBER_INPUT_MESSAGES[result.error] satisfies MessageKey });
      return z.NEVER;
    }
    const problem = check(result.value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return result.value;
  });
}

/** Money in integer cents; `check` refuses a read value with its message key (e.g. a negative). */
export const moneyField = (locale: Locale, check: (cents: number) => MessageKey | null, max = 30) =>
  field(max, (value) => parseMoneyInput(value, locale), check);

/** Hours with at most two decimals; `check` refuses a read value with its message key. */
export const hoursField = (locale: Locale, check: (hours: number) => MessageKey | null, max = 20) =>
  field(max, (value) => parseDecimalInput(value, locale), check);
