import { describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDayAsDate, defaultValidUntil, proposalTotalCents, todayInBrazil } from '@/lib/proposals';

describe('proposal figures', () => {
  it('the total is the sum of the line prices', () => {
    expect(proposalTotalCents([])).toBe(0);
    expect(proposalTotalCents([{ priceCents: 115_920 }, { priceCents: 30_912 }, { priceCents: 1 }])).toBe(146_833);
  });

  it('today is the calendar date in Brasília, whatever the machine time zone', () => {
    // 02:30 UTC on 1 March is still 28 February in Brasília (UTC-3).
    expect(todayInBrazil(new Date('2026-03-01T02:30:00Z'))).toBe('2026-02-28');
    expect(todayInBrazil(new Date('2026-03-01T03:30:00Z'))).toBe('2026-03-01');
  });

  it('valid-until defaults to 30 calendar days from today, across months and leap years', () => {
    expect(defaultValidUntil(new Date('2026-11-21T12:00:00Z'))).toBe('2026-12-21');
    expect(defaultValidUntil(new Date('2028-02-01T12:00:00Z'))).toBe('2028-03-02');
    expect(defaultValidUntil(new Date('2026-12-15T12:00:00Z'))).toBe('2027-01-14');
    expect(addCalendarDays('2026-03-31', -31)).toBe('2026-02-28');
  });

  it('a calendar date shows as the same day in every Brazilian time zone and in UTC', () => {
    // Brazil runs from UTC-2 (Noronha) to UTC-5 (Acre): a date kept at midnight UTC would show the
    // day before in all of them, so a proposal valid until 1 March would read "28 Feb".
    const zones = ['America/Noronha', 'America/Sao_Paulo', 'America/Manaus', 'America/Rio_Branco', 'UTC'];
    for (const isoDate of ['2026-03-01', '2027-01-01', '2028-02-29']) {
      for (const timeZone of zones) {
        expect(calendarDayAsDate(isoDate).toLocaleDateString('sv-SE', { timeZone })).toBe(isoDate);
      }
    }
  });

  it('moves a date forward and back by whole days across year ends', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addCalendarDays('2026-05-10', 0)).toBe('2026-05-10');
  });
});
