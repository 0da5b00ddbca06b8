// Starts one embedded PostgreSQL per test run and migrates a template database; each test file
// then gets its own fresh copy of the template (setup-database.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../src/db/embedded';
import { runMigrations } from '../../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = path.resolve('.test-data/integration');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = await startEmbeddedPostgres(dataDir);
  const serverUrl = server.url.replace(/\/valora$/, '');
  const admin = new Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query('create database valora_template');
  await admin.end();
  await runMigrations(`${serverUrl}/valora_template`);
  project.provide('pgServerUrl', serverUrl);
  return async () => {
    await server.stop();
  };
}
