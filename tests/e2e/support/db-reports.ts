// The reports' e2e data: a March 2026 with two accepted proposals and one refused, written
// straight into the e2e app's database (dates no screen can set), on the Senior plan.
import { randomUUID } from 'node:crypto';
import { setPlan, withDb } from './db';

/** The figures the seeded March shows (R$ 1.500 + R$ 500 accepted, R$ 800 refused with a reason). */
export const REPORT_MONTH = { from: '2026-03-01', to: '2026-03-31', revenueCents: 200_000, accepted: 2, refused: 1 } as const;
export const REFUSAL_REASON = 'Caro demais; "sem verba" agora';

export async function seedReportMonth(email: string, plan = 'senior'): Promise<void> {
  await setPlan(email, plan);
  const rows = [
    {
      id: randomUUID(),
      title: 'Site da padaria',
      status: 'aprovada',
      total: 150_000,
      day: '02',
      answered: '2026-03-05T12:00:00Z',
      line: ['Site', 10],
    },
    {
      id: randomUUID(),
      title: 'Logo da loja',
      status: 'aprovada',
      total: 50_000,
      day: '10',
      answered: '2026-03-12T12:00:00Z',
      line: ['Logo', 5],
    },
    {
      id: randomUUID(),
      title: 'Identidade do café',
      status: 'rejeitada',
      total: 80_000,
      day: '15',
      answered: '2026-03-17T12:00:00Z',
      line: ['Logo', 4],
    },
  ];
  await withDb(async (c) => {
    for (const r of rows) {
      const created = `2026-03-${r.day}T12:00:00Z`;
      await c.query(
        `insert into proposals (id, user_id, client_name, title, status, total_cents, valid_until, sent_at, first_viewed_at,
                                approved_at, created_at, updated_at)
         select $2, u.id, 'Cliente Teste', $3, $4::proposal_status, $5, '2026-04-30', $6::timestamptz, $6::timestamptz + interval '1 hour',
                case when $4 = 'aprovada' then $7::timestamptz end, $6::timestamptz, $7::timestamptz
         from users u where u.email = $1`,
        [email.toLowerCase(), r.id, r.title, r.status, r.total, created, r.answered],
      );
      await c.query(
        `insert into proposal_items (proposal_id, user_id, service_name, hours, price_cents, position)
         select id, user_id, $2, $3, total_cents, 0 from proposals where id = $1`,
        [r.id, r.line[0], r.line[1]],
      );
      if (r.status === 'rejeitada')
        await c.query(
          `insert into proposal_events (proposal_id, user_id, kind, detail, created_at)
           select id, user_id, 'refused', $2, $3::timestamptz from proposals where id = $1`,
          [r.id, REFUSAL_REASON, r.answered],
        );
    }
  });
}
