// The editor's lines as rows: section headings and lines (catalogue or free), read as the server
// will read them for the live totals and below-rate warnings, and turned into the action's input.
import type { Locale } from '@/i18n/routing';
import { centsToInput } from '@/lib/money-input';
import { readNumberField } from '@/lib/number-field';
import { belowRateCents, type Discount, type PricedLine } from '@/lib/proposal-pricing';
import type { ProposalItem } from './queries';
import { DISCOUNT_AMOUNT_RULE, DISCOUNT_PERCENT_RULE, LINE_PRICE_RULE, LINE_QUANTITY_RULE, type ProposalInput } from './schemas';

export type DiscountKind = 'none' | Discount['kind'];

export type LineRow = {
  type: 'line';
  key: string;
  itemId?: string;
  serviceId?: string;
  /** A catalogue line keeps the service's name and hours; a free line is typed. */
  free: boolean;
  name: string;
  /** A catalogue line's hours. */
  hours: number;
  unit: 'hours' | 'units';
  quantity: string;
  /** The unit price as typed. */
  price: string;
  discountKind: DiscountKind;
  discount: string;
  recurring: boolean;
  optional: boolean;
  packageId: string | null;
};
export type SectionRow = { type: 'section'; key: string; title: string };
export type EditorRow = LineRow | SectionRow;

let keys = 0;
export const nextRowKey = () => `row-${++keys}`;

export function newFreeLine(): LineRow {
  return {
    type: 'line',
    key: nextRowKey(),
    free: true,
    name: '',
    hours: 0,
    unit: 'hours',
    quantity: '1',
    price: '',
    discountKind: 'none',
    discount: '',
    recurring: false,
    optional: false,
    packageId: null,
  };
}

/** A stored proposal's lines as rows: a heading wherever the section changes. */
export function rowsOf(items: readonly ProposalItem[], locale: Locale): EditorRow[] {
  const rows: EditorRow[] = [];
  let section = '';
  for (const i of items) {
    if (i.section !== section) {
      section = i.section;
      if (section) rows.push({ type: 'section', key: nextRowKey(), title: section });
    }
    const free = i.unit !== 'service';
    rows.push({
      type: 'line',
      key: nextRowKey(),
      itemId: i.id,
      free,
      name: i.serviceName,
      hours: i.hours,
      unit: i.unit === 'units' ? 'units' : 'hours',
      quantity: String(i.quantity).replace('.', locale === 'en' ? '.' : ','),
      price: centsToInput(i.unitPriceCents, locale),
      discountKind: i.discountKind ?? 'none',
      discount: !i.discountKind
        ? ''
        : i.discountKind === 'amount'
          ? centsToInput(i.discountValue ?? 0, locale)
          : String((i.discountValue ?? 0) / 100).replace('.', locale === 'en' ? '.' : ','),
      recurring: i.recurring,
      optional: i.optional,
      packageId: i.packageId,
    });
  }
  return rows;
}

/** Each line with the section it is under. */
export function linesWithSections(rows: readonly EditorRow[]): { line: LineRow; section: string }[] {
  let section = '';
  const out: { line: LineRow; section: string }[] = [];
  for (const row of rows) {
    if (row.type === 'section') section = row.title.trim();
    else out.push({ line: row, section });
  }
  return out;
}

/** A discount as typed, read into basis points or cents (null for none, undefined when unreadable). */
export function readDiscount(kind: DiscountKind, text: string, locale: Locale): Discount | null | undefined {
  if (kind === 'none' || text.trim() === '') return null;
  const reading = readNumberField(kind === 'percent' ? DISCOUNT_PERCENT_RULE : DISCOUNT_AMOUNT_RULE, text, locale);
  if (!reading.ok) return undefined;
  return { kind, value: kind === 'percent' ? Math.round(reading.value * 100) : reading.value };
}

export type LineReading = {
  priced: PricedLine | null;
  belowRateCents: number;
  errors: { price?: string; quantity?: string; discount?: string };
};

/** A line read as the server reads it: its pricing (null while a field is refused) and its shortfall. */
export function readLine(line: LineRow, locale: Locale, hourlyRateCents: number): LineReading {
  const price = readNumberField(LINE_PRICE_RULE, line.price, locale);
  const quantity = line.free ? readNumberField(LINE_QUANTITY_RULE, line.quantity, locale) : ({ ok: true, value: 1 } as const);
  const discount = readDiscount(line.discountKind, line.discount, locale);
  const errors = {
    price: price.ok ? undefined : price.message,
    quantity: quantity.ok ? undefined : quantity.message,
    discount: discount === undefined ? 'proposals.invalidDiscount' : undefined,
  };
  if (!price.ok || !quantity.ok || discount === undefined) return { priced: null, belowRateCents: 0, errors };
  const priced: PricedLine = {
    id: line.key,
    unit: line.free ? line.unit : 'service',
    quantity: quantity.value,
    unitPriceCents: price.value,
    hours: line.free ? (line.unit === 'hours' ? quantity.value : 0) : line.hours,
    discount,
    recurring: line.recurring,
    optional: line.optional,
    packageId: line.packageId,
  };
  return { priced, belowRateCents: belowRateCents(priced, hourlyRateCents), errors };
}

/** The rows as the action's `lines`. */
export function linesInput(rows: readonly EditorRow[]): ProposalInput['lines'] {
  return linesWithSections(rows).map(({ line, section }) => ({
    ...(line.itemId ? { itemId: line.itemId } : line.serviceId ? { serviceId: line.serviceId } : {}),
    ...(line.free ? { name: line.name, unit: line.unit, quantity: line.quantity } : {}),
    price: line.price,
    discount:
      line.discountKind === 'none' || line.discount.trim() === '' ? null : { kind: line.discountKind, value: line.discount },
    recurring: line.recurring,
    optional: line.optional,
    packageId: line.packageId,
    section,
  }));
}
