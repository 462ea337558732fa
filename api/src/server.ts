import { stopGracefully } from 'server-kit';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { normaliseStoredPhones } from './db/normalise-stored-phones';
import { isDatabaseEmpty, seedDatabase } from './db/seed';
import { startScheduledJobs } from './jobs/scheduled-jobs';

/** Start-up: read the configuration, open and migrate the database, seed an empty one, listen. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  const app = await buildApp({ config, database });
  app.log.info({ database: database.describe }, 'database opened');

  // Several API processes may start at once: one at a time migrates and seeds, the others then find it done.
  await database.exclusively('api start-up', async () => {
    await migrateDatabase(database);
    app.log.info('migrations applied');
    const phones = await normaliseStoredPhones(database.db);
    if (phones.normalised > 0) app.log.info({ normalised: phones.normalised }, 'stored customer phones rewritten to E.164');
    for (const collision of phones.collisions) app.log.warn(collision, 'two customers share one phone in E.164: both kept, the older spelling cannot log in');
    if (!(await isDatabaseEmpty(database.db))) return;
    if (!config.seedDemo) {
      app.log.info('empty database: no demo sites (SEED_DEMO is off; `npm run seed` adds them)');
    } else {
      app.log.info('empty database: seeding the demo sites');
      await seedDatabase(database.db, { storage: app.fileStorage, log: (line) => app.log.info(`[seed] ${line}`) });
    }
  });

  // Order expiry and the other scheduled tasks; each is safe with several API processes running it.
  const jobs = startScheduledJobs(app, config.scheduledJobsIntervalMs);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // SIGTERM (an orchestrator, a release): readiness off while requests are still served, then the
    // listener closes and requests in flight finish. A person's Ctrl-C (SIGINT) skips the drain.
    const times = { ...config.shutdown, drainMs: signal === 'SIGTERM' ? config.shutdown.drainMs : 0 };
    app.log.info({ signal, drainMs: times.drainMs }, 'shutting down');
    await jobs.stop();
    const outcome = await stopGracefully(app, times);
    if (outcome === 'deadline') app.log.warn({ deadlineMs: times.deadlineMs }, 'requests still in flight at the deadline were cut off');
    // PGlite flushes its files on close; a killed process could leave the data directory behind.
    await database.close();
    process.exit(outcome === 'closed' ? 0 : 1);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(`API listening on ${address}${config.docs ? ` (docs at ${address}/docs)` : ''}`);
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error);
  process.exit(1);
});
