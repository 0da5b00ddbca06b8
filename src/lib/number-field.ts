// Money and hours fields of the zod schemas: the text as typed in the form's language, read by the
// one parser of `money-input.ts`, so the server reads exactly what the form's preview read.
import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { isLocale, type Locale } from '@/i18n/routing';
import { NUMBER_INPUT_MESSAGES, parseDecimalInput, parseMoneyInput } from './money-input';

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

/** What a money or hours field accepts: how it reads the text, what it refuses a read value for, and its messages. */
export type NumberRule = {
  kind: 'money' | 'hours';
  check: (value: number) => MessageKey | null;
  messages?: NumberFieldMessages;
};

export type NumberFieldReading = { ok: true; value: number } | { ok: false; message: MessageKey };

/**
 * A field's text read by its rule in `locale`: the value (cents or hours), or the message key the
 * field shows. The schemas and the forms' live checks both read through here, so a form never
 * shows a value (or a total) the server would refuse, nor refuses one it would take.
 */
export function readNumberField(rule: NumberRule, value: string | number, locale: Locale): NumberFieldReading {
  const result = rule.kind === 'money' ? parseMoneyInput(value, locale) : parseDecimalInput(value, locale);
  if (!result.ok) {
    const invalid = result.error === 'invalid' ? rule.messages?.invalid : undefined;
    return { ok: false, message: invalid ?? (NUMBER_INPUT_MESSAGES[result.error] satisfies MessageKey) };
  }
  const problem = rule.check(result.value);
  return problem ? { ok: false, message: problem } : { ok: true, value: result.value };
}

/** The zod field of a rule: text (or a number, from the API) in, cents or hours out. */
export function numberField(locale: Locale, rule: NumberRule, max = 30) {
  return raw(max).transform((value, ctx) => {
    const reading = readNumberField(rule, value, locale);
    if (!reading.ok) {
      ctx.addIssue({ code: 'custom', message: reading.message });
      return z.NEVER;
    }
    return reading.value;
  });
}

/** Money in integer cents; `check` refuses a read value with its message key (e.g. a negative). */
export const moneyField = (
  locale: Locale,
  check: (cents: number) => MessageKey | null,
  max = 30,
  messages?: NumberFieldMessages,
) => numberField(locale, { kind: 'money', check, messages }, max);

/** Hours with at most two decimals; `check` refuses a read value with its message key. */
export const hoursField = (
  locale: Locale,
  check: (hours: number) => MessageKey | null,
  max = 20,
  messages?: NumberFieldMessages,
) => numberField(locale, { kind: 'hours', check, messages }, max);
