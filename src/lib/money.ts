// Money is integer cents end to end; these helpers only format at the edge.

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats cents as BRL in the given locale (pt-BR by default): 3864 -> "R$ 38,64". */
export function formatBRL(cents: number, locale = 'pt-BR'): string {
  let f = formatters.get(locale);
  if (!f) {
    // narrowSymbol: "R$" in every language (Spanish would otherwise write "BRL").
    f = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL', currencyDisplay: 'narrowSymbol' });
    formatters.set(locale, f);
  }
  return f.format(cents / 100);
}
