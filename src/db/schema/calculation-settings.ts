import { bigint, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Inputs of the hourly-rate formula. Money in integer cents. */
export const calculationSettings = pgTable('calculation_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  monthlyGoalCents: bigint('monthly_goal_cents', { mode: 'number' }).notNull().default(300000),
  fixedCostsCents: bigint('fixed_costs_cents', { mode: 'number' }).notNull().default(40000),
  weeklyHours: numeric('weekly_hours', { precision: 6, scale: 2, mode: 'number' }).notNull().default(22),
  /** When the user first saved their own goals (the onboarding step "Definir meta"); null until then. */
  goalsSavedAt: timestamp('goals_saved_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
