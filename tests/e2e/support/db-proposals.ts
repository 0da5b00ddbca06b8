// Proposals seeded straight into the e2e app's database: many at once, with public links, history
// entries and acceptances, and whole accounts for pages that need no sign-in (the XSS sweep).
import { randomBytes, randomUUID } from 'node:crypto';
import { seedClients, withDb } from './db';

export type SeedProposal = {
  title: string;
  clientName: string;
  description?: string;
  /** One line per name (the services' snapshots), R$ 100,00 each. */
  lines: string[];
  status?: 'rascunho' | 'enviada' | 'aprovada' | 'rejeitada';
  /** Links the proposal to the account's client of this name (its e-mail and phone then show). */
  clientOf?: string;
  /** Gives it a public link /p/{token}, as sending it does. */
  shared?: boolean;
};

/** Inserts proposals with their lines directly, newest first in order; returns their ids and link tokens. */
export async function seedProposals(email: string, rows: SeedProposal[]): Promise<{ id: string; token: string | null }[]> {
  const records = rows.map((r, i) => ({
    id: randomUUID(),
    ord: i + 1,
    title: r.title,
    client_name: r.clientName,
    client_of: r.clientOf ?? null,
    description: r.description ?? '',
    status: r.status ?? 'enviada',
    lines: r.lines,
    share_id: r.shared ? randomBytes(12).toString('base64url') : null,
    share_secret: r.shared ? randomBytes(24).toString('base64url') : null,
  }));
  await withDb(async (c) => {
    await c.query(
      `insert into proposals (id, user_id, client_id, client_name, title, description, status, total_cents, valid_until,
                              sent_at, share_id, share_secret, created_at)
       select r.id, u.id, (select id from clients where user_id = u.id and name = r.client_of limit 1), r.client_name, r.title,
              r.description, r.status::proposal_status, 10000 * json_array_length(r.lines), current_date + 30,
              case when r.status <> 'rascunho' then now() end, r.share_id, r.share_secret, now() - make_interval(secs => r.ord)
       from users u, json_to_recordset($2::json) as r(id uuid, client_name text, client_of text, title text, description text,
            status text, lines json, share_id text, share_secret text, ord int)
       where u.email = $1`,
      [email.toLowerCase(), JSON.stringify(records)],
    );
    await c.query(
      `insert into proposal_items (proposal_id, user_id, service_name, hours, price_cents, position)
       select p.id, p.user_id, line.name, 1, 10000, line.n - 1
       from json_to_recordset($1::json) as r(id uuid, lines json)
            join proposals p on p.id = r.id,
            json_array_elements_text(r.lines) with ordinality as line(name, n)`,
      [JSON.stringify(records.map((r) => ({ id: r.id, lines: r.lines })))],
    );
  });
  return records.map((r) => ({ id: r.id, token: r.share_id && r.share_secret ? r.share_id + r.share_secret : null }));
}

/** Adds entries to a proposal's history (a refusal's reason, the address a link was e-mailed to). */
export async function addProposalEvents(proposalId: string, events: { kind: string; detail: string | null }[]): Promise<void> {
  await withDb((c) =>
    c.query(
      `insert into proposal_events (proposal_id, user_id, kind, detail, created_at)
       select p.id, p.user_id, e.kind::proposal_event_kind, e.detail, now() - make_interval(secs => e.ord)
       from proposals p, json_to_recordset($2::json) as e(kind text, detail text, ord int)
       where p.id = $1`,
      [proposalId, JSON.stringify(events.map((e, i) => ({ ...e, ord: i + 1 })))],
    ),
  );
}

/** Records an acceptance directly (a state the public form can only reach with a plain name), locking the proposal. */
export async function seedAcceptance(proposalId: string, values: { signerName: string; userAgent: string }): Promise<void> {
  await withDb(async (c) => {
    await c.query(
      `insert into proposal_acceptances (proposal_id, user_id, signer_name, document_digits, ip, user_agent, content_sha256, content)
       select id, user_id, $2, '52998', '127.0.0.1', $3, encode(sha256('{}'::bytea), 'hex'), '{}' from proposals where id = $1`,
      [proposalId, values.signerName, values.userAgent],
    );
    await c.query(`update proposals set status = 'aprovada', approved_at = now() where id = $1`, [proposalId]);
  });
}

/** Changes what a proposal's header shows: its title, the client's name snapshot and the linked client's e-mail. */
export async function setProposalHeader(
  proposalId: string,
  values: { title: string; clientName: string; clientEmail: string | null },
): Promise<void> {
  await withDb(async (c) => {
    await c.query(`update proposals set title = $2, client_name = $3 where id = $1`, [
      proposalId,
      values.title,
      values.clientName,
    ]);
    await c.query(`update clients set email = $2 where id = (select client_id from proposals where id = $1)`, [
      proposalId,
      values.clientEmail,
    ]);
  });
}

export type SeedOwner = {
  name: string;
  plan: string;
  /** Profile columns (snake_case), e.g. full_name, payment_terms. */
  profile: Record<string, string | null>;
  client: { name: string; email: string | null };
  proposal: { title: string; lines: string[] };
};

/**
 * Accounts made directly in the database, each with a profile, a client and one sent proposal with
 * its public link: for the pages that need no sign-in (the client's link and its PDF), many profiles
 * at once. Returns each proposal's id and link token.
 */
export async function seedOwners(rows: SeedOwner[]): Promise<{ id: string; token: string }[]> {
  const emails = rows.map(() => `dono-${randomBytes(6).toString('hex')}@exemplo.com`);
  await withDb(async (c) => {
    for (const [i, row] of rows.entries()) {
      const columns = Object.keys(row.profile);
      if (!columns.every((col) => /^[a-z_]+$/.test(col))) throw new Error('bad column');
      const id = randomUUID();
      await c.query(`insert into users (id, name, email, email_verified) values ($1, $2, $3, true)`, [id, row.name, emails[i]]);
      await c.query(`insert into subscriptions (user_id, plan, status, source) values ($1, $2::plan_id, 'active', 'manual')`, [
        id,
        row.plan,
      ]);
      await c.query(
        `insert into profiles (user_id, ${columns.join(', ')}) values ($1, ${columns.map((_, n) => `$${n + 2}`).join(', ')})`,
        [id, ...columns.map((col) => row.profile[col])],
      );
    }
  });
  const out: { id: string; token: string }[] = [];
  for (const [i, row] of rows.entries()) {
    await seedClients(emails[i], [{ name: row.client.name, email: row.client.email ?? undefined }]);
    const [proposal] = await seedProposals(emails[i], [
      { ...row.proposal, clientName: row.client.name, clientOf: row.client.name, shared: true },
    ]);
    out.push({ id: proposal.id, token: proposal.token! });
  }
  return out;
}
