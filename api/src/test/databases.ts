import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { openPglite, openPostgres, type Database, type DatabaseHandle, type DatabaseKind } from '../db/client';
import { RecordingSmsSender } from '../sms';
import { databaseUrl, TEST_ENV, testUploadsDir } from './test-env';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the api tests through jest (its globalSetup prepares the databases)`);
  return value;
};

/** A database of its own for one test file: a copy of the seeded template. */
async function openTestDatabase(kind: DatabaseKind): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  if (kind === 'pglite') {
    const dir = path.join(env(TEST_ENV.root), `pglite_${suffix}`);
    fs.cpSync(env(TEST_ENV.pgliteTemplate), dir, { recursive: true });
    const handle = await openPglite(dir);
    return {
      handle,
      dispose: async () => {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = env('DATABASE_URL');
  const name = `api_test_${suffix}`;
  await adminQuery(url, `CREATE DATABASE "${name}" TEMPLATE "${env(TEST_ENV.postgresTemplate)}"`);
  const handle = await openPostgres(databaseUrl(url, name), 4);
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Runs one admin statement; retries while another file is cloning the same template (55006). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
    } finally {
      await client.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
  }
}

export interface TestContext {
  kind: DatabaseKind;
  app: App;
  db: Database;
  /** The suite's database handle (its change feed included); `borrowedDatabase` lends it to another app. */
  handle: DatabaseHandle;
}

/** The suite's database for another app of the same file: the suite keeps it open, the app's close leaves it so. */
export function borrowedDatabase(ctx: TestContext): DatabaseHandle {
  return { ...ctx.handle, describe: 'the test suite database', close: async () => undefined };
}

const postgresAvailable = () => Boolean(process.env.DATABASE_URL && process.env[TEST_ENV.postgresTemplate]);

/**
 * Declares a suite once per database: PGlite always, PostgreSQL when DATABASE_URL is set (otherwise
 * a skipped suite says so). Each run gets its own copy of the seeded database and its own app; the
 * context's fields are filled in beforeAll, so read them inside tests and hooks.
 */
export function describeEachDatabase(title: string, body: (ctx: TestContext) => void): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    if (kind === 'postgres' && !postgresAvailable()) {
      describe.skip(`${title} [postgres: skipped, DATABASE_URL not set]`, () => {
        it('runs against PostgreSQL when DATABASE_URL is set', () => undefined);
      });
      continue;
    }
    describe(`${title} [${kind}]`, () => {
      const ctx = { kind } as TestContext;
      let dispose: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const opened = await openTestDatabase(kind);
        dispose = opened.dispose;
        const config = loadConfig({ DATA_DIR: env(TEST_ENV.root), UPLOADS_DIR: testUploadsDir(), LOG_LEVEL: 'silent', API_DOCS: 'on' });
        // Login codes are recorded, not logged: loginCustomer (routes/auth/auth-test-kit.ts) reads them there.
        ctx.app = await buildApp({ config, database: opened.handle, logger: false, sms: new RecordingSmsSender() });
        ctx.db = opened.handle.db;
        ctx.handle = opened.handle;
      });
      afterAll(async () => {
        await ctx.app?.close();
        await dispose?.();
      });
      body(ctx);
    });
  }
}
