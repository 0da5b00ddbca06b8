// The goals-and-costs form: one schema for the form and the server. Inputs are text as typed
// ("3.000,50"); the output is integer cents and hours.
import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { parseDecimalInput, parseMoneyInput } from '@/lib/money-input';

const MAX_WEEKLY_HOURS = 168;
const field = z.union([z.string().max(40), z.number()]);

function money() {
  return field.transform((raw, ctx) => {
    const cents = parseMoneyInput(raw);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: 'calculator.invalidAmount' satisfies MessageKey, path: [] });
      return z.NEVER;
    }
    if (cents < 0) {
      ctx.addIssue({ code: 'custom', message: 'calculator.negative' satisfies MessageKey, path: [] });
      return z.NEVER;
    }
    return cents;
  });
}

export const goalsSchema = z
  .object({
    monthlyGoal: money(),
    fixedCosts: money(),
    weeklyHours: field.transform((raw, ctx) => {
      const hours = parseDecimalInput(raw);
      if (hours === null) {
        ctx.addIssue({ code: 'custom', message: 'calculator.invalidAmount' satisfies MessageKey });
        return z.NEVER;
      }
      if (!(hours > 0)) {
        ctx.addIssue({ code: 'custom', message: 'calculator.weeklyHoursPositive' satisfies MessageKey });
        return z.NEVER;
      }
      if (hours > MAX_WEEKLY_HOURS) {
        ctx.addIssue({ code: 'custom', message: 'calculator.weeklyHoursMax' satisfies MessageKey });
        return z.NEVER;
      }
      return Math.round(hours * 100) / 100;
    }),
  })
  .strict()
  .transform((v) => ({ monthlyGoalCents: v.monthlyGoal, fixedCostsCents: v.fixedCosts, weeklyHours: v.weeklyHours }));

export type GoalsInput = z.input<typeof goalsSchema>;
export type Goals = z.output<typeof goalsSchema>;

/** Field errors of a failed parse, as message keys by field name. */
export function goalsFieldErrors(error: z.ZodError): Record<string, MessageKey> {
  const out: Record<string, MessageKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    // Our own rules carry message keys; anything else (wrong type, unknown field) is a bad value.
    out[field] ??= issue.code === 'custom' ? (issue.message as MessageKey) : 'calculator.invalidAmount';
  }
  return out;
}
