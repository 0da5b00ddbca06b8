// How a report's cell reads on the page (the locale's numbers and dates) and in a CSV file
// (Brazilian numbers: src/lib/reports/csv.ts).
import { formatBRL } from '@/lib/money';
import { csvDecimal, csvInt, csvMoney, csvPercent, toCsv, type CsvCell } from '@/lib/reports/csv';
import type { Cell, ReportTable } from './tables';

/** Translates a key under `reports`. */
export type Translate = (key: string) => string;

const utcDate = (iso: string) => new Date(`${iso}T12:00:00Z`);

// Building an Intl formatter costs far more than using one (about 0.15 ms each, against a page of
// a hundred cells): one per locale and style for the life of the process.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
type NumberStyle = 'int' | 'percent' | 'decimal';
const NUMBER_OPTIONS: Record<NumberStyle, Intl.NumberFormatOptions> = {
  int: {},
  percent: { style: 'percent', maximumFractionDigits: 1 },
  decimal: { maximumFractionDigits: 1 },
};
type DateStyle = 'month' | 'day';
const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  month: { month: 'short', year: 'numeric', timeZone: 'UTC' },
  day: { dateStyle: 'short', timeZone: 'UTC' },
};

function numberFormat(locale: string, style: NumberStyle): Intl.NumberFormat {
  const key = `${locale}|${style}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(locale, NUMBER_OPTIONS[style])));
  return f;
}

function dateFormat(locale: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(locale, DATE_OPTIONS[style])));
  return f;
}

export function monthLabel(month: string, locale: string): string {
  return dateFormat(locale, 'month').format(utcDate(`${month}-01`));
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
      return dateFormat(locale, 'day').format(utcDate(cell.value));
    case 'money':
      return cell.value === null ? '—' : formatBRL(cell.value, locale);
    case 'int':
      return cell.value === null ? '—' : numberFormat(locale, 'int').format(cell.value);
    case 'percent':
      return cell.value === null ? '—' : numberFormat(locale, 'percent').format(cell.value);
    case 'days':
    case 'hours':
      return cell.value === null ? '—' : numberFormat(locale, 'decimal').format(cell.value);
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
