import { bigint, boolean, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Inputs of the hourly-rate formula. Money in integer cents. */
export const calculationSettings = pgTable('calculation_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  monthlyGoalCents: bigint('monthly_goal_cents', { mode: 'number' }).notNull().default(300000),
  fixedCostsCents: bigint('fixed_costs_cents', { mode: 'number' }).notNull().default(40000),
  weeklyHours: numeric('weekly_hours', { precision: 6, scale: 2, mode: 'number' }).notNull().default(22),
  // The advanced mode (issue 18, src/lib/tax/rate.ts): off, the rate is the simple formula above.
  // Percentages in basis points (3000 = 30 %).
  advancedMode: boolean('advanced_mode').notNull().default(false),
  equipmentCents: bigint('equipment_cents', { mode: 'number' }).notNull().default(0),
  equipmentYears: integer('equipment_years').notNull().default(3),
  weeksOff: integer('weeks_off').notNull().default(4),
  unbillableBp: integer('unbillable_bp').notNull().default(3000),
  thirteenth: boolean('thirteenth').notNull().default(true),
  vacationBonus: boolean('vacation_bonus').notNull().default(true),
  regime: text('regime', { enum: ['mei', 'simples', 'autonomo', 'outro'] }).notNull().default('mei'),
  meiActivity: text('mei_activity', { enum: ['services', 'commerce', 'both'] }).notNull().default('services'),
  simplesFatorR: boolean('simples_fator_r').notNull().default(true),
  inssPlan: text('inss_plan', { enum: ['normal', 'simplified'] }).notNull().default('normal'),
  otherRateBp: integer('other_rate_bp').notNull().default(0),
  marginBp: integer('margin_bp').notNull().default(0),
  riskBp: integer('risk_bp').notNull().default(0),
  /** When the user first saved their own goals (the onboarding step "Definir meta"); null until then. */
  goalsSavedAt: timestamp('goals_saved_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
