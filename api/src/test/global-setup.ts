import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openPglite, openPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { databaseUrl, TEST_ENV } from './test-env';
import { localDiskStorage } from '../uploads/local-disk-storage';

/**
 * Runs once per jest run of the api project: builds ONE migrated and seeded PGlite directory (each test
 * file copies it: creating a PGlite directory takes seconds, copying it a fraction of one) and, when
 * DATABASE_URL is set, one seeded PostgreSQL template database (each test file clones it).
 */
export default async function globalSetup(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const pgliteTemplate = path.join(root, 'pglite-template');
  const uploads = path.join(root, 'uploads');
  process.env[TEST_ENV.root] = root;
  process.env[TEST_ENV.pgliteTemplate] = pgliteTemplate;
  process.env[TEST_ENV.uploads] = uploads;

  const tasks: Promise<void>[] = [
    (async () => {
      const handle = await openPglite(pgliteTemplate);
      await migrateDatabase(handle);
      await seedDatabase(handle.db, { storage: localDiskStorage(uploads) });
      await handle.close();
    })(),
  ];

  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `api_test_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    process.env[TEST_ENV.postgresTemplate] = name;
    tasks.push(
      (async () => {
        const handle = await openPostgres(databaseUrl(url, name), 2);
        await migrateDatabase(handle);
        await seedDatabase(handle.db, { storage: null });
        await handle.close();
      })(),
    );
  } else {
    console.log('\n[api tests] DATABASE_URL is not set: the PostgreSQL variant of every suite is skipped (PGlite only).');
  }
  await Promise.all(tasks);
}
