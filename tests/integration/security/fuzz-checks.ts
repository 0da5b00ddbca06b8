// What every fuzzed call must respect: no throw (a 500 in production), an answer with a real message
// key, no stack trace, no prototype pollution, and no row written or changed unless it was accepted.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/db';
import ptBR from '../../../messages/pt-BR.json';

/** True when the dotted key names a text of the pt-BR catalogue (the source of the others). */
export function messageExists(key: unknown): boolean {
  if (typeof key !== 'string' || key === '') return false;
  let node: unknown = ptBR;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

let tableNames: string[] | undefined;

/**
 * Every application table's row count and a hash of all its rows, in one query: an insert, an update
 * or a delete anywhere shows. `exclude` names the tables a rejected request writes by design
 * (rate-limit counters, failed sign-in records).
 */
export async function tableFingerprint(exclude: readonly string[] = []): Promise<Record<string, string>> {
  const db = getDb();
  tableNames ??= (
    await db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).rows.map((r) => r.name);
  const parts = tableNames
    .filter((t) => !exclude.includes(t))
    // A sum of 64-bit row hashes: order-free (no sort), and any changed, added or removed row changes it.
    .map((t) => `select '${t}' as t, count(*) || ':' || coalesce(sum(hashtextextended(x::text, 0)), 0) as f from "${t}" x`);
  const { rows } = await db.execute<{ t: string; f: string }>(sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((r) => [r.t, r.f]));
}

/** The next transaction id PostgreSQL will hand out: it moves only when a transaction changed or locked a row. */
async function transactionMark(): Promise<string> {
  const { rows } = await getDb().execute<{ x: string }>(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`);
  return rows[0].x;
}

/**
 * "Was anything written since the last reset?", cheaply. PostgreSQL gives a transaction an id only
 * when it writes (or locks) a row, so when the next id has not moved, nothing was written anywhere
 * and the fingerprint of every table (milliseconds each time) is skipped. When it moved (a row lock,
 * a rate-limit counter, another test file's database on the same server), the fingerprint decides.
 */
export class WriteWatch {
  private mark = '';
  private baseline: Record<string, string> = {};

  constructor(private readonly exclude: readonly string[] = []) {}

  /** Takes the current state as the one to compare with. */
  async reset() {
    this.mark = await transactionMark();
    this.baseline = await tableFingerprint(this.exclude);
  }

  /** Fails the test, naming the tables, when a row of a watched table changed since the last reset. */
  async expectNothingWritten(message: string) {
    const mark = await transactionMark();
    if (mark === this.mark) return;
    expect(await tableFingerprint(this.exclude), message).toEqual(this.baseline);
    this.mark = mark;
  }
}

/**
 * The longest row stored anywhere, as text. Every field has a length limit (docs/security.md), so an
 * accepted input must never have stored one of the 100,000-character strings.
 */
export async function longestStoredRow(): Promise<number> {
  const db = getDb();
  const parts = (tableNames ?? []).map((t) => `select coalesce(max(length(x::text)), 0) as n from "${t}" x`);
  const { rows } = await db.execute<{ n: number }>(sql.raw(`select max(n)::int as n from (${parts.join(' union all ')}) l`));
  return Number(rows[0].n);
}

/** Longer than any row a valid input can make, far shorter than the fuzz's huge strings. */
export const MAX_STORED_ROW = 60_000;

const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

/** Object.prototype unchanged: a `__proto__` or `constructor.prototype` input polluted nothing. */
export function expectNoPrototypePollution() {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
}

/** Texts that only appear in an answer when an error's internals leaked. */
const LEAKS = [/\bat \//, /\bat async\b/, /node_modules/, /\bError:/, /Failed query/];

export function expectNoStackTrace(text: string) {
  for (const leak of LEAKS) expect(text, `the answer leaks ${leak}`).not.toMatch(leak);
}

/** How many generated inputs each case saw refused and accepted: most must be refused to prove anything. */
export class FuzzTally {
  private counts = new Map<string, { rejected: number; accepted: number }>();

  count(name: string, accepted: boolean) {
    const entry = this.counts.get(name) ?? { rejected: 0, accepted: 0 };
    entry[accepted ? 'accepted' : 'rejected']++;
    this.counts.set(name, entry);
  }

  get(name: string) {
    return this.counts.get(name) ?? { rejected: 0, accepted: 0 };
  }

  print(title: string) {
    // console.log: the route tests silence console.info (the webhook logs every event).
    console.log(
      `${title}\n${[...this.counts].map(([n, c]) => `  ${n}: ${c.rejected} refused, ${c.accepted} accepted`).join('\n')}`,
    );
  }
}
