import type { AddressInfo } from 'node:net';
import { trickleRequest } from 'server-kit/trickle-request';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { borrowedDatabase, describeEachDatabase } from '../../test/databases';
import { TEST_ENV, testUploadsDir } from '../../test/test-env';

/** A request timeout short enough for a test; production's is server-kit's REQUEST_TIMEOUT_MS. */
const TIMEOUT_MS = 1000;

describeEachDatabase('slow request bodies: the API ends a request whose body trickles in', (ctx) => {
  let app: App;

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: process.env[TEST_ENV.root], UPLOADS_DIR: testUploadsDir(), LOG_LEVEL: 'silent' });
    app = await buildApp({ config, database: borrowedDatabase(ctx), logger: false, requestTimeoutMs: TIMEOUT_MS });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers 408 and closes the connection once the timeout passes (a byte every 200 ms held it open for ever)', async () => {
    const outcome = await trickleRequest((app.server.address() as AddressInfo).port, '/business_website/chat_widget/template_contact_us?subdomain=demo', { giveUpMs: 8000 });
    console.log(`[slow body, ${ctx.kind}] timeout ${TIMEOUT_MS} ms: answered ${outcome.status} and closed after ${outcome.elapsedMs} ms`);
    expect(outcome.status).toBe(408);
    expect(outcome.elapsedMs).toBeLessThan(TIMEOUT_MS + 3000);
  });
});
