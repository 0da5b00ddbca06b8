import { describe, expect, it } from 'vitest';
import { addMonths, monthsOf, parseDay, periodQuery, resolvePeriod, todayIn } from '@/lib/reports/periods';

const TODAY = '2026-11-27';

describe('report periods', () => {
  it('this month runs from the 1st to today and compares with last month to the same day', () => {
    expect(resolvePeriod({ period: 'month' }, TODAY)).toEqual({
      key: 'month',
      from: '2026-11-01',
      to: TODAY,
      days: 27,
      previous: { from: '2026-10-01', to: '2026-10-27' },
    });
  });

  it('the last 3, 6 and 12 months include this one; the previous period is as many months before', () => {
    expect(resolvePeriod({ period: '3m' }, TODAY)).toMatchObject({ from: '2026-09-01', previous: { from: '2026-06-01', to: '2026-08-27' } });
    expect(resolvePeriod({ period: '6m' }, TODAY)).toMatchObject({ from: '2026-06-01', previous: { from: '2025-12-01', to: '2026-05-27' } });
    expect(resolvePeriod({ period: '12m' }, TODAY)).toMatchObject({ from: '2025-12-01', previous: { from: '2024-12-01', to: '2025-11-27' } });
  });

  it('this year compares with last year to the same day', () => {
    expect(resolvePeriod({ period: 'year' }, TODAY)).toMatchObject({ from: '2026-01-01', to: TODAY, previous: { from: '2025-01-01', to: '2025-11-27' } });
  });

  it('a custom period compares with the as many days just before it', () => {
    const p = resolvePeriod({ period: 'custom', from: '2026-03-10', to: '2026-03-19' }, TODAY);
    expect(p).toEqual({ key: 'custom', from: '2026-03-10', to: '2026-03-19', days: 10, previous: { from: '2026-02-28', to: '2026-03-09' } });
  });

  it('anything unreadable falls back to the default (12 months)', () => {
    for (const query of [
      {},
      { period: 'forever' },
      { period: ['3m'] },
      { period: 'custom', from: '2026-02-30', to: '2026-03-01' },
      { period: 'custom', from: '2026-03-02', to: '2026-03-01' },
      { period: 'custom', from: '2010-01-01', to: '2026-03-01' },
      { period: 'custom', from: '2026-1-1', to: '2026-03-01' },
      { period: 'custom', from: "2026-01-01' or 1=1", to: '2026-03-01' },
    ])
      expect(resolvePeriod(query, TODAY).key, JSON.stringify(query)).toBe('12m');
  });

  it('keeps month arithmetic inside the month and lists the months a range touches', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(monthsOf({ from: '2025-11-20', to: '2026-02-03' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2028-02-29')).toBe('2028-02-29');
  });

  it('today is Brasília’s day, whatever the machine’s zone', () => {
    // 02:00 UTC on 1 December is still 30 November in Brasília (UTC-3).
    expect(todayIn('America/Sao_Paulo', new Date('2026-12-01T02:00:00Z'))).toBe('2026-11-30');
  });

  it('writes the address of a period', () => {
    expect(periodQuery({ key: '6m', from: 'x', to: 'y' })).toEqual({ period: '6m' });
    expect(periodQuery({ key: 'custom', from: '2026-01-01', to: '2026-01-31' })).toEqual({ period: 'custom', from: '2026-01-01', to: '2026-01-31' });
  });
});
