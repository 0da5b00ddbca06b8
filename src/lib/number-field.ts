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

/**
 * What each field says of input it cannot read at all (letters, nothing like a number): the spec's
 * own message for that field ('Digite um valor válido, como 2.500,00'); the separator and decimals
 * refusals keep the parser's messages, which say what to change.
 */
export type NumberFieldMessages = { invalid?: MessageKey };

function field(
  max: number,
  read: (value: string | number) => NumberInputResult,
  check: (value: number) => MessageKey | null,
  messages: NumberFieldMessages = {},
) {
  return raw(max).transform((value, ctx) => {
    const result = read(value);
    if (!result.ok) {
      const message = result.error === 'invalid' && messages.invalid ? messages.invalid : NUMBER_INPUT_MESSAGES[result.error];
      ctx.addIssue({ code: 'custom', message: message satisfies MessageKey });
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
export const moneyField = (locale: Locale, check: (cents: number) => MessageKey | null, max = 30, messages?: NumberFieldMessages) =>
  field(max, (value) => parseMoneyInput(value, locale), check, messages);

/** Hours with at most two decimals; `check` refuses a read value with its message key. */
export const hoursField = (locale: Locale, check: (hours: number) => MessageKey | null, max = 20, messages?: NumberFieldMessages) =>
  field(max, (value) => parseDecimalInput(value, locale), check, messages);
