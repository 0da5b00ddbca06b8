import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  equalSchedule,
  instalmentTxid,
  isCalendarDate,
  isOverdue,
  reminderToSend,
  scheduleError,
  splitEqually,
} from '@/lib/payments/schedule';
import { depositCents } from '@/lib/proposal-content';
import { propertyBudget } from '../../../support/property';

describe('payment schedule', () => {
  it('splits equally, the leftover cents on the first instalments', () => {
    expect(splitEqually(10_000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitEqually(10_001, 3)).toEqual([3334, 3334, 3333]);
    expect(splitEqually(5, 1)).toEqual([5]);
    expect(splitEqually(2, 3)).toEqual([1, 1, 0]);
    expect(() => splitEqually(100, 0)).toThrow(RangeError);
    expect(() => splitEqually(10.5, 2)).toThrow(RangeError);
  });

  const budget = propertyBudget(300);
  it(
    'an equal split always adds up to the total to the cent, parts one cent apart at most',
    () =>
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 1, max: 24 }), (total, parts) => {
          const amounts = splitEqually(total, parts);
          expect(amounts).toHaveLength(parts);
          expect(amounts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
        }),
        budget.options,
      ),
    budget.timeout,
  );

  it('40/30/30: a 40 % deposit and the rest in two equal instalments, 30 days apart', () => {
    const total = 1_234_567;
    const deposit = depositCents(total, 40);
    const rest = equalSchedule(total - deposit, 2, '2026-12-31');
    expect(deposit).toBe(493_827);
    expect(rest).toEqual([
      { amountCents: 370_370, dueDate: '2026-12-31' },
      { amountCents: 370_370, dueDate: '2027-01-30' },
    ]);
    expect(scheduleError(total, deposit, rest)).toBeNull();
  });

  it('refuses a schedule by hand that does not add up, or has bad amounts or dates', () => {
    const ok = [
      { amountCents: 5000, dueDate: '2026-12-01' },
      { amountCents: 5000, dueDate: '2027-01-01' },
    ];
    expect(scheduleError(10_000, 0, ok)).toBeNull();
    expect(scheduleError(10_001, 0, ok)).toBe('payments.schedule.sumMismatch');
    expect(scheduleError(12_000, 2_000, ok)).toBeNull();
    expect(scheduleError(10_000, 0, [])).toBe('payments.schedule.empty');
    expect(scheduleError(10_000, 0, Array.from({ length: 25 }, () => ok[0]))).toBe('payments.schedule.tooMany');
    expect(scheduleError(10_000, 0, [{ amountCents: 10_000.5, dueDate: '2026-12-01' }])).toBe('payments.schedule.amountInvalid');
    expect(scheduleError(10_000, 0, [{ amountCents: 0, dueDate: '2026-12-01' }, ...ok])).toBe('payments.schedule.amountInvalid');
    expect(scheduleError(10_000, 0, [{ amountCents: 10_000, dueDate: '2026-02-30' }])).toBe('payments.schedule.dateInvalid');
    expect(scheduleError(10_000, 0, [{ amountCents: 10_000, dueDate: '01/12/2026' }])).toBe('payments.schedule.dateInvalid');
  });

  it('reads only real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
  });
});

describe('overdue and reminders, in Brasília time', () => {
  it('an unpaid instalment is overdue from the next day in Brasília, not in UTC', () => {
    // 02:00 UTC on 11 Dec is still 10 Dec in Brasília: the instalment due on the 10th is not late yet.
    expect(isOverdue('2026-12-10', null, new Date('2026-12-11T02:00:00Z'))).toBe(false);
    expect(isOverdue('2026-12-10', null, new Date('2026-12-11T03:00:00Z'))).toBe(true);
    expect(isOverdue('2026-12-10', '2026-12-12', new Date('2026-12-20T12:00:00Z'))).toBe(false);
  });

  it('sends the due-date reminder on the day and the late one 3 days after, each once', () => {
    const none = { due: false, late: false };
    expect(reminderToSend('2026-12-10', none, new Date('2026-12-09T15:00:00Z'))).toBeNull();
    expect(reminderToSend('2026-12-10', none, new Date('2026-12-10T15:00:00Z'))).toBe('due');
    expect(reminderToSend('2026-12-10', { due: true, late: false }, new Date('2026-12-11T15:00:00Z'))).toBeNull();
    expect(reminderToSend('2026-12-10', { due: true, late: false }, new Date('2026-12-13T15:00:00Z'))).toBe('late');
    expect(reminderToSend('2026-12-10', { due: true, late: true }, new Date('2026-12-20T15:00:00Z'))).toBeNull();
    // A sweep that missed the due date still sends it the next day; past the third day only the late one.
    expect(reminderToSend('2026-12-10', none, new Date('2026-12-11T15:00:00Z'))).toBe('due');
    expect(reminderToSend('2026-12-10', none, new Date('2026-12-14T15:00:00Z'))).toBe('late');
    // 01:00 UTC on the 13th is still the 12th in Brasília.
    expect(reminderToSend('2026-12-10', { due: true, late: false }, new Date('2026-12-13T01:00:00Z'))).toBeNull();
  });

  it('gives each instalment its own 25-character txid ending with its number', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(instalmentTxid(id, 2)).toBe('0f8fad5bd9cb469fa165708' + '02');
    expect(instalmentTxid(id, 12)).toHaveLength(25);
    expect(instalmentTxid(id, 1)).not.toBe(instalmentTxid(id, 2));
  });
});
