import Fastify from 'fastify';
import { errorHandlerPlugin } from './error-handler';
import { defineRateLimit, rateLimitPlugin, routeRateLimit, waitText, type RateLimit } from './rate-limit';

/** A bare app with the error handler, the plugin, one counter (hit / peek routes) and one route-config limit. */
async function limitedApp(max = 3, timeWindowMs = 60_000) {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(rateLimitPlugin, {});
  let counter: RateLimit | undefined;
  await app.register(async (scope) => {
    const limit = defineRateLimit(scope, { name: 'test', max, timeWindowMs, key: (r) => String(r.headers['x-key'] ?? 'none'), message: (s) => `wait ${s}` });
    counter = limit;
    scope.post('/hit', { preHandler: limit.enforce }, async () => ({ ok: true }));
    scope.get('/peek', async (request) => limit.peek(request));
    scope.get('/route', { config: { rateLimit: routeRateLimit({ name: 'route', max: 1, timeWindowMs, key: () => 'all', message: (s) => `route wait ${s}` }) } }, async () => ({ ok: true }));
  });
  await app.ready();
  return { app, counter: counter!, hit: (key = 'a') => app.inject({ method: 'POST', url: '/hit', headers: { 'x-key': key } }) };
}

function fakeWallClock() {
  jest.useFakeTimers({ now: 1_750_000_000_000, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'hrtime', 'performance'] });
  return { advance: (ms: number) => jest.setSystemTime(Date.now() + ms) };
}

afterEach(() => jest.useRealTimers());

describe('defineRateLimit (in memory)', () => {
  it('allows max requests per key in the window, then answers 429 RATE_LIMITED with Retry-After and its message', async () => {
    fakeWallClock();
    const { app, hit } = await limitedApp(3);
    for (let i = 0; i < 3; i += 1) expect((await hit()).statusCode).toBe(200);
    const refused = await hit();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ message: 'wait 60', code: 'RATE_LIMITED' });
    expect((await hit('b')).statusCode).toBe(200);
    expect(refused.headers).not.toHaveProperty('x-ratelimit-limit');
    await app.close();
  });

  it('starts counting again when the window that began with the first request ends', async () => {
    const clock = fakeWallClock();
    const { app, hit } = await limitedApp(2, 60_000);
    await hit();
    clock.advance(30_000);
    await hit();
    expect((await hit()).statusCode).toBe(429);
    expect((await hit()).headers['retry-after']).toBe('30');
    clock.advance(29_999);
    expect((await hit()).statusCode).toBe(429);
    clock.advance(1);
    expect((await hit()).statusCode).toBe(200);
    await app.close();
  });

  it('peeks without counting: limited once the count has reached max', async () => {
    fakeWallClock();
    const { app, hit } = await limitedApp(2);
    const peek = async () => (await app.inject({ method: 'GET', url: '/peek', headers: { 'x-key': 'p' } })).json();
    expect(await peek()).toEqual({ limited: false, retryAfterSeconds: 0 });
    await hit('p');
    expect(await peek()).toEqual({ limited: false, retryAfterSeconds: 60 });
    await hit('p');
    expect(await peek()).toEqual({ limited: true, retryAfterSeconds: 60 });
    expect(await peek()).toEqual({ limited: true, retryAfterSeconds: 60 });
    await app.close();
  });

  it('keeps the counters of two limits apart, and gives route-config limits the same 429', async () => {
    const { app, hit } = await limitedApp(1);
    await hit('all');
    expect((await app.inject({ method: 'GET', url: '/route' })).statusCode).toBe(200);
    const refused = await app.inject({ method: 'GET', url: '/route' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'route wait 60', code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBe('60');
    await app.close();
  });
});

describe('waitText', () => {
  it.each([
    [0.2, '1 second'],
    [1, '1 second'],
    [30, '30 seconds'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [600, '10 minutes'],
  ])('%p s -> %p', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});
