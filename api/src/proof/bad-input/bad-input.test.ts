import type { InjectOptions } from 'fastify';
import { CHAT_UPLOADS_PER_CUSTOMER } from '../../plugins/customer-limits';
import { claimsOf, customerToken } from '../../routes/auth/auth-test-kit';
import { castOf, type Cast } from '../../test/people-and-orders';
import { describeEachDatabase } from '../../test/databases';
import { watchDatabase } from '../db-digest';
import { malformedCases, type MalformedCase } from './malformed-cases';
import { routesUnderTest, type RouteUnderTest } from './routes-under-test';
import { verdictOf } from './verdict';

/** Malformed requests per route, each sent with a token of the route's own role (or anonymously on a public route). */
const CASES_PER_ROUTE = 200;
/** Of an authenticated route's cases, every n-th is also sent without a token (it must get 401). */
const ANONYMOUS_EVERY = 4;

interface Figures {
  routes: number;
  cases: number;
  withToken: number;
  anonymous: number;
  refused: number;
  accepted: number;
  failures: string[];
  /** Milliseconds per route, for finding the slow ones. */
  timings: [string, number][];
}

describeEachDatabase('bad input: every route refuses malformed requests with a 4xx and writes nothing', (ctx) => {
  const routes = (): RouteUnderTest[] => routesUnderTest(ctx.app);
  let cast: Cast;
  let watch: Awaited<ReturnType<typeof watchDatabase>>;
  const figures: Figures = { routes: 0, cases: 0, withToken: 0, anonymous: 0, refused: 0, accepted: 0, failures: [], timings: [] };

  /**
   * Customers an upload route's cases take turns with: a multipart body is only read after the caller's
   * upload limit is counted, so one customer would get 429 past the tenth case and the rest would never
   * reach the parser. Made before the database is watched.
   */
  const uploaders: string[] = [];
  beforeAll(async () => {
    cast = await castOf(ctx);
    for (let i = 0; i < 40; i += 1) uploaders.push(await customerToken(ctx, claimsOf(cast.customerA.token).bid));
    watch = await watchDatabase(ctx.db);
  });

  afterAll(() => {
    const { failures, timings, ...counts } = figures;
    const slowest = [...timings].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, ms]) => `${name} ${ms} ms`);
    console.log(
      `[bad input, ${ctx.kind}] routes ${counts.routes}, cases ${counts.cases} (with a token ${counts.withToken}, anonymous ${counts.anonymous}), ` +
        `refused ${counts.refused}, accepted ${counts.accepted}, failures ${failures.length}; slowest: ${slowest.join(', ')}` +
        (failures.length ? `\n  ${failures.slice(0, 30).join('\n  ')}` : ''),
    );
  });

  /** The token that gets past the route's authentication and role check: a customer's, or the owner's where a customer is refused. */
  async function tokenFor(route: RouteUnderTest): Promise<string | undefined> {
    if (!route.authenticated) return undefined;
    const probe = await ctx.app.inject({ method: route.method as InjectOptions['method'], url: route.url, headers: { authorization: `Bearer ${cast.customerA.token}` } });
    return probe.statusCode === 403 ? cast.owner.token : cast.customerA.token;
  }

  async function send(c: MalformedCase, token: string | undefined) {
    const headers: Record<string, string> = { ...c.headers };
    if (headers['content-type'] === '') delete headers['content-type'];
    if (token) headers.authorization = `Bearer ${token}`;
    return ctx.app.inject({ method: c.method as InjectOptions['method'], url: c.url, headers, ...(c.payload === undefined ? {} : { payload: c.payload }) });
  }

  it('finds the routes from the app itself', () => {
    const names = routes().map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['GET /health/live', 'POST /business_website/chat_widget/send_message', 'POST /business_website/page/update_page_section_data']));
    expect(routes().filter((r) => r.authenticated).length).toBeGreaterThan(30);
  });

  it(`sends at least ${CASES_PER_ROUTE} malformed requests to each route: never a 5xx, always a 4xx with a JSON message, the database unchanged`, async () => {
    for (const route of routes()) {
      const started = Date.now();
      const cases = malformedCases(route, CASES_PER_ROUTE);
      const token = await tokenFor(route);
      const failures: string[] = [];
      let index = 0;
      for (const c of cases) {
        const caller = route.multipart && token === cast.customerA.token ? uploaders[Math.floor(index / (CHAT_UPLOADS_PER_CUSTOMER.max - 1)) % uploaders.length] : token;
        const runs = route.authenticated ? (index % ANONYMOUS_EVERY === 0 ? [caller, undefined] : [caller]) : [undefined];
        index += 1;
        for (const t of runs) {
          const answer = await send(c, t);
          const problem = verdictOf(route, c, t === undefined, { statusCode: answer.statusCode, headers: answer.headers, body: answer.body });
          figures.cases += 1;
          if (t === undefined) figures.anonymous += 1;
          else figures.withToken += 1;
          if (answer.statusCode >= 400) figures.refused += 1;
          else figures.accepted += 1;
          // on an upload route a limit answering in the route's place would hide what the parser does with the case
          if (route.multipart && answer.statusCode === 429) failures.push(`${route.name} ${c.label}: answered 429, the case never reached the route`);
          if (problem) failures.push(`${route.name} ${c.label}${t === undefined ? ' (anonymous)' : ''}: ${problem}: ${answer.body.slice(0, 160)}`);
        }
      }
      const changed = await watch.changesSince();
      if (changed.length) failures.push(`${route.name}: malformed requests changed the tables ${changed.join(', ')}`);
      figures.routes += 1;
      figures.timings.push([route.name, Date.now() - started]);
      figures.failures.push(...failures);
    }
    expect(figures.failures).toEqual([]);
    // a limit for a hung run, not a speed check: every route's cases in one test take about 2.5 min on a
    // quiet 2-core machine, and several times that beside the other test files of a busy one
  }, 900_000);
});
