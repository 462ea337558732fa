import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { openFileStorage } from '../../uploads/open-file-storage';
import { isDatabaseEmpty, seedDatabase } from './index';

/**
 * `npm run seed -w api`: migrates and seeds the configured database. A database that already holds
 * data is left alone unless `--reset` is given, which empties every table and the demo uploads first.
 */
async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  const log = (line: string) => console.log(`[seed] ${line}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  const files = await openFileStorage(config.uploadStore, config.uploadsDir).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  try {
    log(`database: ${database.describe}`);
    await migrateDatabase(database);
    log('migrations applied');
    if (!(await isDatabaseEmpty(database.db))) {
      if (!reset) {
        log('the database already has sites; nothing to do (run with --reset to start over)');
        return;
      }
      await database.db.execute(sql`TRUNCATE businesses CASCADE`);
      if (config.uploadStore.kind === 'disk') {
        for (const dir of ['demo', 'sunrise']) fs.rmSync(path.join(config.uploadsDir, dir), { recursive: true, force: true });
      } else {
        // the seed's own files keep their names, so the bucket's copies are reused; an owner's uploads stay
        log('the bucket keeps the files stored under demo/ and sunrise/ (the seed reuses its own)');
      }
      log('emptied every table');
    }
    await seedDatabase(database.db, { storage: files.storage, log });
    log('done');
  } finally {
    files.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
