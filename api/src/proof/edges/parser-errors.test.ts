import type { InjectOptions } from 'fastify';
import { castOf, type Cast } from '../../routes/chat/chat-test-kit';
import { describeEachDatabase } from '../../test/databases';
import { routesUnderTest } from '../bad-input/routes-under-test';

/** Bodies every body parser must refuse with a 4xx and the JSON error shape, never a 5xx. */
const BROKEN_BODIES = [
  { kind: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'garbage' },
  { kind: 'multipart with an empty boundary', contentType: 'multipart/form-data; boundary=', payload: '--\r\n' },
  { kind: 'multipart with a malformed part header', contentType: 'multipart/form-data; boundary=b', payload: '--b\r\nContent-Disposition\r\n\r\nx\r\n--b--\r\n' },
  { kind: 'multipart cut inside a part', contentType: 'multipart/form-data; boundary=b', payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nno end' },
  { kind: 'multipart with a boundary not found in it', contentType: 'multipart/form-data; boundary=zzz', payload: 'no boundary here at all' },
  // longer than the parser's boundary search takes (the RFC allows 70 characters)
  { kind: 'multipart with a 300-character boundary', contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: `--${'b'.repeat(300)}--\r\n` },
];

describeEachDatabase('parser errors: a broken body is a 4xx with the JSON error shape on every route taking one', (ctx) => {
  let cast: Cast;
  let sent = 0;

  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  afterAll(() => console.log(`[parser errors, ${ctx.kind}] requests ${sent}, every one a 4xx with a JSON message`));

  it('refuses each broken multipart body on every route, multipart or not, as the owner and as a customer', async () => {
    const routes = routesUnderTest(ctx.app).filter((route) => route.takesBody);
    const failures: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');
      for (const token of [cast.owner.token, cast.customerA.token]) {
        for (const body of BROKEN_BODIES) {
          const response = await ctx.app.inject({
            method: route.method as InjectOptions['method'],
            url,
            headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
            payload: body.payload,
          });
          sent += 1;
          const json = (() => {
            try {
              return response.json() as { message?: unknown };
            } catch {
              return {};
            }
          })();
          if (response.statusCode < 400 || response.statusCode >= 500 || typeof json.message !== 'string') {
            failures.push(`${route.name} ${body.kind}: ${response.statusCode} ${response.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
