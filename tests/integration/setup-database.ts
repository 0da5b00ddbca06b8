// Runs before each integration test file: a fresh database cloned from the migrated template,
// a private DATA_DIR, and the app's cached singletons dropped so they bind to this database.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, inject } from 'vitest';

const serverUrl = inject('pgServerUrl');
const name = `t_${randomBytes(6).toString('hex')}`;
const admin = new Client({ connectionString: `${serverUrl}/postgres` });
await admin.connect();
await admin.query(`create database ${name} template valora_template`);
await admin.end();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valora-it-'));
Object.assign(process.env, {
  NODE_ENV: 'test',
  DATABASE_URL: `${serverUrl}/${name}`,
  DATA_DIR: dataDir,
  APP_URL: 'http://localhost:3000',
  BETTER_AUTH_SECRET: 'integration-tests-secret-0123456789abcdef',
  SMTP_URL: '',
  GOOGLE_CLIENT_ID: '',
  GOOGLE_CLIENT_SECRET: '',
});
const globals = globalThis as Record<string, unknown>;
for (const key of ['valoraDb', 'valoraPool', 'valoraAuth']) delete globals[key];

afterAll(async () => {
  const pool = globals.valoraPool as { end: () => Promise<void> } | undefined;
  await pool?.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
