import fs from 'node:fs';
import { Client } from 'pg';
import { TEST_ENV } from './test-env';

/** Removes the PGlite template directory and drops the PostgreSQL template database. */
export default async function globalTeardown(): Promise<void> {
  const root = process.env[TEST_ENV.root];
  if (root) fs.rmSync(root, { recursive: true, force: true });
  const template = process.env[TEST_ENV.postgresTemplate];
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.end();
  }
}
