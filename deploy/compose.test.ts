import Ajv from 'ajv';
import composeSpec from './schemas/compose-spec.json';
import { interpolate, interpolateDeep, MissingVariableError, parseEnvFile, referencedVariables } from './compose-test-kit';
import {
  APP_NAMES,
  DEFAULT_PORTS,
  type AppName,
  loadAppConfig,
  readText,
  readYamlDocuments,
  runtimeStage,
  SAMPLE_SECRETS,
  stageEnv,
  VARIABLES_READ,
  variablesRequiredInProduction,
} from './deploy-test-kit';

interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string | number | boolean>;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  healthcheck?: { test: string[] };
  ports?: string[];
  stop_grace_period?: string;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
}

// The file declares draft-07 at an https address ajv does not register under; the vocabulary is draft-07's own.
const { $schema: _draft, ...schema } = composeSpec as Record<string, unknown>;
const validateCompose = new Ajv({ allErrors: true, strict: false }).compile(schema);
const problems = () => (validateCompose.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);

const composeText = readText('compose.yaml');
const [compose] = readYamlDocuments('compose.yaml') as ComposeFile[];
const example = parseEnvFile(readText('.env.example'));
/** deploy/.env as an operator fills it: the example, with every secret given. */
const filledEnv = { ...example, ...Object.fromEntries(Object.keys(example).filter((name) => SAMPLE_SECRETS[name]).map((name) => [name, SAMPLE_SECRETS[name]])) };
const resolved = interpolateDeep(compose as ComposeFile, filledEnv);

/** The services that run one of the site's apps, by app (the image's command names it). */
const appServices = (file: ComposeFile) =>
  Object.entries(file.services).filter(([, service]) => APP_NAMES.includes(service.command?.[0] as AppName)) as [string, ComposeService & { command: [AppName] }][];

/** What a container of the image starts with: the image's ENV, then the service's environment. */
const containerEnv = (service: ComposeService): Record<string, string> => ({
  ...stageEnv(runtimeStage()),
  ...Object.fromEntries(Object.entries(service.environment ?? {}).map(([name, value]) => [name, String(value)])),
});

