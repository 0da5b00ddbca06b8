// Money is integer cents end to end; these helpers only format at the edge.

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per locale and options, kept: building one costs a tenth of a millisecond or
 * more, using one about a microsecond, and a page formats many numbers (issue 17). The locales are
 * the app's own, so the cache stays small.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

// narrowSymbol: "R$" in every language (Spanish would otherwise write "BRL").
const BRL: Intl.NumberFormatOptions = { style: 'currency', currency: 'BRL', currencyDisplay: 'narrowSymbol' };

/** Formats cents as BRL in the given locale (pt-BR by default): 3864 -> "R$ 38,64". */
export function formatBRL(cents: number, locale = 'pt-BR'): string {
  return numberFormat(locale, BRL).format(cents / 100);
}
