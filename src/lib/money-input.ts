// Reads money and number inputs the way Brazilians type them ("3.000,50", "R$ 400", "22,5"), and
// the plain forms too ("3000.50"). Empty input reads as 0 (spec: an empty number becomes 0).

const MAX_CENTS = 100_000_000_000; // R$ 1 bilhão: far above any real monthly figure

/** A decimal number from user text, or null when it is not one. */
export function parseDecimalInput(raw: string | number | null | undefined): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  const text = (raw ?? '').replace(/R\$|\s|\u00a0/g, '');
  if (text === '') return 0;
  let normalised: string;
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text) || /^-?\d+,\d+$/.test(text)) {
    // pt-BR: dots group thousands, the comma is decimal.
    normalised = text.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) {
    // en: commas group thousands.
    normalised = text.replace(/,/g, '');
  } else if (/^-?\d+(\.\d+)?$/.test(text)) {
    normalised = text;
  } else {
    return null;
  }
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/** Money in integer cents from user text ("3.000,50" -> 300050), or null when it is not a valid amount. */
export function parseMoneyInput(raw: string | number | null | undefined): number | null {
  const value = parseDecimalInput(raw);
  if (value === null) return null;
  const cents = Math.round(value * 100);
  return Math.abs(cents) > MAX_CENTS ? null : cents;
}

/** Cents as the pt-BR input text of a form field: 300050 -> "3.000,50". */
export function centsToInput(cents: number, locale = 'pt-BR'): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}
