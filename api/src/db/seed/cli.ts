import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
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
      for (const dir of ['demo', 'sunrise']) fs.rmSync(path.join(config.uploadsDir, dir), { recursive: true, force: true });
      log('emptied every table');
    }
    await seedDatabase(database.db, { uploadsDir: config.uploadsDir, log });
    log('done');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
