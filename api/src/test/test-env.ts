import fs from 'node:fs';

/** Environment variables the api project's jest globalSetup hands to the test files. */
export const TEST_ENV = {
  root: 'API_TEST_ROOT',
  pgliteTemplate: 'API_TEST_PGLITE_TEMPLATE',
  uploads: 'API_TEST_UPLOADS',
  postgresTemplate: 'API_TEST_PG_TEMPLATE',
} as const;

/** URL of another database on the server of `url`. */
export function databaseUrl(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

/**
 * This jest worker's uploads directory, a copy of the seeded one made on first use. Test files of one
 * worker run one after another, so a file's "nothing was stored" check cannot see another file's upload.
 */
export function testUploadsDir(): string {
  const seeded = process.env[TEST_ENV.uploads];
  if (!seeded) throw new Error('run through jest');
  const dir = `${seeded}-worker-${process.env.JEST_WORKER_ID ?? '1'}`;
  if (!fs.existsSync(dir)) {
    fs.cpSync(seeded, `${dir}.partial`, { recursive: true });
    fs.renameSync(`${dir}.partial`, dir);
  }
  return dir;
}
