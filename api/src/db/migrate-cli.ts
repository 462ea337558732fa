import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { normaliseStoredPhones } from './normalise-stored-phones';

/**
 * `npm run migrate -w api` (compiled: `node api/dist-server/migrate-cli.js`, the deployment's migration
 * job): brings the configured database up to date and ends, without serving or seeding. It takes the
 * advisory lock the API's start-up takes for the same work, so it may run while API processes start; they
 * then find the migrations applied. A failed migration exits non-zero, so a release stops before any new
 * API process is started against a schema it does not know.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    console.log(`[migrate] database: ${database.describe}`);
    await database.exclusively('api start-up', async () => {
      await migrateDatabase(database);
      console.log('[migrate] migrations applied');
      const phones = await normaliseStoredPhones(database.db);
      if (phones.normalised > 0) console.log(`[migrate] ${phones.normalised} stored customer phones rewritten to E.164`);
      for (const collision of phones.collisions) console.warn(`[migrate] two customers share one phone in E.164, both kept: ${JSON.stringify(collision)}`);
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
