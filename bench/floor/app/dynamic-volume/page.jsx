// The dynamic page at a signed-in page's volume: the same cookie read and query as /dynamic, then
// about as much HTML as Valora's dashboard (VolumeBody) with a few dozen client islands. It measures
// what the framework itself costs to render and serialise that much, so that the product's pages can
// also be compared with a floor of the same size (docs/performance.md, "The floor at the same volume").
import { cookies } from 'next/headers';
import { query } from '../../db.mjs';
import { VolumeBody } from '../volume-body';

export default async function DynamicVolume() {
  const raw = (await cookies()).get('valora.session_token')?.value ?? '';
  const token = decodeURIComponent(raw).split('.')[0];
  const { rows } = await query('select user_id, expires_at from sessions where token = $1', [token]);
  const who = rows[0] ? `Session of ${rows[0].user_id}` : 'No session';
  return <VolumeBody title="Dynamic floor page at volume" who={who} sections={5} base="/dynamic-volume" />;
}
