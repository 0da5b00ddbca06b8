import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { calculationSettings, subscriptions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { saveGoals } from '@/features/calculator/mutations';
import { getCalculationSettings } from '@/features/calculator/queries';
import { goalsSchemaFor } from '@/features/calculator/schemas';
import { hourlyRateCents } from '@/lib/pricing';
import { BR_2026 } from '@/lib/tax';
import { advancedRate, ADVANCED_DEFAULTS } from '@/lib/tax/rate';

let n = 0;
const newUser = () => createVerifiedUser(getDb(), { email: `metas${++n}@exemplo.com`, password: 'senha-forte-123' });

describe('goals and costs', () => {
  it('a new account starts at 3000, 400 and 22 h: R$ 38,64 per hour', async () => {
    const userId = await newUser();
    expect(await getCalculationSettings(getDb(), userId)).toMatchObject({
      monthlyGoalCents: 300_000,
      fixedCostsCents: 40_000,
      weeklyHours: 22,
      hourlyRateCents: 3864,
      simpleRateCents: 3864,
      advanced: { advancedMode: false, weeksOff: 4, unbillableBp: 3_000, regime: 'mei' },
    });
  });

  it('saves Brazilian input and answers the new rate', async () => {
    const userId = await newUser();
    const result = await saveGoals(getDb(), userId, { monthlyGoal: '5.000,00', fixedCosts: '1.000,50', weeklyHours: '30' });
    expect(result).toMatchObject({
      ok: true,
      data: { monthlyGoalCents: 500_000, fixedCostsCents: 100_050, weeklyHours: 30, hourlyRateCents: 5_000 },
    });
    expect((await getCalculationSettings(getDb(), userId)).hourlyRateCents).toBe(5_000);
  });

  it.each([
    // The English case: "10,000" was read as 10 and "1,500" as 1.50.
    ['en', { monthlyGoal: '10,000', fixedCosts: '1,500', weeklyHours: '22.5' }, 1_000_000, 150_000, 22.5],
    ['en', { monthlyGoal: '10,000.50', fixedCosts: '0.5', weeklyHours: '40' }, 1_000_050, 50, 40],
    ['pt-BR', { monthlyGoal: '10.000,50', fixedCosts: '1.500', weeklyHours: '22,5' }, 1_000_050, 150_000, 22.5],
    ['es', { monthlyGoal: '10000,50', fixedCosts: '1.500', weeklyHours: '22,25' }, 1_000_050, 150_000, 22.25],
    ['de', { monthlyGoal: '10.000,50', fixedCosts: '1.500,00', weeklyHours: '40' }, 1_000_050, 150_000, 40],
  ] as const)('reads the numbers in the form’s language (%s: %j)', async (locale, fields, goal, costs, hours) => {
    const userId = await newUser();
    const result = await saveGoals(getDb(), userId, { ...fields, locale });
    expect(result.ok && result.data).toMatchObject({ monthlyGoalCents: goal, fixedCostsCents: costs, weeklyHours: hours });
    expect(await getCalculationSettings(getDb(), userId)).toMatchObject({
      monthlyGoalCents: goal,
      fixedCostsCents: costs,
      weeklyHours: hours,
    });
  });

  it('saves the rate the form previews: 22,33 h is R$ 38,07 (the form refuses 22,333 as the server does)', async () => {
    const userId = await newUser();
    const fields = { monthlyGoal: '3.000,00', fixedCosts: '400,00', weeklyHours: '22,33' };
    const preview = goalsSchemaFor('pt-BR').parse(fields);
    const result = await saveGoals(getDb(), userId, { ...fields, locale: 'pt-BR' });
    expect(result.ok && result.data.hourlyRateCents).toBe(hourlyRateCents(preview));
    expect(hourlyRateCents(preview)).toBe(3807); // 3400 / 89,32 = 38,066 -> 38,07
    expect(goalsSchemaFor('pt-BR').safeParse({ ...fields, weeklyHours: '22,333' }).success).toBe(false);
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
    // pt-BR: a dot never marks decimals, and hours keep two decimals (no silent rounding).
    [{ monthlyGoal: '3000.50', fixedCosts: '400', weeklyHours: '22' }, 'numbers.separator'],
    [{ monthlyGoal: '3000', fixedCosts: '400', weeklyHours: '22,333' }, 'numbers.decimals'],
    [{ monthlyGoal: '3000', fixedCosts: '400', weeklyHours: '2.5' }, 'numbers.separator'],
    // en: a single comma groups thousands, so "1,5" is ambiguous.
    [{ monthlyGoal: '1,5', fixedCosts: '400', weeklyHours: '22', locale: 'en' }, 'numbers.separator'],
    [{ monthlyGoal: '3000', fixedCosts: '400', weeklyHours: '22', locale: 'fr' }, 'numbers.invalid'],
    [{ monthlyGoal: '3000', fixedCosts: '400', weeklyHours: '22', userId: 'outro' }, 'calculator.invalidAmount'],
    [{ monthlyGoal: 'x'.repeat(5000), fixedCosts: '400', weeklyHours: '22' }, 'numbers.invalid'],
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

  describe('advanced mode (issue 18)', () => {
    const designer = {
      monthlyGoal: '6.000,00',
      fixedCosts: '500,00',
      weeklyHours: '40',
      locale: 'pt-BR',
      advanced: true,
      equipment: '12.000,00',
      equipmentYears: '3',
      weeksOff: '4',
      unbillable: '30',
      thirteenth: true,
      vacationBonus: true,
      regime: 'mei',
      meiActivity: 'services',
      simplesFatorR: true,
      inssPlan: 'normal',
      otherRate: '0',
      margin: '0',
      risk: '0',
    } as const;

    it('saves the advanced inputs and the rate becomes the advanced one (the README designer as MEI: R$ 67,74)', async () => {
      const userId = await newUser();
      const result = await saveGoals(getDb(), userId, designer);
      expect(result.ok && result.data.taxYear).toBeGreaterThanOrEqual(2026);
      const saved = await getCalculationSettings(getDb(), userId);
      const expected = advancedRate(BR_2026, {
        ...ADVANCED_DEFAULTS,
        netGoalCents: 600_000,
        fixedCostsCents: 50_000,
        equipmentCents: 1_200_000,
        weeklyHours: 40,
      }).rateCents;
      expect(expected).toBe(6_774);
      if (saved.taxYear === 2026) expect(saved.hourlyRateCents).toBe(6_774);
      expect(saved.simpleRateCents).toBe(4_063); // (6000 + 500) / 160 h, the simple formula, kept
      expect(saved.advanced).toMatchObject({ advancedMode: true, equipmentCents: 1_200_000, unbillableBp: 3_000, regime: 'mei' });
      expect(result.ok && result.data.hourlyRateCents).toBe(saved.hourlyRateCents);
    });

    it('a save without the advanced inputs keeps them, and switching the mode off brings the simple rate back', async () => {
      const userId = await newUser();
      await saveGoals(getDb(), userId, { ...designer, regime: 'autonomo', margin: '12,5' });
      await saveGoals(getDb(), userId, { monthlyGoal: '6.000,00', fixedCosts: '500,00', weeklyHours: '40' });
      let saved = await getCalculationSettings(getDb(), userId);
      expect(saved.advanced).toMatchObject({ advancedMode: true, regime: 'autonomo', marginBp: 1_250 });
      await saveGoals(getDb(), userId, { ...designer, advanced: false });
      saved = await getCalculationSettings(getDb(), userId);
      expect(saved.hourlyRateCents).toBe(saved.simpleRateCents);
      expect(saved.hourlyRateCents).toBe(4_063);
    });

    it.each([
      [{ weeksOff: '49' }, 'weeksOff', 'calculator.weeksOffRange'],
      [{ weeksOff: '2,5' }, 'weeksOff', 'calculator.weeksOffRange'],
      [{ equipmentYears: '0' }, 'equipmentYears', 'calculator.equipmentYearsRange'],
      [{ unbillable: '91' }, 'unbillable', 'calculator.percentMax90'],
      [{ risk: '-1' }, 'risk', 'calculator.negative'],
      [{ margin: '501' }, 'margin', 'calculator.percentMax500'],
      [{ equipment: '1.000.000,01' }, 'equipment', 'calculator.amountTooLarge'],
      [{ monthlyGoal: '1.000.000,01' }, 'monthlyGoal', 'calculator.amountTooLarge'],
      [{ regime: 'lucro-real' }, 'regime', 'calculator.invalidAmount'],
    ])('refuses %j with a translated message and writes nothing', async (change, field, message) => {
      const userId = await newUser();
      const result = await saveGoals(getDb(), userId, { ...designer, ...change });
      expect(result).toMatchObject({ ok: false, fieldErrors: { [field]: message } });
      const [row] = await getDb().select().from(calculationSettings).where(eq(calculationSettings.userId, userId));
      expect(row.advancedMode).toBe(false);
    });
  });
});
