// Follow-ups of a sent proposal (issue 19): how long the client has left it unopened or unanswered,
// how many days of validity are left, and which automatic reminder to the client is due. Days are
// Brasília calendar days (lib/time-zone.ts), counted the same on the list, in the sweep and in tests.
import { todayInBrazil } from './proposals';

/** Days after sending with no view before the "not viewed" reminder (docs/jobs.md, "Proposal reminders"). */
export const REMINDER_NOT_VIEWED_DAYS = 3;
/** Days after the client's first view with no answer before the "no answer" reminder. */
export const REMINDER_NO_ANSWER_DAYS = 7;
/** Days before the last valid day on which the "about to expire" reminder goes. */
export const REMINDER_EXPIRING_DAYS = 2;

export const REMINDER_RULES = ['notViewed', 'noAnswer', 'expiring'] as const;
export type ReminderRule = (typeof REMINDER_RULES)[number];

export function isReminderRule(value: unknown): value is ReminderRule {
  return typeof value === 'string' && (REMINDER_RULES as readonly string[]).includes(value);
}

/** Whole calendar days from `from` to `to`, both 'YYYY-MM-DD' (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  const day = (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number);
    return Date.UTC(y, m - 1, d) / 86_400_000;
  };
  return Math.round(day(to) - day(from));
}

/** Calendar days (Brasília) since an instant, never negative: 0 the same day. */
export function daysSince(instant: Date, now: Date = new Date()): number {
  return Math.max(0, calendarDaysBetween(todayInBrazil(instant), todayInBrazil(now)));
}

export type FollowUpInput = {
  status: string;
  /** When it was sent (falls back to createdAt for rows sent before sentAt existed). */
  sentAt: Date | null;
  createdAt: Date;
  firstViewedAt: Date | null;
  /** The last valid day, 'YYYY-MM-DD'. */
  validUntil: string;
};

export type FollowUp = {
  /** Unopened for `days` days, or opened `days` days ago with no answer yet. */
  waiting: { kind: 'notViewed' | 'viewedNoAnswer'; days: number };
  /** Days of validity left after today (0: today is the last day), or expired. */
  validity: { expired: true } | { expired: false; daysLeft: number };
};

/** What the list says about a proposal waiting for the client's answer; null for any other status. */
export function proposalFollowUp(p: FollowUpInput, now: Date = new Date()): FollowUp | null {
  if (p.status !== 'enviada') return null;
  const waiting = p.firstViewedAt
    ? { kind: 'viewedNoAnswer' as const, days: daysSince(p.firstViewedAt, now) }
    : { kind: 'notViewed' as const, days: daysSince(p.sentAt ?? p.createdAt, now) };
  const daysLeft = calendarDaysBetween(todayInBrazil(now), p.validUntil);
  return { waiting, validity: daysLeft < 0 ? { expired: true } : { expired: false, daysLeft } };
}

export type ReminderInput = FollowUpInput & {
  remindersEnabled: boolean;
  /** The rules already sent for this proposal. */
  sent: readonly ReminderRule[];
};

/**
 * The reminder due now, or null: never when switched off, answered (any status but enviada) or
 * expired; at most one per rule; only the most urgent rule due (expiring, then no answer, then not
 * viewed), so a sweep never sends a client two e-mails about one proposal, nor a milder one after it.
 */
export function dueReminder(p: ReminderInput, now: Date = new Date()): ReminderRule | null {
  if (!p.remindersEnabled) return null;
  const followUp = proposalFollowUp(p, now);
  if (!followUp || followUp.validity.expired) return null;
  const sentDays = daysSince(p.sentAt ?? p.createdAt, now);
  const due: ReminderRule[] = [];
  // Sent at least a day before, so a proposal sent two days before its end does not get a
  // "expires soon" e-mail right beside the link itself.
  if (followUp.validity.daysLeft <= REMINDER_EXPIRING_DAYS && sentDays >= 1) due.push('expiring');
  if (followUp.waiting.kind === 'viewedNoAnswer' && followUp.waiting.days >= REMINDER_NO_ANSWER_DAYS) due.push('noAnswer');
  if (followUp.waiting.kind === 'notViewed' && followUp.waiting.days >= REMINDER_NOT_VIEWED_DAYS) due.push('notViewed');
  // Nothing after a more urgent reminder went out (an "expires soon" e-mail is the last one).
  const first = due.at(0);
  return first && !p.sent.includes(first) ? first : null;
}
