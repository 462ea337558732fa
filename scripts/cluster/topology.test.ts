/** @jest-environment node */
import { missingSettings } from './run-cluster.cjs';
import { clusterPorts, clusterServices } from './topology.cjs';

const ENV = { DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/shop', REDIS_URL: 'redis://127.0.0.1:6379', PATH: '/usr/bin' };
/** How each app would start, without a build (the unit tests run before `npm run build`). */
const commandOf = (name: string) => ({ command: 'node', args: [`${name}.js`], cwd: '/apps' });

describe("the local cluster's processes", () => {
  const ports = clusterPorts({ CLUSTER_PORT_BASE: '8400' });
  const services = clusterServices(ports, ENV, commandOf);
  const byName = Object.fromEntries(services.map((service) => [service.name, service.env]));

  it('runs two APIs, two hosts and the three remotes, each on a port of its own', () => {
    expect(services.map((service) => service.name)).toEqual(['api-1', 'api-2', 'host-1', 'host-2', 'storefront', 'chat', 'checkout']);
    const all = [ports.public, ports.apiBalancer, ports.s3, ...ports.apis, ...ports.hosts, ports.storefront, ports.chat, ports.checkout];
    expect(new Set(all).size).toBe(all.length);
    expect(Math.max(...all)).toBeLessThan(8500);
    expect(clusterPorts({}).public).toBe(8080);
    expect(() => clusterPorts({ CLUSTER_PORT_BASE: 'eighty' })).toThrow('CLUSTER_PORT_BASE=eighty: must be a port from 1024 to 65000');
  });

  it('runs them as production does: the same secrets, the shared database, Redis and object store, no automatic seed', () => {
    for (const env of Object.values(byName)) {
      expect(env).toMatchObject({ NODE_ENV: 'production', DATABASE_URL: ENV.DATABASE_URL, REDIS_URL: ENV.REDIS_URL, UPLOAD_STORE: 's3', SEED_DEMO: 'off' });
      expect(env.AUTH_SECRET).toBe(byName['api-1']?.AUTH_SECRET);
      expect(env.PAYMENT_SECRETS_KEY).toBe(byName['api-1']?.PAYMENT_SECRETS_KEY);
    }
    expect(Buffer.from(byName['api-1']?.PAYMENT_SECRETS_KEY ?? '', 'base64')).toHaveLength(32);
    expect(clusterServices(ports, { ...ENV, AUTH_SECRET: 'from-the-environment-at-least-32-characters' }, commandOf)[0]?.env.AUTH_SECRET).toBe('from-the-environment-at-least-32-characters');
  });

  it('points each host at the API balancer and each API at its own port', () => {
    expect([byName['api-1']?.API_PORT, byName['api-2']?.API_PORT]).toEqual(['8410', '8411']);
    expect([byName['host-1']?.HOST_PORT, byName['host-2']?.HOST_PORT]).toEqual(['8420', '8421']);
    expect(byName['host-1']?.API_URL).toBe('http://127.0.0.1:8401');
    expect(byName['host-2']?.TRUST_PROXY).toBe('127.0.0.1');
  });

  it('says plainly which of PostgreSQL and Redis is missing', () => {
    expect(missingSettings(ENV)).toEqual([]);
    expect(missingSettings({ REDIS_URL: ENV.REDIS_URL })).toEqual([expect.stringMatching(/^DATABASE_URL is not set: the PostgreSQL database/)]);
    expect(missingSettings({})).toHaveLength(2);
  });
});
