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

export type SeedClient = {
  name: string;
  email?: string;
  project?: string;
  valueCents?: number;
  status?: string;
  phone?: string;
  /** CPF or CNPJ, digits only. */
  document?: string;
};

/** Inserts clients for the account directly (a list long enough to page or reach a plan limit), newest first in order. */
export async function seedClients(email: string, rows: SeedClient[]): Promise<void> {
  await withDb((c) =>
    c.query(
      `insert into clients (user_id, name, email, project, value_cents, status, phone, document, created_at)
       select u.id, r.name, r.email, r.project, coalesce(r.value_cents, 0), coalesce(r.status, 'novo')::client_status, r.phone,
              r.document, now() - make_interval(secs => r.ord)
       from users u, json_to_recordset($2::json)
            as r(name text, email text, project text, value_cents bigint, status text, phone text, document text, ord int)
       where u.email = $1`,
      [email.toLowerCase(), JSON.stringify(rows.map((r, i) => ({ ...r, value_cents: r.valueCents, ord: i + 1 })))],
    ),
  );
}

export type SeedService = { name: string; baseHours: number; complexity?: number; active?: boolean; deliverables?: string };

/** Inserts catalogue services for the account directly, oldest first in order. */
export async function seedServices(email: string, rows: SeedService[]): Promise<void> {
  await withDb((c) =>
    c.query(
      `insert into services (user_id, name, base_hours, complexity, active, deliverables, created_at)
       select u.id, r.name, r.base_hours, coalesce(r.complexity, 1), coalesce(r.active, true), coalesce(r.deliverables, ''),
              now() - make_interval(secs => 100 - r.ord)
       from users u, json_to_recordset($2::json)
            as r(name text, base_hours real, complexity real, active boolean, deliverables text, ord int)
       where u.email = $1`,
      [
        email.toLowerCase(),
        JSON.stringify(
          rows.map((r, i) => ({
            name: r.name,
            base_hours: r.baseHours,
            complexity: r.complexity,
            active: r.active,
            deliverables: r.deliverables,
            ord: i,
          })),
        ),
      ],
    ),
  );
}

/** Puts the account on a plan with a status (as a purchase would), e.g. pleno / active. */
export async function setPlan(email: string, plan: string, status = 'active'): Promise<void> {
  await withDb((c) =>
    c.query(
      `update subscriptions set plan = $2::plan_id, status = $3::subscription_status
       where user_id = (select id from users where email = $1)`,
      [email.toLowerCase(), plan, status],
    ),
  );
}

/** Fills the account's profile columns directly (snake_case names), e.g. the name, city and Pix key. */
export async function setProfile(email: string, values: Record<string, string | number | null>): Promise<void> {
  const columns = Object.keys(values);
  if (!columns.every((c) => /^[a-z_]+$/.test(c))) throw new Error('bad column');
  await withDb((c) =>
    c.query(
      `update profiles set ${columns.map((col, i) => `${col} = $${i + 2}`).join(', ')}
       where user_id = (select id from users where email = $1)`,
      [email.toLowerCase(), ...columns.map((col) => values[col])],
    ),
  );
}
