// Reads money and hours typed in a form the way the form's language writes numbers, and writes them
// back the same way. One parser for every money and hours field, run by the form (live preview) and
// by the server (the schemas), with the same locale, so both read exactly the same value.
//
// The rule, per locale (en: "10,000.50"; pt-BR, es, de: "10.000,50"):
// - Only the locale's decimal separator marks decimals, with at most `decimals` digits after it
//   (2: cents, hundredths of an hour). "22,333" in pt-BR is refused, never rounded.
// - The locale's grouping separator is accepted only between groups of exactly three digits
//   ("10.000", "1.234.567"); grouping is optional ("10000,50").
// - Anything else that uses the other separator is ambiguous and refused with a message naming the
//   locale's format: "2.5" or "1.5" in pt-BR (a dot never marks decimals there), "1,5" in en.
//   "1,500" in pt-BR is one and a half, so a money or hours field refuses it (three decimals), and
//   "1.500" in pt-BR is fifteen hundred: a person who types a thousands group meant one.
// - "R$", spaces and a leading minus are allowed (the schemas refuse negatives with their own
//   message); letters, exponents and repeated separators are not. Empty reads as 0 (spec).

import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { numberFormat } from './money';

export type NumberInputError = 'invalid' | 'separator' | 'decimals';
export type NumberInputResult = { ok: true; value: number } | { ok: false; error: NumberInputError };

/** The message key of each refusal, in the shared `numbers` namespace. */
export const NUMBER_INPUT_MESSAGES = {
  invalid: 'numbers.invalid',
  separator: 'numbers.separator',
  decimals: 'numbers.decimals',
} as const satisfies Record<NumberInputError, string>;

const MAX_CENTS = 100_000_000_000; // R$ 1 bilhão: far above any real monthly figure
const MAX_INTEGER_DIGITS = 12;

/** The locale a request's numbers are written in: its `locale` field when it is one of ours, else pt-BR. */
export function inputLocale(input: unknown): Locale {
  const value = typeof input === 'object' && input !== null ? (input as { locale?: unknown }).locale : undefined;
  return isLocale(value) ? value : defaultLocale;
}

/** The grouping and decimal separators of a locale ("." and "," in pt-BR). */
export function separatorsOf(locale: string): { group: string; decimal: string } {
  const parts = numberFormat(locale).formatToParts(12345.6);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

/**
 * A number typed in `locale`, scaled to an integer number of 1/10^decimals (cents for 2), or the
 * reason it is refused. Numbers (already parsed, e.g. from the API) must have at most `decimals` decimals.
 */
export function parseScaledInput(
  raw: string | number | null | undefined,
  locale: string = defaultLocale,
  decimals = 2,
): NumberInputResult {
  const scale = 10 ** decimals;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return { ok: false, error: 'invalid' };
    const exact = raw * scale;
    const scaled = Math.round(exact);
    // Only binary floating-point error is forgiven (0.1 + 0.2 is 0.30000000000000004): a few units in
    // the last place of the product. A tolerance relative to the value itself (it was 1e-6 of it)
    // let an extra decimal through on large amounts: 10000.005 was read as R$ 10.000,01.
    if (Math.abs(scaled - exact) > 4 * Number.EPSILON * Math.max(1, Math.abs(exact))) return { ok: false, error: 'decimals' };
    return Number.isSafeInteger(scaled) ? { ok: true, value: scaled } : { ok: false, error: 'invalid' };
  }
  const text = (raw ?? '').replace(/R\$|\s|\u00a0|\u202f/g, '');
  if (text === '') return { ok: true, value: 0 };
  const match = /^([-\u2212]?)([\d.,]+)$/.exec(text);
  if (!match) return { ok: false, error: 'invalid' };
  const negative = match[1] !== '';
  const body = match[2];
  const { group, decimal } = separatorsOf(locale);

  const pieces = body.split(decimal);
  if (pieces.length > 2) return { ok: false, error: 'invalid' };
  const [integer, fraction] = pieces as [string, string | undefined];
  if (fraction !== undefined && fraction.includes(group)) return { ok: false, error: 'separator' };
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return { ok: false, error: 'invalid' };
  if (!/^\d+$/.test(integer) && !new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(integer)) {
    // Digits with the locale's group in the wrong place, or the other locale's separator: ambiguous.
    return { ok: false, error: /\d/.test(integer) ? 'separator' : 'invalid' };
  }
  if (fraction !== undefined && fraction.length > decimals) return { ok: false, error: 'decimals' };

  const digits = integer.split(group).join('');
  if (digits.replace(/^0+(?=\d)/, '').length > MAX_INTEGER_DIGITS) return { ok: false, error: 'invalid' };
  const scaled = Number(digits) * scale + Number((fraction ?? '').padEnd(decimals, '0') || '0');
  return { ok: true, value: negative && scaled !== 0 ? -scaled : scaled };
}

/** Hours (or any decimal with up to `decimals` places) typed in `locale`. */
export function parseDecimalInput(
  raw: string | number | null | undefined,
  locale: string = defaultLocale,
  decimals = 2,
): NumberInputResult {
  const result = parseScaledInput(raw, locale, decimals);
  return result.ok ? { ok: true, value: result.value / 10 ** decimals } : result;
}

/** Money in integer cents typed in `locale` ("3.000,50" in pt-BR -> 300050). */
export function parseMoneyInput(raw: string | number | null | undefined, locale: string = defaultLocale): NumberInputResult {
  const result = parseScaledInput(raw, locale, 2);
  if (result.ok && Math.abs(result.value) > MAX_CENTS) return { ok: false, error: 'invalid' };
  return result;
}

/** The value of a successful read, or null. */
export function valueOf(result: NumberInputResult): number | null {
  return result.ok ? result.value : null;
}

/** Cents as the input text of a form field in `locale`: 300050 -> "3.000,50" (pt-BR), "3,000.50" (en). */
export function centsToInput(cents: number, locale: string = defaultLocale): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** Hours as the input text of a form field in `locale`: 22.5 -> "22,5" (pt-BR), 1500 -> "1,500" (en). */
export function hoursToInput(hours: number, locale: string = defaultLocale): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(hours);
}
