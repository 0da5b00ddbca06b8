// The dynamic page: reads the session cookie and runs one query on the product's PostgreSQL
// (DATABASE_URL), rendered on every request, as a signed-in Valora page is at its core.
import { cookies } from 'next/headers';
import { query } from '../../db.mjs';

export default async function Dynamic() {
  const raw = (await cookies()).get('valora.session_token')?.value ?? '';
  const token = decodeURIComponent(raw).split('.')[0];
  const { rows } = await query('select user_id, expires_at from sessions where token = $1', [token]);
  return (
    <main>
      <h1>Dynamic floor page</h1>
      <p>{rows[0] ? `Session of ${rows[0].user_id}, valid until ${rows[0].expires_at.toISOString()}` : 'No session'}</p>
    </main>
  );
}
