// The payment schedule of a proposal (docs/decisions.md, "payment schedule"): an optional deposit
// (the share in settings) and the remaining instalments, each with an amount in cents and a due
// date. Pure functions shared by the editor's preview, the server's check and the PDF.
import { addCalendarDays, todayInBrazil } from '../proposals';

export const MAX_INSTALMENTS = 24;

export type ScheduleInstalment = { amountCents: number; /** 'YYYY-MM-DD' */ dueDate: string };

export type ScheduleError =
  | 'payments.schedule.empty'
  | 'payments.schedule.tooMany'
  | 'payments.schedule.amountInvalid'
  | 'payments.schedule.dateInvalid'
  | 'payments.schedule.sumMismatch';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 2000 && y <= 2100;
}

/**
 * `totalCents` split in `parts` amounts that differ by at most one cent and add up exactly: the
 * leftover cents go to the first instalments (R$ 100,00 in 3 = 33,34 + 33,33 + 33,33).
 */
export function splitEqually(totalCents: number, parts: number): number[] {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError('totalCents must be a whole number of cents');
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError('parts must be at least 1');
  const base = Math.floor(totalCents / parts);
  const leftover = totalCents - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < leftover ? 1 : 0));
}

/** Due dates every `everyDays` days from `first` ('YYYY-MM-DD'). */
export function dueDatesFrom(first: string, count: number, everyDays = 30): string[] {
  return Array.from({ length: count }, (_, i) => addCalendarDays(first, i * everyDays));
}

/**
 * The instalments after the deposit, split equally: what is left of the total once the deposit is
 * taken, in `count` parts, the first due `firstDue`, the next every 30 days.
 */
export function equalSchedule(remainingCents: number, count: number, firstDue: string): ScheduleInstalment[] {
  const amounts = splitEqually(remainingCents, count);
  const dates = dueDatesFrom(firstDue, count);
  return amounts.map((amountCents, i) => ({ amountCents, dueDate: dates[i] }));
}

/**
 * The server's check of a schedule typed by hand: 1 to 24 instalments, each a positive whole number
 * of cents with a real calendar date, adding up with the deposit to exactly the total.
 */
export function scheduleError(
  totalCents: number,
  depositCents: number,
  instalments: readonly ScheduleInstalment[],
): ScheduleError | null {
  if (instalments.length === 0) return 'payments.schedule.empty';
  if (instalments.length > MAX_INSTALMENTS) return 'payments.schedule.tooMany';
  let sum = depositCents;
  for (const part of instalments) {
    if (!Number.isSafeInteger(part.amountCents) || part.amountCents <= 0) return 'payments.schedule.amountInvalid';
    if (typeof part.dueDate !== 'string' || !isCalendarDate(part.dueDate)) return 'payments.schedule.dateInvalid';
    sum += part.amountCents;
  }
  return sum === totalCents ? null : 'payments.schedule.sumMismatch';
}

/** An unpaid instalment is overdue from the day after its due date, in Brasília's calendar. */
export function isOverdue(dueDate: string, receivedOn: string | null, now: Date = new Date()): boolean {
  return receivedOn === null && dueDate < todayInBrazil(now);
}

export const LATE_REMINDER_DAYS = 3;
export type ReminderKind = 'due' | 'late';

/**
 * Which reminder an unpaid instalment should get today (Brasília), given those already sent: one on
 * the due date and one 3 days after. A sweep that missed a day still sends each, once; a reminder
 * that was missed entirely gives way to the later one (no "due today" on the fifth day).
 */
export function reminderToSend(
  dueDate: string,
  sent: { due: boolean; late: boolean },
  now: Date = new Date(),
): ReminderKind | null {
  const today = todayInBrazil(now);
  const lateFrom = addCalendarDays(dueDate, LATE_REMINDER_DAYS);
  if (today >= lateFrom) return sent.late ? null : 'late';
  if (today >= dueDate) return sent.due ? null : 'due';
  return null;
}

/**
 * The static Pix transaction id of one instalment: the proposal's id (hex, no dashes) cut to leave
 * room for the instalment's number, two digits, 25 characters in all (the BR Code's limit).
 */
export function instalmentTxid(proposalId: string, number: number): string {
  return proposalId.replace(/[^A-Za-z0-9]/g, '').slice(0, 23) + String(number).padStart(2, '0');
}

/**
 * A schedule made to add up to another remainder, keeping each instalment's share (its percentage of
 * the schedule) and its due date: how the schedule follows when the client's choice (or an edit of
 * the lines) changes the total. Cents are exact: each share is rounded down and the cents left over
 * go to the first instalments; an instalment whose share rounds to nothing is left out.
 */
export function scaleSchedule(schedule: readonly ScheduleInstalment[], remainingCents: number): ScheduleInstalment[] {
  if (!Number.isSafeInteger(remainingCents) || remainingCents <= 0) return [];
  const total = schedule.reduce((sum, part) => sum + BigInt(part.amountCents), 0n);
  if (total <= 0n) return [];
  if (total === BigInt(remainingCents)) return schedule.map((p) => ({ amountCents: p.amountCents, dueDate: p.dueDate }));
  const remaining = BigInt(remainingCents);
  const amounts = schedule.map((part) => Number((BigInt(part.amountCents) * remaining) / total));
  let leftover = remainingCents - amounts.reduce((a, b) => a + b, 0);
  for (let i = 0; leftover > 0; i = (i + 1) % amounts.length, leftover--) amounts[i] += 1;
  return schedule.map((part, i) => ({ amountCents: amounts[i], dueDate: part.dueDate })).filter((part) => part.amountCents > 0);
}

/** One instalment of an accepted proposal, numbered as the client sees it (number 1 is the deposit when there is one). */
export type AgreedInstalment = ScheduleInstalment & { number: number; isDeposit: boolean };

/**
 * The instalments an acceptance agreed: the deposit (due on the day of acceptance) when one is asked,
 * then the schedule frozen in the accepted content; without one, the rest in a single instalment due
 * 30 days after acceptance.
 */
export function agreedInstalments(input: {
  totalCents: number;
  depositCents: number;
  schedule: readonly ScheduleInstalment[] | null;
  acceptedOn: string;
}): AgreedInstalment[] {
  if (input.totalCents <= 0) return [];
  const deposit = Math.min(Math.max(input.depositCents, 0), input.totalCents);
  const remaining = input.totalCents - deposit;
  const rest: ScheduleInstalment[] =
    remaining <= 0
      ? []
      : input.schedule?.length
        ? scaleSchedule(input.schedule, remaining)
        : equalSchedule(remaining, 1, addCalendarDays(input.acceptedOn, 30));
  const parts = [
    ...(deposit > 0 ? [{ amountCents: deposit, dueDate: input.acceptedOn, isDeposit: true }] : []),
    ...rest.map((r) => ({ ...r, isDeposit: false })),
  ];
  return parts.map((part, i) => ({ ...part, number: i + 1 }));
}
