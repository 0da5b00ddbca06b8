// Billing's background job (docs/jobs.md): the daily sweep of Pix renewal reminders, at 9:00
// Brasília time. Each reminder is recorded once per user and period by the sweep itself
// (pix-reminders.ts), so a second run, a retry or a second process sends nothing twice; a run
// where an e-mail failed throws, and pg-boss's retry sends the ones still due.
import 'server-only';
import { getDb } from '@/db';
import { defineJob } from '@/features/jobs/queue';
import { sweepPixRenewals } from './pix-reminders';

export const PIX_RENEWAL_SWEEP = 'billing.pix-renewal-sweep';

export async function runPixRenewalSweep(): Promise<void> {
  const result = await sweepPixRenewals(getDb());
  if (result.due > 0) console.info(`[billing] Pix renewal reminders: ${result.sent} sent, ${result.failed} failed`);
  if (result.failed > 0) throw new Error(`${result.failed} Pix renewal reminder(s) failed`);
}

export const pixRenewalSweep = defineJob<Record<string, never>>({
  name: PIX_RENEWAL_SWEEP,
  schedule: { cron: '0 9 * * *' },
  retryLimit: 3,
  retryDelaySeconds: 600,
  handler: runPixRenewalSweep,
});
