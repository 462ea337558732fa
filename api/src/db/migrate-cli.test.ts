/**
 * The migration command the deployment's migration job runs (`npm run migrate -w api`, compiled to
 * dist-server/migrate-cli.js): it brings an empty database up to date, finds nothing to do the second
 * time, and refuses a wrong setting as the API's start-up does.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { REPO_ROOT } from '../config';
import { openPglite } from './client';
import { MIGRATIONS_DIR } from './migrate';

const CLI_TIMEOUT_MS = 120_000;

/** Runs the command with `env` in place of the database settings of this test process; answers its exit code and output. */
function runMigrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _database, REDIS_URL: _redis, PGLITE_DIR: _pglite, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), [path.join(__dirname, 'migrate-cli.ts')], {
      cwd: path.join(REPO_ROOT, 'api'),
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), CLI_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

describe('the migration command', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'migrate-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'applies every migration to an empty database and ends, then finds nothing to do the second time',
    async () => {
      const pgliteDir = path.join(dir, 'pglite');
      const env = { PGLITE_DIR: pgliteDir, DATA_DIR: dir };
      for (const run of ['first', 'second']) {
        const { code, output } = await runMigrate(env);
        expect([run, code, output]).toEqual([run, 0, expect.stringContaining('[migrate] migrations applied')]);
      }
      const database = await openPglite(pgliteDir);
      const count = async (query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
      try {
        expect(await count(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)).toEqual([{ count: journal.entries.length }]);
        // A migrated database, not a seeded one: the job never adds the demo businesses.
        expect(await count(sql`select count(*)::int as count from businesses`)).toEqual([{ count: 0 }]);
      } finally {
        await database.close();
      }
    },
    2 * CLI_TIMEOUT_MS,
  );

  it(
    "refuses to run on production's defaults, naming each missing secret, before touching the database",
    async () => {
      const { code, output } = await runMigrate({ NODE_ENV: 'production', PGLITE_DIR: path.join(dir, 'refused'), DATA_DIR: dir });
      expect(code).toBe(1);
      expect(output).toContain('AUTH_SECRET=""');
      expect(output).toContain('PAYMENT_SECRETS_KEY=""');
      expect(output).not.toContain('[migrate] database');
    },
    CLI_TIMEOUT_MS,
  );
});
