// Creates a Drizzle database over a pg pool. Shared by the app (db/index.ts), the launcher,
// the seed and the tests, so there is one way to talk to PostgreSQL.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { createHash } from 'node:crypto';
import { Pool, type PoolClient, type PoolConfig } from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

export function createDatabase(url: string, options: PoolConfig = {}): { db: Database; pool: Pool } {
  const pool = new Pool({ connectionString: url, max: 10, ...options });
  // An idle connection closed by the server (a restart, a failover, the embedded database stopping)
  // must not take the process down: pg emits it on the pool, which throws when nobody listens.
  pool.on('error', (error) => console.error(`[db] idle connection closed: ${error.message}`));
  // A connection lost while a request holds it (a transaction between two statements, PostgreSQL
  // killed) also emits 'error' on the client, where the pool listens only while it is idle: without
  // this the process got an uncaught exception. The request's own query still fails with the
  // error, and the pool discards the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    releaseWhenBeginFails(client);
    keepPlans(client);
  });
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool };
}

/**
 * drizzle-orm 0.45's transaction() sends BEGIN before the try/finally that gives a pooled client
 * back, so a BEGIN that failed (its connection died: PostgreSQL crashed or restarted) kept the client
 * checked out for good, and once `max` of them leaked every query waited forever
 * (drizzle-team/drizzle-orm#6023, open). Here a failed BEGIN gives its client back as broken, so the
 * pool drops it. Once per checkout: should a fixed drizzle release it too, that second call is void.
 */
function releaseWhenBeginFails(client: PoolClient) {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with apply(this), never detached
  const query = client.query as (...args: unknown[]) => unknown;
  client.query = function (this: PoolClient, ...args: unknown[]) {
    const result = query.apply(this, args);
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (result instanceof Promise && /^\s*begin\b/i.test(text ?? '')) {
      result.catch((error: Error) => {
        // eslint-disable-next-line @typescript-eslint/unbound-method -- pg-pool's release is a closure over the client, not a method
        const release = client.release;
        client.release = () => {};
        try {
          release(error);
        } catch {
          /* already given back */
        }
      });
    }
    return result;
  } as PoolClient['query'];
}

/** Named statements one connection keeps at most (each holds a plan in its PostgreSQL backend). */
export const STATEMENTS_PER_CONNECTION = 200;

/**
 * Texts left unnamed among the builder's: a LIKE (the searches, whose best plan depends on the
 * pattern: a one- or two-letter one gives the clients' trigram index nothing to narrow, a generic
 * plan cannot see that), and an IN list (one text per length of the list, each holding a name).
 */
const PLANNED_PER_RUN = /\si?like\s|\sin \(\$/i;
/** Each text's decision, taken once per process: its name, or null for PLANNED_PER_RUN. */
const statementNames = new Map<string, string | null>();

/**
 * A statement's name: the hash of its text, so one text always has one name on every connection;
 * null for a text planned on every run.
 */
export function statementName(text: string): string | null {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = PLANNED_PER_RUN.test(text) ? null : `v${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    // The texts are the app's own (values travel apart); a bound keeps a runaway text set in check.
    if (statementNames.size >= 5000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/**
 * PostgreSQL planned every query on every request: on the dashboard, planning its eleven queries
 * cost more than running them. A query sent with a name is parsed once per connection, and from
 * its sixth run PostgreSQL keeps a generic plan when that plan costs no more than the custom ones
 * (plan_cache_mode auto); until then, or when it costs more, it still plans each run.
 * Named here: the query builder's statements that return rows (drizzle's selects, relational
 * queries and writes with returning, and better-auth's, through the same drizzle), which drizzle
 * sends with rowMode 'array', except the texts PLANNED_PER_RUN matches (statementName). Left
 * unnamed, planned on every run as before: hand-written SQL (db.execute), such as the reports'
 * queries, whose best plan depends on the dates asked for (a generic plan tripled the refusals
 * query's time), and the migrations' scripts, which cannot be prepared. At most
 * STATEMENTS_PER_CONNECTION names per connection; past that, queries go unnamed.
 */
function keepPlans(client: PoolClient) {
  const named = new Set<string>();
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with apply(this), never detached
  const query = client.query as (...args: unknown[]) => unknown;
  client.query = function (this: PoolClient, ...args: unknown[]) {
    const config = args[0];
    if (typeof config === 'object' && config !== null && !('name' in config && config.name)) {
      const { text, rowMode } = config as { text?: unknown; rowMode?: unknown };
      const name = typeof text === 'string' && rowMode === 'array' ? statementName(text) : null;
      if (name && (named.has(name) || named.size < STATEMENTS_PER_CONNECTION)) {
        named.add(name);
        args[0] = { ...config, name };
      }
    }
    return query.apply(this, args);
  } as PoolClient['query'];
}
