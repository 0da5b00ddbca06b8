// How a report's cell reads on the page (the locale's numbers and dates) and in a CSV file
// (Brazilian numbers: src/lib/reports/csv.ts).
import { formatBRL } from '@/lib/money';
import { csvDecimal, csvInt, csvMoney, csvPercent, toCsv, type CsvCell } from '@/lib/reports/csv';
import type { Cell, ReportTable } from './tables';

/** Translates a key under `reports`. */
export type Translate = (key: string) => string;

const utcDate = (iso: string) => new Date(`${iso}T12:00:00Z`);

export function monthLabel(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(utcDate(`${month}-01`));
}

export function formatCell(cell: Cell, locale: string, t: Translate): string {
  switch (cell.kind) {
    case 'text':
      return cell.value;
    case 'label':
      return t(cell.value);
    case 'month':
      return monthLabel(cell.value, locale);
    case 'day':
      return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(utcDate(cell.value));
    case 'money':
      return cell.value === null ? '—' : formatBRL(cell.value, locale);
    case 'int':
      return cell.value === null ? '—' : new Intl.NumberFormat(locale).format(cell.value);
    case 'percent':
      return cell.value === null
        ? '—'
        : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(cell.value);
    case 'days':
    case 'hours':
      return cell.value === null ? '—' : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(cell.value);
  }
}

function csvOf(cell: Cell, t: Translate): CsvCell {
  switch (cell.kind) {
    case 'text':
      return cell.value;
    case 'label':
      return t(cell.value);
    case 'month':
      return `${cell.value.slice(5, 7)}/${cell.value.slice(0, 4)}`;
    case 'day':
      return `${cell.value.slice(8, 10)}/${cell.value.slice(5, 7)}/${cell.value.slice(0, 4)}`;
    case 'money':
      return csvMoney(cell.value);
    case 'int':
      return csvInt(cell.value);
    case 'percent':
      return csvPercent(cell.value);
    case 'days':
    case 'hours':
      return csvDecimal(cell.value);
  }
}

/** The table as a CSV file: headers translated, numbers Brazilian. */
export function tableCsv(table: ReportTable, t: Translate): string {
  return toCsv(
    table.columns.map((c) => t(`columns.${c}`)),
    table.rows.map((row) => row.map((cell) => csvOf(cell, t))),
  );
}
