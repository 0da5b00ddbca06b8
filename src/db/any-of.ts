// A uuid column against a list of ids as one array value: `client_id = any($2::uuid[])`. drizzle's
// inArray writes one placeholder per id (`in ($2, $3, …)`), one statement text per length of the
// list, which src/db/client.ts leaves unnamed (planned on every run); with the array the text is the
// same for any number of ids, so it is named, parsed once per connection, and its plan can be kept.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `column = any(ids)`, the ids sent as one uuid[] value (a uuid column only: the cast says uuid[]). */
export function anyUuid(column: AnyColumn<{ columnType: 'PgUUID' }>, ids: readonly string[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::uuid[])`;
}
