// Runs once when a Next.js server process starts (not in the browser, not in the edge runtime).
// Each app process runs the background-job workers: pg-boss hands every job to exactly one of them,
// so N processes on one database share the work (docs/jobs.md).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` loads this file while it prerenders: no database is there to work against.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startBackgroundJobs } = await import('./background-jobs');
  await startBackgroundJobs().catch((error: unknown) => {
    // The site keeps serving; queued jobs wait in the database until a worker starts.
    console.error('[jobs] workers did not start:', error instanceof Error ? error.message : error);
  });
}
