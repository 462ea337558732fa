import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describeEachDatabase } from '../../test/databases';
import { routesUnderTest, type RouteUnderTest } from '../bad-input/routes-under-test';
import { objectFields, validArbitrary } from '../bad-input/zod-arbitrary';
import { changedTables, databaseDigest, writeMark } from '../db-digest';
import { isExemption, MATRIX, victimIds, type MatrixRow } from './matrix-rows';
import { CALLERS, victimData, type Caller, type VictimData } from './victim-data';

const SEED = 20_261_124;
const REFUSED = [401, 403, 404];

/** A request to the route that names the victim's data: the schema's own sample with the victim's ids laid over it. */
function requestFor(route: RouteUnderTest, row: MatrixRow, victim: VictimData) {
  const ids = victimIds(victim);
  const fill = (schema: RouteUnderTest['body']) => {
    if (!schema) return undefined;
    const sample = (fc.sample(validArbitrary(schema), { seed: SEED, numRuns: 1 })[0] ?? {}) as Record<string, unknown>;
    const fields = new Set(objectFields(schema).map((field) => field.name));
    // a read asks for everything: no optional filter or page that could hide the victim's data
    if (row.reads) for (const field of objectFields(schema)) if (!field.required) delete sample[field.name];
    const overrides = { ...ids, ...row.overrides?.(victim) };
    for (const [key, value] of Object.entries(overrides)) if (fields.has(key)) sample[key] = value;
    return sample;
  };
  return { body: fill(route.body), query: fill(route.query) };
}

const leaked = (text: string, secrets: string[]) => secrets.filter((secret) => text.toLowerCase().includes(secret.toLowerCase()));

describeEachDatabase('access matrix: only the rightful caller reaches a customer\'s or an owner\'s data', (ctx) => {
  let victim: VictimData;
  const figures = { routes: 0, calls: 0, refused: 0, failures: [] as string[] };
  const rows = (): [RouteUnderTest, MatrixRow][] =>
    routesUnderTest(ctx.app).flatMap((route) => {
      const entry = MATRIX[route.name];
      return entry && !isExemption(entry) ? [[route, entry]] : [];
    });

  beforeAll(async () => {
    victim = await victimData(ctx);
  });

  afterAll(() => {
    console.log(
      `[access matrix, ${ctx.kind}] routes ${figures.routes} x callers ${CALLERS.length}: calls ${figures.calls}, refused ${figures.refused}, failures ${figures.failures.length}` +
        (figures.failures.length ? `\n  ${figures.failures.join('\n  ')}` : ''),
    );
  });

  it('has a row, or a reason for none, for every route that needs a token', () => {
    const unlisted = routesUnderTest(ctx.app).filter((route) => route.authenticated && !MATRIX[route.name]).map((route) => route.name);
    expect(unlisted).toEqual([]);
    const stale = Object.keys(MATRIX).filter((name) => !routesUnderTest(ctx.app).some((route) => route.name === name));
    expect(stale).toEqual([]);
  });

  async function callAs(caller: Caller, route: RouteUnderTest, request: ReturnType<typeof requestFor>) {
    const person = victim.person(caller);
    const query = Object.fromEntries(Object.entries(request.query ?? {}).filter(([, v]) => v !== undefined).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    const res = await ctx.app.inject({
      method: route.method as InjectOptions['method'],
      url: route.url,
      query,
      headers: person ? { authorization: `Bearer ${person.token}` } : {},
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    figures.calls += 1;
    return { status: res.statusCode, body: res.body };
  }

  it('refuses every caller but the rightful one, with 401/403/404 and none of the data; the rightful caller gets through', async () => {
    for (const [route, row] of rows()) {
      const request = requestFor(route, row, victim);
      const secrets = row.rightful === 'owner' ? victim.secrets.business : victim.secrets.customer;
      const rightRole = row.rightful === 'owner' ? ['owner', 'otherBusinessOwner'] : ['customerA', 'customerB', 'otherBusinessCustomer'];
      const fail = (caller: Caller, what: string, answer: { status: number; body: string }) =>
        figures.failures.push(`${route.name} as ${caller}: ${what} (${answer.status} ${answer.body.slice(0, 200)})`);

      const before = await writeMark(ctx.db);
      // PostgreSQL's mark is the server's: a test file writing to its own database at the same time moves it
      // too, so a moved mark is checked against the tables themselves (PGlite's database is this file's alone).
      const tablesBefore = ctx.kind === 'postgres' ? await databaseDigest(ctx.db) : null;
      for (const caller of CALLERS.filter((c) => c !== row.rightful)) {
        const answer = await callAs(caller, route, request);
        const mayAnswer = row.scope === 'own' && rightRole.includes(caller);
        if (answer.status >= 500) fail(caller, 'server error', answer);
        else if (!mayAnswer && !REFUSED.includes(answer.status)) fail(caller, 'was not refused', answer);
        if (REFUSED.includes(answer.status)) figures.refused += 1;
        const found = leaked(answer.body, secrets);
        if (found.length) fail(caller, `received the victim's data ${found.join(', ')}`, answer);
      }
      if ((await writeMark(ctx.db)) !== before) {
        const changed = tablesBefore ? changedTables(tablesBefore, await databaseDigest(ctx.db)) : ['the write mark moved'];
        if (changed.length) figures.failures.push(`${route.name}: a refused caller's request wrote to the database (${changed.join(', ')})`);
      }

      const answer = await callAs(row.rightful, route, request);
      if (answer.status === 401 || answer.status === 403 || answer.status >= 500) fail(row.rightful, 'the rightful caller was not let through', answer);
      if (row.reads && (answer.status !== 200 || leaked(answer.body, secrets).length === 0)) fail(row.rightful, 'the rightful caller did not get its own data', answer);
      figures.routes += 1;
    }
    expect(figures.failures).toEqual([]);
    expect(figures.routes).toBeGreaterThan(30);
  }, 120_000);
});
