import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { calculationSettings, subscriptions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { saveGoals } from '@/features/calculator/mutations';
import { getCalculationSettings } from '@/features/calculator/queries';

let n = 0;
const newUser = () => createVerifiedUser(getDb(), { email: `metas${++n}@exemplo.com`, password: 'senha-forte-123' });

describe('goals and costs', () => {
  it('a new account starts at 3000, 400 and 22 h: R$ 38,64 per hour', async () => {
    const userId = await newUser();
    expect(await getCalculationSettings(getDb(), userId)).toEqual({
      monthlyGoalCents: 300_000,
      fixedCostsCents: 40_000,
      weeklyHours: 22,
      hourlyRateCents: 3864,
    });
  });

  it('saves Brazilian input and answers the new rate', async () => {
    const userId = await newUser();
    const result = await saveGoals(getDb(), userId, { monthlyGoal: '5.000,00', fixedCosts: '1.000,50', weeklyHours: '30' });
    expect(result).toEqual({
      ok: true,
      data: { monthlyGoalCents: 500_000, fixedCostsCents: 100_050, weeklyHours: 30, hourlyRateCents: 5_000 },
    });
    expect((await getCalculationSettings(getDb(), userId)).hourlyRateCents).toBe(5_000);
  });

  it('an empty number becomes 0', async () => {
    const userId = await newUser();
    const result = await saveGoals(getDb(), userId, { monthlyGoal: '', fixedCosts: '', weeklyHours: '10' });
    expect(result.ok && result.data).toMatchObject({ monthlyGoalCents: 0, fixedCostsCents: 0, hourlyRateCents: 0 });
  });

  it.each([
    [{ monthlyGoal: '3000', fixedCosts: '400', weeklyHours: '0' }, 'calculator.weeklyHoursPositive'],
    [{ monthlyGoal: '3000', fixedCosts: '400', weeklyHours: '' }, 'calculator.weeklyHoursPositive'],
    [{ monthlyGoal: '3000', fixedCosts: '400', weeklyHours: '169' }, 'calculator.weeklyHoursMax'],
    [{ monthlyGoal: '-10', fixedCosts: '400', weeklyHours: '22' }, 'calculator.negative'],
    [{ monthlyGoal: 'muito', fixedCosts: '400', weeklyHours: '22' }, 'calculator.invalidAmount'],
    [{ monthlyGoal: '3000', fixedCosts: '400', weeklyHours: '22', userId: 'outro' }, 'calculator.invalidAmount'],
    [{ monthlyGoal: 'x'.repeat(5000), fixedCosts: '400', weeklyHours: '22' }, 'calculator.invalidAmount'],
    [null, 'calculator.invalidAmount'],
  ])('refuses %j with %s and writes nothing', async (input, message) => {
    const userId = await newUser();
    const before = await getDb().select().from(calculationSettings).where(eq(calculationSettings.userId, userId));
    const result = await saveGoals(getDb(), userId, input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(message);
    expect(await getDb().select().from(calculationSettings).where(eq(calculationSettings.userId, userId))).toEqual(before);
  });

  it('after the trial ends without a purchase the goals are read-only', async () => {
    const userId = await newUser();
    await getDb()
      .update(subscriptions)
      .set({ trialEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, userId));
    const result = await saveGoals(getDb(), userId, { monthlyGoal: '9000', fixedCosts: '0', weeklyHours: '40' });
    expect(result).toEqual({ ok: false, message: 'calculator.readOnly', fieldErrors: undefined });
    expect((await getCalculationSettings(getDb(), userId)).monthlyGoalCents).toBe(300_000);
  });

  it("changes only the signed-in user's own row", async () => {
    const a = await newUser();
    const b = await newUser();
    await saveGoals(getDb(), a, { monthlyGoal: '10000', fixedCosts: '0', weeklyHours: '40' });
    expect((await getCalculationSettings(getDb(), b)).monthlyGoalCents).toBe(300_000);
  });
});
