// The reports' CSV files, made for Excel in Brazilian Portuguese: UTF-8 with a byte-order mark (so
// accents open right), `;` between fields (the comma is the decimal mark), CRLF line ends, numbers
// with a decimal comma and no thousands separator (Excel pt-BR reads them as numbers, and so does
// any parser that swaps the comma for a point). Text that a spreadsheet would run as a formula
// (=, +, -, @, tab, CR at its start) is prefixed with an apostrophe.

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

/** A number cell: printed with `decimals` digits after a decimal comma; null is an empty cell. */
export type CsvNumber = { value: number | null; decimals: number };
export type CsvCell = string | null | CsvNumber;

/** A number with a decimal comma: 1234.5 with 2 decimals is "1234,50"; null is empty. */
export function brNumber(value: number | null, decimals = 0): string {
  if (value === null || !Number.isFinite(value)) return '';
  return value.toFixed(decimals).replace('.', ',');
}

/** Whole numbers (counts, days). */
export const csvInt = (value: number | null): CsvNumber => ({ value, decimals: 0 });
/** Cents as reais: 123456 is "1234,56". */
export const csvMoney = (cents: number | null): CsvNumber => ({ value: cents === null ? null : cents / 100, decimals: 2 });
/** A fraction as a percentage with one decimal: 0.125 is "12,5". */
export const csvPercent = (fraction: number | null): CsvNumber => ({ value: fraction === null ? null : fraction * 100, decimals: 1 });
/** A number with one decimal (hours, days). */
export const csvDecimal = (value: number | null): CsvNumber => ({ value, decimals: 1 });

const FORMULA_START = /^[=+\-@\t\r]/;

function textCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One field: a number with its decimal comma, or text escaped (quotes, separators, formulas). */
export function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return textCell(cell);
  return brNumber(cell.value, cell.decimals);
}

/** The whole file: BOM, header row, rows, CRLF after each line. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const line = (cells: readonly CsvCell[]) => cells.map(csvCell).join(CSV_SEPARATOR);
  return CSV_BOM + [header, ...rows].map(line).join('\r\n') + '\r\n';
}
