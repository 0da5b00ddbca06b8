// Brazil's legal tax figures, one dated table per year. Pure: no framework, no I/O.
import { BR_2025 } from './br-2025';
import { BR_2026 } from './br-2026';
import type { TaxTable } from './types';

export type { Bracket, MeiActivity, TaxTable } from './types';
export { meiDasCents } from './types';
export { BR_2025, BR_2026 };

/** Every table, newest first. */
export const TAX_TABLES: readonly TaxTable[] = [BR_2026, BR_2025];

/**
 * The table for `year`: that year's own, or the newest earlier one (a year without its own table
 * yet uses the last known figures, and `table.year` says which); before the oldest, the oldest.
 */
export function taxTableFor(year: number): TaxTable {
  return TAX_TABLES.find((t) => t.year <= year) ?? TAX_TABLES[TAX_TABLES.length - 1];
}
