import { sql, type SQL } from 'drizzle-orm';

/**
 * A LIKE pattern for "contains", compared the way the search columns are: lower case, without
 * accents ("joao" finds "João"), with the user's own % and _ taken literally.
 */
export function containsPattern(q: string): SQL {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`'%' || lower(public.unaccent('public.unaccent'::regdictionary, ${escaped})) || '%'`;
}

/** Text as the search compares it: lower case, without accents. */
export function searchable(text: SQL): SQL {
  return sql`lower(public.unaccent('public.unaccent'::regdictionary, ${text}))`;
}
