import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { calculationSettings } from '@/db/schema';
import { DEFAULT_FIXED_COSTS_CENTS, DEFAULT_MONTHLY_GOAL_CENTS, DEFAULT_WEEKLY_HOURS, hourlyRateCents } from '@/lib/pricing';

export type CalculationSettings = {
  monthlyGoalCents: number;
  fixedCostsCents: number;
  weeklyHours: number;
  hourlyRateCents: number;
};

/** The user's goals and the hourly rate computed from them (defaults when never saved). */
export async function getCalculationSettings(db: Pick<Database, 'query'>, userId: string): Promise<CalculationSettings> {
  const row = await db.query.calculationSettings.findFirst({ where: eq(calculationSettings.userId, userId) });
  const inputs = {
    monthlyGoalCents: row?.monthlyGoalCents ?? DEFAULT_MONTHLY_GOAL_CENTS,
    fixedCostsCents: row?.fixedCostsCents ?? DEFAULT_FIXED_COSTS_CENTS,
    weeklyHours: row?.weeklyHours ?? DEFAULT_WEEKLY_HOURS,
  };
  return { ...inputs, hourlyRateCents: hourlyRateCents(inputs) };
}