describe('deploy/compose.yaml', () => {
  it('is a valid Compose file by the Compose Specification schema, as written and once interpolated', () => {
    expect(validateCompose(compose)).toBe(true);
    expect(problems()).toEqual([]);
    expect(validateCompose(resolved)).toBe(true);
  });

  it('a file the schema refuses is refused: a misspelt key and a wrong type', () => {
    const broken = structuredClone(compose) as ComposeFile & { services: Record<string, Record<string, unknown>> };
    (broken.services.api as Record<string, unknown>).healthchek = { test: ['CMD', 'true'] };
    (broken.services.host as Record<string, unknown>).deploy = { replicas: { count: 2 } };
    expect(validateCompose(broken)).toBe(false);
    expect(problems()).toContain('/services/api must NOT have additional properties');
    expect(problems().join('\n')).toContain('/services/host/deploy/replicas');
  });

  it('runs PostgreSQL, Redis, an S3-compatible store, nginx, two replicas each of host and API, the three remotes and a migration job', () => {
    const { services } = resolved;
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(services.redis?.image).toMatch(/^redis:/);
    expect(services.s3?.image).toMatch(/^minio\/minio:/);
    expect(services.nginx?.image).toMatch(/^nginx:/);
    expect(services.api?.deploy?.replicas).toBe(2);
    expect(services.host?.deploy?.replicas).toBe(2);
    expect(Object.fromEntries(appServices(resolved).map(([name, service]) => [name, service.command[0]]))).toEqual({
      api: 'api',
      host: 'host',
      storefront: 'storefront',
      chat: 'chat',
      checkout: 'checkout',
    });
    expect(services.migrate?.command).toEqual(['migrate']);
    // One image for every app: only the command differs.
    const images = new Set([services.migrate, ...appServices(resolved).map(([, service]) => service)].map((service) => service?.image));
    expect(images.size).toBe(1);
  });

  it('starts the APIs after the migration job has succeeded and the database, Redis and the bucket are there', () => {
    expect(resolved.services.migrate?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(resolved.services.api?.depends_on).toEqual({
      migrate: { condition: 'service_completed_successfully' },
      redis: { condition: 'service_healthy' },
      's3-bucket': { condition: 'service_completed_successfully' },
    });
  });

  it('gives each server time to drain and finish its requests before it is killed', () => {
    const drain = Number(resolved.services.api?.environment?.SHUTDOWN_DRAIN_SECONDS);
    const deadline = Number(resolved.services.api?.environment?.SHUTDOWN_TIMEOUT_SECONDS);
    for (const [name, service] of appServices(resolved)) {
      expect([name, service.environment?.SHUTDOWN_DRAIN_SECONDS, service.environment?.SHUTDOWN_TIMEOUT_SECONDS]).toEqual([name, String(drain), String(deadline)]);
      expect([name, /^(\d+)s$/.exec(service.stop_grace_period ?? '')?.[1]]).toEqual([name, expect.any(String)]);
      expect(Number(/^(\d+)s$/.exec(service.stop_grace_period ?? '')?.[1])).toBeGreaterThan(drain + deadline);
    }
  });

  it("checks each app's readiness at /health/ready on the port its server listens on", () => {
    for (const [name, service] of appServices(resolved)) {
      expect([name, service.healthcheck?.test]).toEqual([name, ['CMD', 'node', 'deploy/probe.cjs', `http://127.0.0.1:${DEFAULT_PORTS[service.command[0]]}/health/ready`]]);
    }
  });

  it('names every variable it takes from the environment in .env.example, leaving exactly the required ones empty', () => {
    const referenced = referencedVariables(composeText);
    expect([...referenced.keys()].filter((name) => !(name in example))).toEqual([]);
    const required = [...referenced].filter(([, { required }]) => required).map(([name]) => name);
    expect(required.sort()).toEqual(Object.keys(example).filter((name) => referenced.get(name)?.required && example[name] === '').sort());
    expect(required.filter((name) => example[name] !== '')).toEqual([]);
  });

  it('gives the API every secret production requires from the environment, and refuses to start without it', () => {
    const apiEnvironment = compose?.services.api?.environment ?? {};
    const required = variablesRequiredInProduction();
    expect(required).toEqual(expect.arrayContaining(['AUTH_SECRET', 'PAYMENT_SECRETS_KEY', 'PAYMENT_SANDBOX_SECRET']));
    for (const variable of required) {
      const value = String(apiEnvironment[variable] ?? '');
      expect([variable, value]).toEqual([variable, expect.stringMatching(/./)]);
      // Taken from the environment: required there, so compose names it rather than start on an empty value.
      if (!value.includes('${')) continue;
      expect([variable, value]).toEqual([variable, expect.stringMatching(new RegExp(`^\\$\\{${variable}:\\?`))]);
      expect(() => interpolateDeep(compose, { ...filledEnv, [variable]: '' })).toThrow(MissingVariableError);
    }
  });

  it("gives each app only variables its server reads, and with deploy/.env filled in each app's configuration starts in production", () => {
    // The migration job reads the API's configuration.
    const migrate: [string, ComposeService] = ['migrate', { ...resolved.services.migrate, command: ['api'] }];
    for (const [name, service] of [...appServices(resolved), migrate]) {
      const app = service.command?.[0] as AppName;
      const env = containerEnv(service);
      expect([name, Object.keys(service.environment ?? {}).filter((variable) => !VARIABLES_READ[app].has(variable))]).toEqual([name, []]);
      expect([name, env.NODE_ENV, env.LISTEN_HOST]).toEqual([name, 'production', '0.0.0.0']);
      expect(() => loadAppConfig(app, env)).not.toThrow();
    }
  });

  it('publishes nginx on the ports browsers use: the site and each remote', () => {
    const published = (resolved.services.nginx?.ports ?? []).map((mapping) => Number(mapping.split(':')[0]));
    expect(published.sort()).toEqual([DEFAULT_PORTS.host, DEFAULT_PORTS.storefront, DEFAULT_PORTS.chat, DEFAULT_PORTS.checkout].sort());
  });
});

describe("compose's interpolation, as the tests read it", () => {
  it('takes defaults, refuses required variables that are empty, and keeps $$ a dollar', () => {
    expect(interpolate('${A:-x}/${B-y}/${C:+z}/$$D', { A: '', C: 'set' })).toBe('x/y/z/$D');
    expect(() => interpolate('${SECRET:?set SECRET}', { SECRET: '' })).toThrow('SECRET: set SECRET');
    expect(interpolate('${SECRET:?set SECRET}', { SECRET: 'value' })).toBe('value');
  });
});
