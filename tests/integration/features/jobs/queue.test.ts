// The job queue on a real PostgreSQL: every job runs once even with two "processes" (two pg-boss
// instances on one database), dedupe keys queue a job once, failures retry, startAfter delays.
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoss, defineJob, enqueue, jobIdFor, workAll } from '@/features/jobs/queue';

const bosses: PgBoss[] = [];

async function startedBoss(): Promise<PgBoss> {
  const boss = createBoss();
  await boss.start();
  bosses.push(boss);
  return boss;
}

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for the jobs');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Handlers record what ran, by job; the definitions live for the whole file as they do in the app.
const runs = new Map<string, number>();
let failuresLeft = 2;
const attempts: number[] = [];

defineJob<{ key: string }>({
  name: 'test.count',
  retryLimit: 0,
  handler: async (data) => {
    runs.set(data.key, (runs.get(data.key) ?? 0) + 1);
  },
});
defineJob<{ key: string }>({
  name: 'test.flaky',
  retryLimit: 3,
  retryDelaySeconds: 1,
  retryBackoff: false,
  handler: async (_data, context) => {
    attempts.push(context.retryCount);
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('temporary failure');
    }
  },
});

defineJob({ name: 'test.daily', schedule: { cron: '0 8 * * *' }, handler: async () => {} });

describe('job queue', () => {
  let first: PgBoss;
  let second: PgBoss;

  beforeAll(async () => {
    first = await startedBoss();
    second = await startedBoss();
  });

  afterAll(async () => {
    await Promise.all(bosses.map((boss) => boss.stop({ graceful: false, wait: true, close: true })));
  });

  it('runs each of 50 jobs exactly once with two workers on one database', async () => {
    const keys = Array.from({ length: 50 }, (_, i) => `many-${i}`);
    await Promise.all(keys.map((key) => enqueue('test.count', { key }, {}, first)));
    await workAll(first, { pollingIntervalSeconds: 0.5, batchSize: 5 });
    await workAll(second, { pollingIntervalSeconds: 0.5, batchSize: 5 });
    await until(() => keys.every((key) => runs.has(key)));
    // A little longer, so that a second run of any job would have happened.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const key of keys) expect(runs.get(key), key).toBe(1);
  });

  it('registers the schedule of a recurring job, in Brasília time by default', async () => {
    const schedules = await first.getSchedules();
    expect(schedules).toContainEqual(expect.objectContaining({ name: 'test.daily', cron: '0 8 * * *', timezone: 'America/Sao_Paulo' }));
  });

  it('queues a job once per dedupe key, from either instance, even at the same moment', async () => {
    const ids = await Promise.all(
      Array.from({ length: 10 }, (_, i) => enqueue('test.count', { key: 'once' }, { dedupeKey: 'reminder:42' }, i % 2 ? first : second)),
    );
    expect(ids.filter((id) => id !== null)).toEqual([jobIdFor('test.count', 'reminder:42')]);
    await until(() => runs.has('once'));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs.get('once')).toBe(1);
    // Still stored (completed): the same key is refused later too.
    expect(await enqueue('test.count', { key: 'once' }, { dedupeKey: 'reminder:42' }, first)).toBeNull();
  });

  it('retries a failing job until it succeeds', async () => {
    await enqueue('test.flaky', { key: 'x' }, {}, first);
    await until(() => attempts.length === 3, 30_000);
    expect(attempts).toEqual([0, 1, 2]);
  });

  it('does not run a job before its startAfter', async () => {
    const queuedAt = Date.now();
    await enqueue('test.count', { key: 'later' }, { startAfter: 3 }, first);
    await until(() => runs.has('later'));
    expect(Date.now() - queuedAt).toBeGreaterThanOrEqual(2_900);
  });
});

describe('jobIdFor', () => {
  it('maps a name and key to one stable UUID', () => {
    const id = jobIdFor('proposal.reminder', 'p1:not-viewed');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(jobIdFor('proposal.reminder', 'p1:not-viewed')).toBe(id);
    expect(jobIdFor('proposal.reminder', 'p1:no-answer')).not.toBe(id);
    expect(jobIdFor('other', 'p1:not-viewed')).not.toBe(id);
  });
});
