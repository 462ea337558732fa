import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { loadRemoteConfig, remoteEnvSchema, variablesOf } from '../server-kit/src';
import { API_VARIABLES, ConfigError, loadConfig } from '../api/src/config';
import { hostEnvSchema, loadHostConfig } from '../host/server/host-config';
import { DEFAULT_PORTS, PORT_VARIABLES, SERVICE_NAMES, type ServiceName } from '../scripts/services.cjs';

export const DEPLOY_DIR = __dirname;
export const ROOT = join(__dirname, '..');

export type AppName = ServiceName;
export const APP_NAMES: readonly AppName[] = SERVICE_NAMES;
export { DEFAULT_PORTS, PORT_VARIABLES };

export const readText = (path: string) => readFileSync(join(DEPLOY_DIR, path), 'utf8');

/** Every YAML document of a file, parsed; a syntax error fails with the file's name and the parser's message. */
export function readYamlDocuments(path: string): unknown[] {
  const documents = parseAllDocuments(readText(path), { merge: true });
  if (!Array.isArray(documents)) return [];
  for (const document of documents) {
    if (document.errors.length > 0) throw new Error(`${path}: ${document.errors.map((error) => error.message).join('; ')}`);
  }
  return documents.map((document) => document.toJS({ maxAliasCount: 100 })).filter((value) => value !== null);
}

/**
 * The variables each app's server reads (its zod schema), the names a deployment may give it; NODE_ENV
 * besides, which the libraries read too (React's production build on the host's server rendering).
 */
export const VARIABLES_READ: Record<AppName, Set<string>> = {
  api: new Set([...API_VARIABLES, 'NODE_ENV', 'DATA_DIR']),
  host: new Set([...variablesOf(hostEnvSchema), 'NODE_ENV']),
  storefront: new Set([...variablesOf(remoteEnvSchema), 'NODE_ENV']),
  chat: new Set([...variablesOf(remoteEnvSchema), 'NODE_ENV']),
  checkout: new Set([...variablesOf(remoteEnvSchema), 'NODE_ENV']),
};

/** Starts `app`'s configuration from `env` as the server does at start-up: throws its message naming each wrong variable. */
export function loadAppConfig(app: AppName, env: NodeJS.ProcessEnv): void {
  if (app === 'api') loadConfig(env);
  else if (app === 'host') loadHostConfig(env);
  else loadRemoteConfig(env);
}

/** The variables production refuses to start without, as the API's own start-up names them for an empty environment. */
export function variablesRequiredInProduction(): string[] {
  try {
    loadConfig({ NODE_ENV: 'production' });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return [...error.message.matchAll(/^ {2}([A-Z0-9_]+)=/gm)].map((match) => match[1] ?? '');
  }
  throw new Error('the API started in production with no secrets at all');
}

/** Values a secret must have to pass the API's checks, for proving a deployment's settings start the servers. */
export const SAMPLE_SECRETS: Record<string, string> = {
  AUTH_SECRET: 'a'.repeat(48),
  PAYMENT_SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
  PAYMENT_SANDBOX_SECRET: 'b'.repeat(48),
  DATABASE_URL: 'postgresql://storefront:secret@postgres:5432/storefront',
  REDIS_URL: 'redis://redis:6379',
  POSTGRES_PASSWORD: 'secret',
  S3_ACCESS_KEY_ID: 'storefront',
  S3_SECRET_ACCESS_KEY: 'secret-key',
};

/** A Kubernetes object, as far as the tests read it. */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind's own shape; the schema tests check it
  spec?: any;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

/** One instruction of a Dockerfile, its continuation lines joined. */
export interface DockerInstruction {
  instruction: string;
  args: string;
}

/** One build stage: its base, its name and its instructions. */
export interface DockerStage {
  from: string;
  name: string | undefined;
  instructions: DockerInstruction[];
}

/** A Dockerfile's stages, read as Docker does: comments dropped, `\` continuations joined. */
export function parseDockerfile(text: string): DockerStage[] {
  const logical = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const stages: DockerStage[] = [];
  for (const line of logical) {
    const [, instruction = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = instruction.toUpperCase();
    if (upper === 'FROM') {
      const [, from = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args) ?? [];
      stages.push({ from, name, instructions: [] });
    } else if (stages.length > 0) {
      stages[stages.length - 1]?.instructions.push({ instruction: upper, args: args.replace(/\s+/g, ' ') });
    }
  }
  return stages;
}

/** The `NAME=value` pairs of a stage's ENV instructions. */
export function stageEnv(stage: DockerStage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { args } of stage.instructions.filter(({ instruction }) => instruction === 'ENV')) {
    for (const [, name = '', value = ''] of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)) env[name] = value.replace(/^"|"$/g, '');
  }
  return env;
}

/** The image's final stage, whose ENV every container starts with. */
export const runtimeStage = (): DockerStage => {
  const stages = parseDockerfile(readText('Dockerfile'));
  const last = stages[stages.length - 1];
  if (!last) throw new Error('deploy/Dockerfile has no stage');
  return last;
};
