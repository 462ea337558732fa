import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { borrowedDatabase, describeEachDatabase } from '../../test/databases';
import { TEST_ENV, testUploadsDir } from '../../test/test-env';

const DOCS_PATHS = ['/docs', '/docs/', '/docs/json', '/docs/static/index.html'];

describeEachDatabase('the API description at /docs: off unless API_DOCS=on', (ctx) => {
  const apps: App[] = [];
  const appWith = async (env: NodeJS.ProcessEnv) => {
    const config = loadConfig({ DATA_DIR: process.env[TEST_ENV.root], UPLOADS_DIR: testUploadsDir(), LOG_LEVEL: 'silent', ...env });
    const app = await buildApp({ config, database: borrowedDatabase(ctx), logger: false });
    apps.push(app);
    return app;
  };

  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it.each(DOCS_PATHS)('a production API (API_DOCS unset) answers %s with 404, as any unknown path', async (url) => {
    const response = await (await appWith({})).inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('API_DOCS=on serves the OpenAPI description and Swagger UI', async () => {
    const app = await appWith({ API_DOCS: 'on' });
    expect((await app.inject({ url: '/docs/json' })).json()).toMatchObject({ openapi: expect.any(String) });
    expect((await app.inject({ url: '/docs/' })).statusCode).toBe(200);
  });

  it('refuses a value other than on or off at start-up', () => {
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS="yes": must be on or off/);
  });
});
