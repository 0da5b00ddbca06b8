// The amount of a receipt in Portuguese words ("mil e um reais e um centavo"), written by the
// maintained `extenso` library rather than by hand.
import extenso from 'extenso';

/** Cents as Brazilian Portuguese words in reais and centavos: 100_101 -> "mil e um reais e um centavo". */
export function amountInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('cents must be a whole, non-negative number');
  if (cents === 0) return 'zero real';
  const reais = Math.floor(cents / 100);
  const centavos = String(cents % 100).padStart(2, '0');
  return extenso(`${reais},${centavos}`, { mode: 'currency', currency: { type: 'BRL' }, locale: 'br' });
}
