import 'server-only';
import { getDb } from '@/db';
import { defineJob } from '@/features/jobs/queue';
import { sweepReminders } from './reminders';

/** Every morning (Brasília), the instalment reminders owed today: on the due date and 3 days after. */
export const instalmentReminderSweep = defineJob<Record<string, never>>({
  name: 'payments.reminder-sweep',
  schedule: { cron: '0 9 * * *' },
  retryLimit: 3,
  handler: async () => {
    await sweepReminders(getDb());
  },
});
