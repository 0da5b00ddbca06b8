// Proposal reminders' background jobs (docs/jobs.md, "Proposal reminders"): every hour from 8:00 to
// 20:00 Brasília time a sweep queues one job per reminder due, keyed by proposal and rule, so two
// processes sweeping at once queue it once; each job sends its reminder at most once
// (reminders.ts records it in proposal_reminders in the transaction that sends it).
import 'server-only';
import { getDb } from '@/db';
import type PgBoss from 'pg-boss';
import { defineJob, enqueue } from '@/features/jobs/queue';
import type { ReminderRule } from '@/lib/proposal-follow-up';
import { dueReminders, sendReminder } from './reminders';

export const PROPOSAL_REMINDER_SWEEP = 'proposals.reminder-sweep';
export const PROPOSAL_REMINDER = 'proposals.reminder';

export const proposalReminder = defineJob<{ proposalId: string; rule: ReminderRule }>({
  name: PROPOSAL_REMINDER,
  retryLimit: 5,
  retryDelaySeconds: 300,
  handler: async (data) => {
    await sendReminder(getDb(), data);
  },
});

/**
 * Queues every reminder due now (on `boss`, or this process's queue); the dedupe key keeps one job
 * per proposal and rule. Resolves to how many jobs it queued.
 */
export async function runProposalReminderSweep(now = new Date(), boss?: PgBoss): Promise<number> {
  const due = await dueReminders(getDb(), now);
  let queued = 0;
  for (const reminder of due) {
    const id = await enqueue(PROPOSAL_REMINDER, reminder, { dedupeKey: `${reminder.proposalId}:${reminder.rule}` }, boss);
    if (id) queued++;
  }
  if (queued > 0) console.info(`[proposals] ${queued} reminder(s) queued`);
  return queued;
}

export const proposalReminderSweep = defineJob<Record<string, never>>({
  name: PROPOSAL_REMINDER_SWEEP,
  schedule: { cron: '0 8-20 * * *' },
  retryLimit: 2,
  retryDelaySeconds: 600,
  handler: async () => {
    await runProposalReminderSweep();
  },
});
