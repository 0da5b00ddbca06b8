// Every feature's background jobs, and the start of this process's workers (src/instrumentation.ts).
// A feature that defines jobs (its `jobs.ts`, listed in its FEATURES face) adds one import here, so
// that every app process knows every job, whichever page or action queued it.
import 'server-only';
import { getEnv } from '@/env';
import { startWorkers } from '@/features/jobs/queue';
// Each feature's jobs, defined when imported (one line per feature).
import '@/features/api/jobs';
import '@/features/billing/stripe/jobs';
import '@/features/payments/jobs';
import '@/features/proposal-link/jobs';

export async function startBackgroundJobs(): Promise<void> {
  const env = getEnv();
  if (!env.DATABASE_URL || !env.JOBS_WORKERS) return;
  await startWorkers();
}
