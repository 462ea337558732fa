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
