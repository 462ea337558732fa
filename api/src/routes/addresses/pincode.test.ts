import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { ADDRESS_PATHS } from '../../contracts';
import { INDIA_POST_FOUND, INDIA_POST_NOT_FOUND, startFakeIndiaPost, type FakeAnswer } from '../../pincode/fake-india-post';
import { borrowedDatabase, describeEachDatabase } from '../../test/databases';
import { PINCODE_LOOKUP_PER_ADDRESS } from './pincode';

const lookUp = (app: App, pincode: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: ADDRESS_PATHS.pincode, query: { pincode }, remoteAddress }).then((res) => ({ status: res.statusCode, body: res.json() }));

describeEachDatabase('pincode lookup', (ctx) => {
  describe('from the bundled directory (PINCODE_PROVIDER=offline, the default)', () => {
    it('answers the district and state the form fills city and state from, without a token', async () => {
      const { status, body } = await lookUp(ctx.app, '560001', '10.1.0.1');
      expect(status).toBe(200);
      expect(body).toMatchObject({ message: 'success', data: { pincode: '560001', district: 'Bengaluru', state: 'Karnataka' } });
      expect(body.data.postOffices).toContain('Vasanthanagar');
    });

    it('answers the state as it is today: Hyderabad in Telangana, Leh in Ladakh', async () => {
      expect((await lookUp(ctx.app, '500001', '10.1.0.4')).body.data).toMatchObject({ district: 'Hyderabad', state: 'Telangana' });
      expect((await lookUp(ctx.app, '194101', '10.1.0.4')).body.data).toMatchObject({ district: 'Leh', state: 'Ladakh' });
    });

    it("answers 404 'Invalid pincode or no delivery available' for a pincode no office has", async () => {
      const { status, body } = await lookUp(ctx.app, '000000', '10.1.0.2');
      expect({ status, code: body.code, message: body.message }).toEqual({ status: 404, code: 'PINCODE_NOT_FOUND', message: 'Invalid pincode or no delivery available' });
    });

    it.each(['56000', '5600011', 'abcdef', ''])('refuses %j with 400: a pincode is 6 digits', async (pincode) => {
      const { status, body } = await lookUp(ctx.app, pincode, '10.1.0.3');
      expect({ status, code: body.code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    });
  });

  describe('from the India Post service (PINCODE_PROVIDER=india-post)', () => {
    let answer: FakeAnswer = { status: 200, body: INDIA_POST_FOUND };
    let fake: Awaited<ReturnType<typeof startFakeIndiaPost>>;
    let app: App;
    let dataDir: string;
    beforeAll(async () => {
      fake = await startFakeIndiaPost(() => answer);
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'pincode-app-'));
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PINCODE_PROVIDER: 'india-post', PINCODE_API_URL: fake.url });
      const database = borrowedDatabase(ctx);
      app = await buildApp({ config, database, logger: false });
    });
    afterAll(async () => {
      await app?.close();
      await fake?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it("answers the service's district, state and circle", async () => {
      answer = { status: 200, body: INDIA_POST_FOUND };
      const { status, body } = await lookUp(app, '110001', '10.2.0.1');
      expect({ status, data: body.data }).toEqual({
        status: 200,
        data: { pincode: '110001', district: 'Central Delhi', state: 'Delhi', circle: 'Delhi', postOffices: ['Connaught Place', 'Janpath'] },
      });
    });

    it("answers 404 when the service knows no such pincode", async () => {
      answer = { status: 200, body: INDIA_POST_NOT_FOUND };
      expect((await lookUp(app, '999999', '10.2.0.2')).status).toBe(404);
    });

    it("answers 502 'Unable to validate pincode' when the service fails", async () => {
      answer = { status: 503, body: 'down' };
      const { status, body } = await lookUp(app, '110001', '10.2.0.3');
      expect({ status, code: body.code, message: body.message }).toEqual({ status: 502, code: 'SERVICE_UNAVAILABLE', message: 'Unable to validate pincode' });
    });

    it('limits lookups per client address, with Retry-After, and not other addresses', async () => {
      answer = { status: 200, body: INDIA_POST_FOUND };
      for (let i = 0; i < PINCODE_LOOKUP_PER_ADDRESS.max; i += 1) expect((await lookUp(app, '110001', '10.2.9.9')).status).toBe(200);
      const refused = await app.inject({ method: 'GET', url: ADDRESS_PATHS.pincode, query: { pincode: '110001' }, remoteAddress: '10.2.9.9' });
      expect({ status: refused.statusCode, code: refused.json().code }).toEqual({ status: 429, code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await lookUp(app, '110001', '10.2.9.10')).status).toBe(200);
    });
  });
});
