// The saved goals as the app reads them, and the rate they give: the simple formula, or the
// advanced one (src/lib/tax/rate.ts) when the advanced mode is on. No server code: the form runs
// the same function on what is typed.
import { DEFAULT_FIXED_COSTS_CENTS, DEFAULT_MONTHLY_GOAL_CENTS, DEFAULT_WEEKLY_HOURS, hourlyRateCents } from '@/lib/pricing';
import { taxTableFor } from '@/lib/tax';
import { ADVANCED_DEFAULTS, advancedRate, type AdvancedInputs } from '@/lib/tax/rate';

/** The advanced inputs beyond the simple three (goal, costs, hours), and whether the mode is on. */
export type AdvancedSettings = Omit<AdvancedInputs, 'netGoalCents' | 'fixedCostsCents' | 'weeklyHours'> & {
  advancedMode: boolean;
};

export type CalculationSettings = {
  monthlyGoalCents: number;
  fixedCostsCents: number;
  weeklyHours: number;
  /** The rate everything is priced at: the advanced one when the mode is on, else the simple one. */
  hourlyRateCents: number;
  /** The simple formula's rate, whatever the mode. */
  simpleRateCents: number;
  advanced: AdvancedSettings;
  /** The year of the tax table the advanced rate used. */
  taxYear: number;
};

type Row = Partial<{ monthlyGoalCents: number; fixedCostsCents: number; weeklyHours: number } & AdvancedSettings>;

export const ADVANCED_SETTINGS_DEFAULTS: AdvancedSettings = { ...ADVANCED_DEFAULTS, advancedMode: false };

/** Every advanced input, from a saved row (the defaults for what it lacks). */
export function advancedSettingsFrom(row: Row): AdvancedSettings {
  const out = { ...ADVANCED_SETTINGS_DEFAULTS };
  for (const key of Object.keys(out) as (keyof AdvancedSettings)[]) {
    if (row[key] !== undefined) (out as Record<string, unknown>)[key] = row[key];
  }
  return out;
}

/** The inputs of the advanced rate from the simple three and the advanced settings. */
export function advancedInputs(
  simple: { monthlyGoalCents: number; fixedCostsCents: number; weeklyHours: number },
  advanced: AdvancedSettings,
): AdvancedInputs {
  const { advancedMode: _mode, ...rest } = advanced;
  return { ...rest, netGoalCents: simple.monthlyGoalCents, fixedCostsCents: simple.fixedCostsCents, weeklyHours: simple.weeklyHours };
}

/** The settings and the rate they give, with the tax table of `year` (this year by default). */
export function settingsFrom(row: Row, year = new Date().getFullYear()): CalculationSettings {
  const simple = {
    monthlyGoalCents: row.monthlyGoalCents ?? DEFAULT_MONTHLY_GOAL_CENTS,
    fixedCostsCents: row.fixedCostsCents ?? DEFAULT_FIXED_COSTS_CENTS,
    weeklyHours: row.weeklyHours ?? DEFAULT_WEEKLY_HOURS,
  };
  const advanced = advancedSettingsFrom(row);
  const table = taxTableFor(year);
  const simpleRateCents = hourlyRateCents(simple);
  const hourly = advanced.advancedMode ? (advancedRate(table, advancedInputs(simple, advanced)).rateCents ?? 0) : simpleRateCents;
  return { ...simple, hourlyRateCents: hourly, simpleRateCents, advanced, taxYear: table.year };
}
