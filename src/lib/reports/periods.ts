// The reports' periods (issue 20): this month, the last 3, 6 or 12 months, this year, or custom
// dates, read from the address so a view can be shared. Days are Brasília's calendar days
// (src/lib/time-zone.ts); the database turns them into instants with the same zone.

export const PERIOD_KEYS = ['month', '3m', '6m', '12m', 'year', 'custom'] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];
export const DEFAULT_PERIOD: PeriodKey = '12m';
/** The longest custom period, in days (five years): the month series stays a chart, not a wall. */
export const MAX_CUSTOM_DAYS = 1831;

/** A span of calendar days, both ends included, as YYYY-MM-DD. */
export type DayRange = { from: string; to: string };
export type Period = DayRange & { key: PeriodKey; previous: DayRange; days: number };

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (years 2000 to 2999), or null. */
export function parseDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  if (y < 2000 || y > 2999) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : null;
}

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const fromDate = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, n: number): string {
  return fromDate(new Date(toDate(day).getTime() + n * DAY_MS));
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS) + 1;
}

function lastDayOfMonth(year: number, month0: number): number {
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}

/** The same day `n` months earlier (or later), kept inside the month: 31 March minus 1 is 28/29 February. */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month0 = index % 12;
  const date = Math.min(d, lastDayOfMonth(year, month0));
  return `${year}-${String(month0 + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** Today in Brasília, YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** How many calendar months a preset spans (this one included). */
const PRESET_MONTHS: Record<Exclude<PeriodKey, 'custom' | 'year'>, number> = { month: 1, '3m': 3, '6m': 6, '12m': 12 };

export type PeriodQuery = { period?: unknown; from?: unknown; to?: unknown };

/**
 * The period an address asks for. Presets run from the first day of their first month to today;
 * their previous period is the same calendar span shifted back by as many months (this month to
 * date against last month to the same day; this year against last year). A custom period compares with the as many days just
 * before it. Anything unreadable (unknown preset, bad or reversed dates, too long) is the default.
 */
export function resolvePeriod(query: PeriodQuery, today: string): Period {
  const key = PERIOD_KEYS.find((k) => k === query.period) ?? DEFAULT_PERIOD;
  if (key === 'custom') {
    const from = parseDay(query.from);
    const to = parseDay(query.to);
    if (!from || !to || from > to || daysBetween(from, to) > MAX_CUSTOM_DAYS) return resolvePeriod({ period: DEFAULT_PERIOD }, today);
    const days = daysBetween(from, to);
    return { key, from, to, days, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
  }
  const months = key === 'year' ? Number(today.slice(5, 7)) : PRESET_MONTHS[key];
  const from = firstOfMonth(addMonths(today, -(months - 1)));
  // This year compares with last year to the same day; the others with as many months before.
  const shift = key === 'year' ? 12 : months;
  const previous = { from: addMonths(from, -shift), to: addMonths(today, -shift) };
  return { key, from, to: today, days: daysBetween(from, today), previous };
}

/** The calendar months a range touches, YYYY-MM, oldest first. */
export function monthsOf(range: DayRange): string[] {
  const out: string[] = [];
  for (let month = firstOfMonth(range.from); month <= range.to; month = addMonths(month, 1)) out.push(month.slice(0, 7));
  return out;
}

/** The address's query for a period (what the picker writes). */
export function periodQuery(period: Pick<Period, 'key' | 'from' | 'to'>): Record<string, string> {
  return period.key === 'custom' ? { period: 'custom', from: period.from, to: period.to } : { period: period.key };
}
