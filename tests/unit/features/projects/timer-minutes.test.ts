import { describe, expect, it } from 'vitest';
import { timerMinutes } from '@/features/projects/schemas';

const at = (time: string) => new Date(`2026-11-27T${time}Z`);

describe('what a stopped timer records', () => {
  it('records nothing under one minute (a start and stop by mistake leaves no 0-minute entry)', () => {
    expect(timerMinutes(at('10:00:00'), at('10:00:00'))).toBeNull();
    expect(timerMinutes(at('10:00:00'), at('10:00:59.999'))).toBeNull();
    // A clock that went backwards is not a negative entry either.
    expect(timerMinutes(at('10:00:00'), at('09:59:00'))).toBeNull();
  });

  it('records whole minutes from one minute on', () => {
    expect(timerMinutes(at('10:00:00'), at('10:01:00'))).toBe(1);
    expect(timerMinutes(at('10:00:00'), at('10:01:59'))).toBe(1);
    expect(timerMinutes(at('10:00:00'), at('11:15:30'))).toBe(75);
  });
});
