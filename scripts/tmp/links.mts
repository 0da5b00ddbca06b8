import { Client } from 'pg';
import fs from 'node:fs';
const dir = '/work/main/.test-data/e2e';
const c = new Client({ host: '127.0.0.1', port: Number(fs.readFileSync(`${dir}/pg-port`, 'utf8')), user: 'valora', password: fs.readFileSync(`${dir}/pg-password`, 'utf8').trim(), database: 'valora' });
await c.connect();
const r = await c.query(`select p.title, p.status, p.share_id || p.share_secret as token, u.email, p.id from proposals p join users u on u.id=p.user_id where share_id is not null order by p.created_at desc limit 6`);
console.log(r.rows.map((x) => `${x.status}\t${x.title}\t/p/${x.token}\t${x.email}\t${x.id}`).join('\n'));
await c.end();
