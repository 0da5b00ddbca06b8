// The amount of a receipt in words, in the receipt's language: Portuguese by the maintained `extenso`
// library ("mil e um reais e um centavo"); English, Spanish and German from the numbers of `n2words`,
// with the currency's words composed as extenso does (reais, then centavos, joined by "and"; no
// reais part below one real; "of" after an exact million where the language asks for it).
import extenso from 'extenso';
import { toCardinal as germanCardinal } from 'n2words/de-DE';
import { toCardinal as englishCardinal } from 'n2words/en-US';
import { toCardinal as spanishCardinal } from 'n2words/es-ES';
import type { Locale } from '@/i18n/routing';

type Words = {
  /** A whole number of the currency's units, as words that stand before a (masculine) noun. */
  number: (n: number) => string;
  real: [one: string, many: string];
  centavo: [one: string, many: string];
  and: string;
  /** Between a number ending in a million scale word and the noun ("un millón de reales"); null when none. */
  millionOf: RegExp | null;
  zero: string;
};

const LANGUAGES: Record<Exclude<Locale, 'pt-BR'>, Words> = {
  // "one thousand two hundred and thirty reais and fifty centavos" (British "and" inside the number).
  en: {
    number: (n) => englishCardinal(n, { and: true }),
    real: ['real', 'reais'],
    centavo: ['centavo', 'centavos'],
    and: 'and',
    millionOf: null,
    zero: 'zero reais',
  },
  // "mil doscientos treinta reales con cincuenta centavos": "un"/"veintiún" before a noun, "mil" or
  // "millones" (n2words writes "uno"), "dieciséis" with its accent, "un millón de reales".
  es: {
    number: (n) =>
      spanishCardinal(n)
        .replace(/\bveintiuno\b/g, 'veintiún')
        .replace(/\buno\b/g, 'un')
        .replace(/\bdieciseis\b/g, 'dieciséis'),
    real: ['real', 'reales'],
    centavo: ['centavo', 'centavos'],
    and: 'con',
    millionOf: /\b(millón|millones|billón|billones)$/,
    zero: 'cero reales',
  },
  // "eintausendzweihundertdreißig Real und fünfzig Centavos": the currency's name as German finance
  // texts write it (invariable, as Euro and Dollar), "ein" rather than "eins" before a noun.
  de: {
    number: (n) => germanCardinal(n).replace(/eins$/, 'ein'),
    real: ['Real', 'Real'],
    centavo: ['Centavo', 'Centavos'],
    and: 'und',
    millionOf: null,
    zero: 'null Real',
  },
};

function composed(words: Words, reais: number, centavos: number): string {
  if (reais === 0 && centavos === 0) return words.zero;
  const counted = (n: number, [one, many]: [string, string]) => {
    const number = words.number(n);
    const of = words.millionOf?.test(number) ? ' de' : '';
    return `${number}${of} ${n === 1 ? one : many}`;
  };
  const parts = [];
  if (reais > 0) parts.push(counted(reais, words.real));
  if (centavos > 0) parts.push(counted(centavos, words.centavo));
  return parts.join(` ${words.and} `);
}

/**
 * Cents as words in reais and centavos, in `locale` (Brazilian Portuguese by default):
 * 100_101 -> "mil e um reais e um centavo"; in English "one thousand and one reais and one centavo".
 */
export function amountInWords(cents: number, locale: Locale = 'pt-BR'): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('cents must be a whole, non-negative number');
  const reais = Math.floor(cents / 100);
  if (locale !== 'pt-BR') return composed(LANGUAGES[locale], reais, cents % 100);
  if (cents === 0) return 'zero real';
  const centavos = String(cents % 100).padStart(2, '0');
  return extenso(`${reais},${centavos}`, { mode: 'currency', currency: { type: 'BRL' }, locale: 'br' });
}
