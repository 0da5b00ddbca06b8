import 'server-only';
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { getEnv } from '@/env';

/**
 * Background jobs on the app's own PostgreSQL (pg-boss, DECISIONS.md "background jobs"): webhook
 * deliveries, reminders, scheduled e-mails. Jobs survive restarts, and with N app processes on one
 * database each job is fetched by exactly one of them (pg-boss takes jobs with SKIP LOCKED).
 *
 * A feature defines its jobs in its own `jobs.ts` with `defineJob`, and lists that file in
 * `src/job-handlers.ts` so every process's workers know it. Effects that must happen at most once
 * (a reminder e-mail) are recorded by the feature in its own table, in the transaction that does
 * them: a job can run again after a crash between the effect and pg-boss's "completed".
 */

export const JOBS_SCHEMA = 'pgboss';

export type JobContext = { id: string; retryCount: number };

export type JobDefinition<T extends object> = {
  name: string;
  handler: (data: T, context: JobContext) => Promise<void>;
  /** Attempts after the first one (default 5), spaced by retryDelay seconds, doubled each time with backoff. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** How long one run may take before pg-boss counts it failed (default 5 minutes). */
  expireInSeconds?: number;
  /** A recurring job: a cron expression (minute precision) in the given time zone. */
  schedule?: { cron: string; tz?: string };
};

export type EnqueueOptions = {
  /** Run no earlier than this (a Date, or seconds from now). */
  startAfter?: Date | number;
  /**
   * Queue this job only once for the key: a second enqueue with the same key (from any process)
   * while the first is still stored is ignored. The key becomes the job's id.
   */
  dedupeKey?: string;
};

export type JobHandle<T extends object> = {
  name: string;
  enqueue: (data: T, options?: EnqueueOptions) => Promise<string | null>;
};

type AnyDefinition = JobDefinition<object>;

type JobsGlobal = {
  valoraJobDefinitions?: Map<string, AnyDefinition>;
  valoraBoss?: Promise<PgBoss>;
  valoraJobWorkers?: Promise<void>;
};
const globalForJobs = globalThis as unknown as JobsGlobal;

function definitions(): Map<string, AnyDefinition> {
  return (globalForJobs.valoraJobDefinitions ??= new Map<string, AnyDefinition>());
}

const JOB_NAME = /^[a-z][a-z0-9.-]{1,60}$/;

/** Declares a job; returns the handle features enqueue it with. */
export function defineJob<T extends object>(definition: JobDefinition<T>): JobHandle<T> {
  if (!JOB_NAME.test(definition.name)) throw new Error(`jobs: invalid job name ${definition.name}`);
  definitions().set(definition.name, definition as unknown as AnyDefinition);
  return { name: definition.name, enqueue: (data, options) => enqueue(definition.name, data, options) };
}

export function definedJobs(): readonly AnyDefinition[] {
  return [...definitions().values()];
}

export type BossOptions = { connectionString?: string; pollingIntervalSeconds?: number };

/** A pg-boss instance with Valora's settings: its own schema, a small pool, clock-safe scheduling. */
export function createBoss(options: BossOptions = {}): PgBoss {
  const connectionString = options.connectionString ?? getEnv().DATABASE_URL;
  if (!connectionString) throw new Error('jobs: DATABASE_URL is not set');
  const boss = new PgBoss({ connectionString, schema: JOBS_SCHEMA, max: 4, application_name: 'valora-jobs' });
  // pg-boss reports maintenance and worker errors as events; unheard, an 'error' event would
  // throw and take the process down. A job's own failure is kept on the job and retried.
  boss.on('error', (error: Error) => console.error(`[jobs] ${error.message}`));
  return boss;
}

/** This process's pg-boss, started once (schema installed or migrated on first start). */
export function getBoss(): Promise<PgBoss> {
  globalForJobs.valoraBoss ??= createBoss()
    .start()
    .catch((error: unknown) => {
      globalForJobs.valoraBoss = undefined;
      throw error;
    });
  return globalForJobs.valoraBoss;
}

function queueOptions(definition: AnyDefinition | undefined, name: string): PgBoss.Queue {
  return {
    name,
    retryLimit: definition?.retryLimit ?? 5,
    retryDelay: definition?.retryDelaySeconds ?? 30,
    retryBackoff: definition?.retryBackoff ?? true,
    expireInSeconds: definition?.expireInSeconds ?? 300,
    // Finished jobs are kept a week for inspection, then archived by pg-boss's maintenance.
    retentionDays: 7,
  };
}

/**
 * pg-boss 10 needs a queue before a job is sent to it. Creating one is idempotent in pg-boss (its
 * insert ignores a name that exists, so two processes may race); done once per instance and name.
 */
export async function ensureQueue(boss: PgBoss, name: string): Promise<void> {
  const created = (queuesCreated.get(boss) ?? queuesCreated.set(boss, new Map()).get(boss))!;
  let done = created.get(name);
  if (!done) {
    done = boss.createQueue(name, queueOptions(definitions().get(name), name));
    done.catch(() => created.delete(name));
    created.set(name, done);
  }
  await done;
}
const queuesCreated = new WeakMap<PgBoss, Map<string, Promise<void>>>();

/** A stable UUID for a dedupe key, so the same key maps to the same job id in every process. */
export function jobIdFor(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  // Shaped as a version-5-style UUID (pg-boss stores ids as uuid).
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues a job; resolves to its id, or null when a job with the same dedupe key is already stored. */
export async function enqueue<T extends object>(name: string, data: T, options: EnqueueOptions = {}, boss?: PgBoss): Promise<string | null> {
  const target = boss ?? (await getBoss());
  await ensureQueue(target, name);
  const send: PgBoss.SendOptions = {};
  if (options.dedupeKey) send.id = jobIdFor(name, options.dedupeKey);
  if (options.startAfter instanceof Date) send.startAfter = options.startAfter;
  else if (typeof options.startAfter === 'number') send.startAfter = Math.max(0, Math.round(options.startAfter));
  // pg-boss inserts with ON CONFLICT DO NOTHING: an id already stored gives null, in any process.
  return target.send(name, data, send);
}

export type WorkerOptions = { pollingIntervalSeconds?: number; batchSize?: number };

/** Starts a worker for every defined job (and the schedules of recurring ones) on `boss`. */
export async function workAll(boss: PgBoss, options: WorkerOptions = {}): Promise<void> {
  for (const definition of definitions().values()) {
    await ensureQueue(boss, definition.name);
    await boss.work<object>(
      definition.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: options.batchSize ?? 1, includeMetadata: true },
      async (jobs) => {
        for (const job of jobs) await definition.handler(job.data, { id: job.id, retryCount: job.retryCount });
      },
    );
    if (definition.schedule) await boss.schedule(definition.name, definition.schedule.cron, {}, { tz: definition.schedule.tz ?? 'America/Sao_Paulo' });
  }
}

/** Starts this process's workers once (src/instrumentation.ts); stops them on shutdown. */
export function startWorkers(): Promise<void> {
  globalForJobs.valoraJobWorkers ??= (async () => {
    const boss = await getBoss();
    await workAll(boss);
    const stop = () => {
      // Lets running jobs finish (up to 10 s), then hands unfinished ones back to the queue.
      void boss.stop({ graceful: true, timeout: 10_000 }).catch(() => undefined);
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    process.once('SIGHUP', stop);
  })().catch((error: unknown) => {
    globalForJobs.valoraJobWorkers = undefined;
    throw error;
  });
  return globalForJobs.valoraJobWorkers;
}
