// The goals-and-costs form: one schema for the form (live preview) and the server. Inputs are text
// as typed in the form's language ("3.000,50" in pt-BR, "3,000.50" in en, sent with `locale`);
// the output is integer cents and hours. The advanced inputs (issue 18) are optional: a form that
// does not send them keeps the saved ones' defaults and the simple mode.
import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import type { Locale } from '@/i18n/routing';
import { perLocale } from '@/lib/per-locale';
import { fieldErrorsOf } from '@/lib/field-errors';
import { hoursField, localeField, moneyField } from '@/lib/number-field';
import { ADVANCED_LIMITS, INSS_PLANS, MEI_ACTIVITIES, REGIMES } from '@/lib/tax/rate';

const MAX_WEEKLY_HOURS = 168;

const notNegative = (cents: number): MessageKey | null => (cents < 0 ? 'calculator.negative' : null);
const upToMax = (cents: number): MessageKey | null =>
  cents < 0 ? 'calculator.negative' : cents > ADVANCED_LIMITS.maxMoneyCents ? 'calculator.amountTooLarge' : null;

/** The spec's message for a figure that is not a number at all. */
const unreadable = { invalid: 'calculator.invalidAmount' } as const;

/** A percentage typed as "30" or "12,5" (two decimals at most), out as basis points. */
const percentField = (locale: Locale, maxBp: number, tooLarge: MessageKey) =>
  hoursField(locale, (v) => (v < 0 ? 'calculator.negative' : v * 100 > maxBp ? tooLarge : null), 12, unreadable).transform((v) =>
    Math.round(v * 100),
  );

/** A whole number between min and max. */
const wholeField = (locale: Locale, min: number, max: number, outOfRange: MessageKey) =>
  hoursField(locale, (v) => (!Number.isInteger(v) || v < min || v > max ? outOfRange : null), 6, unreadable);

function buildGoalsSchema(locale: Locale) {
  return z
    .object({
      monthlyGoal: moneyField(locale, notNegative, 40, unreadable),
      fixedCosts: moneyField(locale, notNegative, 40, unreadable),
      weeklyHours: hoursField(
        locale,
        (hours) =>
          !(hours > 0) ? 'calculator.weeklyHoursPositive' : hours > MAX_WEEKLY_HOURS ? 'calculator.weeklyHoursMax' : null,
        40,
        unreadable,
      ),
      locale: localeField,
      advanced: z.boolean().optional(),
      equipment: moneyField(locale, upToMax, 40, unreadable).optional(),
      equipmentYears: wholeField(locale, 1, ADVANCED_LIMITS.maxEquipmentYears, 'calculator.equipmentYearsRange').optional(),
      weeksOff: wholeField(locale, 0, ADVANCED_LIMITS.maxWeeksOff, 'calculator.weeksOffRange').optional(),
      unbillable: percentField(locale, ADVANCED_LIMITS.maxUnbillableBp, 'calculator.percentMax90').optional(),
      thirteenth: z.boolean().optional(),
      vacationBonus: z.boolean().optional(),
      regime: z.enum(REGIMES).optional(),
      meiActivity: z.enum(MEI_ACTIVITIES).optional(),
      simplesFatorR: z.boolean().optional(),
      inssPlan: z.enum(INSS_PLANS).optional(),
      otherRate: percentField(locale, ADVANCED_LIMITS.maxOtherRateBp, 'calculator.percentMax90').optional(),
      margin: percentField(locale, ADVANCED_LIMITS.maxMarginBp, 'calculator.percentMax500').optional(),
      risk: percentField(locale, ADVANCED_LIMITS.maxRiskBp, 'calculator.percentMax90').optional(),
    })
    .strict()
    .superRefine((v, ctx) => {
      // The advanced solver's figures stay within safe integers: at most R$ 1.000.000 a month.
      if (!v.advanced) return;
      for (const field of ['monthlyGoal', 'fixedCosts'] as const) {
        if (v[field] > ADVANCED_LIMITS.maxMoneyCents) ctx.addIssue({ code: 'custom', path: [field], message: 'calculator.amountTooLarge' });
      }
    })
    // An advanced input left out stays as saved (undefined is not written).
    .transform((v) => ({
      monthlyGoalCents: v.monthlyGoal,
      fixedCostsCents: v.fixedCosts,
      weeklyHours: v.weeklyHours,
      advancedMode: v.advanced,
      equipmentCents: v.equipment,
      equipmentYears: v.equipmentYears,
      weeksOff: v.weeksOff,
      unbillableBp: v.unbillable,
      thirteenth: v.thirteenth,
      vacationBonus: v.vacationBonus,
      regime: v.regime,
      meiActivity: v.meiActivity,
      simplesFatorR: v.simplesFatorR,
      inssPlan: v.inssPlan,
      otherRateBp: v.otherRate,
      marginBp: v.margin,
      riskBp: v.risk,
    }));
}
export const goalsSchemaFor = perLocale(buildGoalsSchema);

export const goalsSchema = goalsSchemaFor();

export type GoalsInput = z.input<typeof goalsSchema>;
export type Goals = z.output<typeof goalsSchema>;

/** Field errors of a failed parse, as message keys by field name; anything not ours is a bad value. */
export const goalsFieldErrors = (error: z.ZodError) => fieldErrorsOf(error, 'calculator', 'calculator.invalidAmount');
