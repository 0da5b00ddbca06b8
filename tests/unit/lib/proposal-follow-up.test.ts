import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, daysSince, dueReminder, proposalFollowUp, type ReminderInput } from '@/lib/proposal-follow-up';

// 10:00 in Brasília on 20 Nov 2026 (UTC-3).
const NOW = new Date('2026-11-20T13:00:00Z');
const at = (iso: string) => new Date(iso);

function sent(over: Partial<ReminderInput> = {}): ReminderInput {
  return {
    status: 'enviada',
    sentAt: at('2026-11-19T13:00:00Z'),
    createdAt: at('2026-11-01T13:00:00Z'),
    firstViewedAt: null,
    validUntil: '2026-12-20',
    remindersEnabled: true,
    sent: [],
    ...over,
  };
}

describe('calendar days in Brasília', () => {
  it('counts whole calendar days, across months and years', () => {
    expect(calendarDaysBetween('2026-11-20', '2026-11-20')).toBe(0);
    expect(calendarDaysBetween('2026-11-20', '2026-12-01')).toBe(11);
    expect(calendarDaysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(calendarDaysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(calendarDaysBetween('2026-11-20', '2026-11-18')).toBe(-2);
  });

  it('takes the day in Brasília, not UTC: 23:30 in Brasília is still that day', () => {
    // 02:30 UTC on the 20th is 23:30 on the 19th in Brasília.
    expect(daysSince(at('2026-11-20T02:30:00Z'), NOW)).toBe(1);
    // 03:30 UTC on the 20th is 00:30 on the 20th in Brasília: the same day as NOW.
    expect(daysSince(at('2026-11-20T03:30:00Z'), NOW)).toBe(0);
    // The evening before midnight in Brasília, seen just after midnight: one day.
    expect(daysSince(at('2026-11-20T02:59:00Z'), at('2026-11-20T03:01:00Z'))).toBe(1);
    expect(daysSince(at('2026-11-25T12:00:00Z'), NOW)).toBe(0);
  });
});

describe('proposalFollowUp', () => {
  it('counts the days a sent proposal has not been viewed, and the validity left', () => {
    expect(proposalFollowUp(sent({ sentAt: at('2026-11-15T20:00:00Z') }), NOW)).toEqual({
      waiting: { kind: 'notViewed', days: 5 },
      validity: { expired: false, daysLeft: 30 },
    });
  });

  it('counts from the first view once viewed', () => {
    const f = proposalFollowUp(sent({ sentAt: at('2026-11-01T12:00:00Z'), firstViewedAt: at('2026-11-17T12:00:00Z') }), NOW);
    expect(f?.waiting).toEqual({ kind: 'viewedNoAnswer', days: 3 });
  });

  it('says expired after the last valid day, and 0 days left on it', () => {
    expect(proposalFollowUp(sent({ validUntil: '2026-11-19' }), NOW)?.validity).toEqual({ expired: true });
    expect(proposalFollowUp(sent({ validUntil: '2026-11-20' }), NOW)?.validity).toEqual({ expired: false, daysLeft: 0 });
  });

  it('falls back to the creation date when sentAt is missing; null for drafts and answered ones', () => {
    expect(proposalFollowUp(sent({ sentAt: null }), NOW)?.waiting).toEqual({ kind: 'notViewed', days: 19 });
    for (const status of ['rascunho', 'aprovada', 'rejeitada']) expect(proposalFollowUp(sent({ status }), NOW)).toBeNull();
  });
});

describe('dueReminder', () => {
  const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

  it('not viewed: due from 3 days after sending', () => {
    expect(dueReminder(sent({ sentAt: daysAgo(2) }), NOW)).toBeNull();
    expect(dueReminder(sent({ sentAt: daysAgo(3) }), NOW)).toBe('notViewed');
    expect(dueReminder(sent({ sentAt: daysAgo(10) }), NOW)).toBe('notViewed');
  });

  it('no answer: due 7 days after the first view, whatever the sending date', () => {
    expect(dueReminder(sent({ sentAt: daysAgo(20), firstViewedAt: daysAgo(6) }), NOW)).toBeNull();
    expect(dueReminder(sent({ sentAt: daysAgo(20), firstViewedAt: daysAgo(7) }), NOW)).toBe('noAnswer');
  });

  it('expiring: due in the last 2 days of validity, if sent at least a day before', () => {
    expect(dueReminder(sent({ validUntil: '2026-11-23' }), NOW)).toBeNull();
    expect(dueReminder(sent({ validUntil: '2026-11-22' }), NOW)).toBe('expiring');
    expect(dueReminder(sent({ validUntil: '2026-11-20' }), NOW)).toBe('expiring');
    expect(dueReminder(sent({ validUntil: '2026-11-22', sentAt: daysAgo(0) }), NOW)).toBeNull();
  });

  it('at most one per rule, the most urgent first, and nothing milder after an expiring one', () => {
    const old = { sentAt: daysAgo(5), validUntil: '2026-11-21' };
    expect(dueReminder(sent(old), NOW)).toBe('expiring');
    expect(dueReminder(sent({ ...old, sent: ['notViewed'] }), NOW)).toBe('expiring');
    expect(dueReminder(sent({ ...old, sent: ['expiring'] }), NOW)).toBeNull();
    expect(dueReminder(sent({ sentAt: daysAgo(5), sent: ['notViewed'] }), NOW)).toBeNull();
    // Viewed after the not-viewed reminder: the no-answer one is a different rule.
    expect(dueReminder(sent({ sentAt: daysAgo(15), firstViewedAt: daysAgo(8), sent: ['notViewed'] }), NOW)).toBe('noAnswer');
  });

  it('never when switched off, answered, a draft, or expired', () => {
    const due = { sentAt: daysAgo(5) };
    expect(dueReminder(sent({ ...due, remindersEnabled: false }), NOW)).toBeNull();
    for (const status of ['rascunho', 'aprovada', 'rejeitada']) expect(dueReminder(sent({ ...due, status }), NOW)).toBeNull();
    expect(dueReminder(sent({ ...due, validUntil: '2026-11-19' }), NOW)).toBeNull();
  });
});
