// Direct access to the e2e app's embedded PostgreSQL, for seeding states no screen creates
// (a trial about to end). Reads the port and password the app keeps in its DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { DATA_DIR } from './fixtures';

export async function withDb<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const port = fs.readFileSync(path.join(DATA_DIR, 'pg-port'), 'utf8').trim();
  const password = fs.readFileSync(path.join(DATA_DIR, 'pg-password'), 'utf8').trim();
  const client = new Client({ host: '127.0.0.1', port: Number(port), user: 'valora', password, database: 'valora' });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Moves the account's trial end to `days` days (and a few minutes) from now. */
export async function setTrialDaysLeft(email: string, days: number): Promise<void> {
  await withDb((c) =>
    c.query(
      `update subscriptions set trial_end = now() + make_interval(days => $2) - interval '5 minutes'
       where user_id = (select id from users where email = $1)`,
      [email.toLowerCase(), days],
    ),
  );
}
