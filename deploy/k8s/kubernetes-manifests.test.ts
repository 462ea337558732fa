import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { API_PREFIXES } from 'shared/constants';
import { FILE_ATTACHMENT_MAX_BYTES } from 'shared/rules';
import { parseEnvFile } from '../compose-test-kit';
import {
  APP_NAMES,
  type AppName,
  DEFAULT_PORTS,
  DEPLOY_DIR,
  type KubeObject,
  loadAppConfig,
  readText,
  readYamlDocuments,
  runtimeStage,
  SAMPLE_SECRETS,
  stageEnv,
  VARIABLES_READ,
  variablesRequiredInProduction,
} from '../deploy-test-kit';
import { unknownFieldProblems, validateKubeObject } from './kubernetes-test-kit';

interface Kustomization {
  resources: string[];
  images?: { name: string }[];
  secretGenerator?: { name: string; behavior?: string; envs?: string[] }[];
  patches?: { path: string }[];
}

const BASE = 'k8s/base';
const kustomization = readYamlDocuments(`${BASE}/kustomization.yaml`)[0] as Kustomization;
const objects = kustomization.resources.flatMap((file) => readYamlDocuments(`${BASE}/${file}`) as KubeObject[]);
const ofKind = (kind: string) => objects.filter((object) => object.kind === kind);
const named = (kind: string, name: string) => {
  const found = ofKind(kind).find((object) => object.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in ${BASE}`);
  return found;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a pod template as the manifests write it
type PodSpec = any;
const podSpecOf = (object: KubeObject): PodSpec => object.spec.template.spec;
const containerOf = (object: KubeObject) => podSpecOf(object).containers[0];
const deploymentOf = (app: AppName) => named('Deployment', app);

/** A workload's environment as the kubelet gives it: the image's ENV, then envFrom in order, then env. */
function workloadEnv(object: KubeObject, secrets: Record<string, string> = {}): Record<string, string> {
  const container = containerOf(object);
  const env: Record<string, string> = { ...stageEnv(runtimeStage()) };
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, named('ConfigMap', source.configMapRef.name).data);
    if (source.secretRef) {
      const stringData = named('Secret', source.secretRef.name).stringData ?? {};
      for (const [name, value] of Object.entries(stringData)) env[name] = value || secrets[name] || '';
    }
  }
  for (const { name, value } of container.env ?? []) env[name] = value;
  return env;
}

/** The variables a workload is given by its own manifests (not the image's defaults). */
function givenVariables(object: KubeObject): string[] {
  const container = containerOf(object);
  return [
    ...(container.envFrom ?? []).flatMap((source: { configMapRef?: { name: string }; secretRef?: { name: string } }) =>
      source.configMapRef ? Object.keys(named('ConfigMap', source.configMapRef.name).data ?? {}) : Object.keys(named('Secret', source.secretRef?.name ?? '').stringData ?? {}),
    ),
    ...(container.env ?? []).map(({ name }: { name: string }) => name),
  ];
}

const seconds = (variable: string) => Number(named('ConfigMap', 'server-settings').data?.[variable]);

describe('deploy/k8s/base', () => {
  it('kustomization.yaml lists every manifest of the folder, and only those', () => {
    const files = readdirSync(join(DEPLOY_DIR, BASE)).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(files.sort());
  });

  it('every object is valid by the schema of its kind', () => {
    expect(objects.length).toBeGreaterThan(20);
    for (const object of objects) expect(() => validateKubeObject(object)).not.toThrow();
  });

  it('every field of every object is one its kind has', () => {
    expect(unknownFieldProblems(objects)).toEqual([]);
  });

  it('objects the schemas refuse are refused: a wrong type, a missing field, a misspelt one', () => {
    const deployment = structuredClone(deploymentOf('api'));
    deployment.spec.replicas = 'two';
    expect(() => validateKubeObject(deployment)).toThrow(/replicas must be integer/);
    const autoscaler = structuredClone(named('HorizontalPodAutoscaler', 'api'));
    delete autoscaler.spec.scaleTargetRef;
    expect(() => validateKubeObject(autoscaler)).toThrow(/scaleTargetRef/);
    const misspelt = structuredClone(deploymentOf('host'));
    containerOf(misspelt).readinesProbe = containerOf(misspelt).readinessProbe;
    expect(unknownFieldProblems([misspelt])).toEqual([expect.stringMatching(/^Deployment host: .*readinesProbe.* does not exist in type 'IContainer'/)]);
  });

  it('one Deployment and Service per app, the image told which app to run, on the port scripts/services.cjs gives it', () => {
    expect(ofKind('Deployment').map((object) => object.metadata.name).sort()).toEqual([...APP_NAMES].sort());
    const imageName = kustomization.images?.[0]?.name;
    for (const app of APP_NAMES) {
      const container = containerOf(deploymentOf(app));
      expect([app, container.image, container.args, container.ports]).toEqual([app, imageName, [app], [{ name: 'http', containerPort: DEFAULT_PORTS[app] }]]);
      const service = named('Service', app);
      expect([app, service.spec.selector, service.spec.ports]).toEqual([app, deploymentOf(app).spec.selector.matchLabels, [{ name: 'http', port: DEFAULT_PORTS[app], targetPort: 'http' }]]);
      expect(deploymentOf(app).spec.template.metadata.labels).toEqual(deploymentOf(app).spec.selector.matchLabels);
    }
  });

  it('probes readiness at /health/ready and liveness at /health/live, and notices a draining pod within the drain time', () => {
    for (const app of APP_NAMES) {
      const { readinessProbe, livenessProbe } = containerOf(deploymentOf(app));
      expect([app, readinessProbe.httpGet, livenessProbe.httpGet]).toEqual([app, { path: '/health/ready', port: 'http' }, { path: '/health/live', port: 'http' }]);
      expect(readinessProbe.periodSeconds * readinessProbe.failureThreshold).toBeLessThan(seconds('SHUTDOWN_DRAIN_SECONDS'));
    }
  });

  it('gives each pod time to drain and finish its requests before it is killed', () => {
    for (const app of APP_NAMES) {
      expect([app, podSpecOf(deploymentOf(app)).terminationGracePeriodSeconds]).toEqual([app, expect.any(Number)]);
      expect(podSpecOf(deploymentOf(app)).terminationGracePeriodSeconds).toBeGreaterThan(seconds('SHUTDOWN_DRAIN_SECONDS') + seconds('SHUTDOWN_TIMEOUT_SECONDS'));
    }
  });

  it('runs every container as a non-root user without privileges, on a read-only root, with resource requests', () => {
    for (const object of [...ofKind('Deployment'), ...ofKind('Job')]) {
      const pod = podSpecOf(object);
      const container = containerOf(object);
      expect([object.metadata.name, pod.securityContext.runAsNonRoot, pod.securityContext.runAsUser > 0]).toEqual([object.metadata.name, true, true]);
      expect(container.securityContext).toEqual({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
      expect(container.resources.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
      expect(container.resources.limits.memory).toEqual(expect.any(String));
      // The read-only root leaves /tmp and, for the API, DATA_DIR writable.
      const mounted = container.volumeMounts.map(({ mountPath }: { mountPath: string }) => mountPath);
      expect(mounted).toContain('/tmp');
      if (givenVariables(object).includes('DATA_DIR')) expect(mounted).toContain(workloadEnv(object).DATA_DIR);
    }
  });

  it('gives each app only variables its server reads, and with the secrets filled in each configuration starts in production', () => {
    const workloads: [string, AppName, KubeObject][] = [...APP_NAMES.map((app): [string, AppName, KubeObject] => [app, app, deploymentOf(app)]), ['migrate', 'api', named('Job', 'migrate')]];
    for (const [name, app, object] of workloads) {
      expect([name, givenVariables(object).filter((variable) => !VARIABLES_READ[app].has(variable))]).toEqual([name, []]);
      const env = workloadEnv(object, SAMPLE_SECRETS);
      expect([name, env.NODE_ENV, env.LISTEN_HOST]).toEqual([name, 'production', '0.0.0.0']);
      expect(() => loadAppConfig(app, env)).not.toThrow();
    }
  });

  it('keeps no secret in the repository: the Secret is an empty template, and the API refuses to start on it naming each variable', () => {
    const secret = named('Secret', 'api-secrets');
    expect(secret.data).toBeUndefined();
    expect(Object.values(secret.stringData ?? {}).filter((value) => value !== '')).toEqual([]);
    const required = variablesRequiredInProduction();
    expect(required).toEqual(expect.arrayContaining(['AUTH_SECRET', 'PAYMENT_SECRETS_KEY', 'PAYMENT_SANDBOX_SECRET']));
    expect(givenVariables(deploymentOf('api'))).toEqual(expect.arrayContaining(required));
    let refusal = '';
    try {
      loadAppConfig('api', workloadEnv(deploymentOf('api')));
    } catch (error) {
      refusal = (error as Error).message;
    }
    const secretKeys = Object.keys(secret.stringData ?? {});
    expect(secretKeys).toEqual(expect.arrayContaining(['AUTH_SECRET', 'PAYMENT_SECRETS_KEY', 'PAYMENT_SANDBOX_SECRET']));
    for (const variable of required.filter((name) => secretKeys.includes(name))) expect(refusal).toContain(`${variable}=`);
  });

  it('migrates once per release with a Job that runs the image as the migration command, with the API settings', () => {
    const job = named('Job', 'migrate');
    expect(containerOf(job).args).toEqual(['migrate']);
    expect(containerOf(job).image).toBe(containerOf(deploymentOf('api')).image);
    expect(podSpecOf(job).restartPolicy).toBe('Never');
    expect(containerOf(job).envFrom).toEqual(containerOf(deploymentOf('api')).envFrom);
  });

  it('scales host and API on CPU, never below two pods, and keeps every app serving through a node drain', () => {
    const autoscaled = ofKind('HorizontalPodAutoscaler').map((hpa) => [hpa.spec.scaleTargetRef.kind, hpa.spec.scaleTargetRef.name, hpa.spec.minReplicas]);
    expect(autoscaled.sort()).toEqual([
      ['Deployment', 'api', 2],
      ['Deployment', 'host', 2],
    ]);
    for (const app of APP_NAMES) {
      const budgets = ofKind('PodDisruptionBudget').filter((pdb) => JSON.stringify(pdb.spec.selector.matchLabels) === JSON.stringify(deploymentOf(app).spec.selector.matchLabels));
      expect([app, budgets.map((pdb) => pdb.spec.maxUnavailable)]).toEqual([app, [1]]);
      expect(deploymentOf(app).spec.replicas).toBeGreaterThanOrEqual(2);
    }
  });

  describe('the Ingress', () => {
    const ingress = named('Ingress', 'site');
    type Path = { path: string; pathType: string; backend: { service: { name: string; port: { name: string } } } };
    const rules: { host?: string; http: { paths: Path[] } }[] = ingress.spec.rules;
    const siteRules = rules.filter((rule) => rule.http.paths.some((path) => path.backend.service.name === 'host'));

    it('sends the API paths the host forwards to the API, the host its own probes and everything else, on every site host name', () => {
      expect(siteRules.map((rule) => rule.host)).toEqual(['shops.example.in', '*.shops.example.in', undefined]);
      for (const rule of siteRules) {
        const routes = Object.fromEntries(rule.http.paths.map((path) => [path.path, path.backend.service.name]));
        expect(routes).toEqual({ ...Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, 'api'])), '/health/live': 'host', '/health/ready': 'host', '/': 'host' });
      }
    });

    it('serves each remote at the host name the host tells browsers (host-settings)', () => {
      const settings = named('ConfigMap', 'host-settings').data ?? {};
      for (const [remote, variable] of [
        ['storefront', 'STOREFRONT_URL'],
        ['chat', 'CHAT_URL'],
        ['checkout', 'CHECKOUT_URL'],
      ] as const) {
        const rule = rules.find((candidate) => candidate.host === new URL(settings[variable] ?? '').hostname);
        expect([remote, rule?.http.paths.map((path) => [path.path, path.backend.service.name])]).toEqual([remote, [['/', remote]]]);
      }
    });

    it("names only Services and ports that exist, with paths ingress-nginx's path validation accepts", () => {
      for (const path of rules.flatMap((rule) => rule.http.paths)) {
        expect(named('Service', path.backend.service.name).spec.ports.map((port: { name: string }) => port.name)).toContain(path.backend.service.port.name);
        // strict-validate-path-type: Exact and Prefix paths may hold only letters, digits, / _ -
        if (!/^\/[A-Za-z0-9/_-]*$/.test(path.path)) expect([path.path, path.pathType]).toEqual([path.path, 'ImplementationSpecific']);
      }
    });

    it('keeps sockets open, takes the largest upload, and pins no client to a pod', () => {
      const annotations = ingress.metadata.annotations ?? {};
      expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(60);
      const [, size = '0', unit = ''] = /^(\d+)([kmg]?)$/i.exec(annotations['nginx.ingress.kubernetes.io/proxy-body-size'] ?? '') ?? [];
      expect(Number(size) * ({ k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[unit.toLowerCase()] ?? 1)).toBeGreaterThan(FILE_ATTACHMENT_MAX_BYTES);
      expect(Object.keys(annotations).filter((name) => /affinity|session-cookie/.test(name))).toEqual([]);
    });
  });
});

describe('deploy/k8s/overlays/example', () => {
  const OVERLAY = 'k8s/overlays/example';
  const overlay = readYamlDocuments(`${OVERLAY}/kustomization.yaml`)[0] as Kustomization;

  it('builds on the base, patching objects the base has, with valid objects of its own', () => {
    for (const resource of overlay.resources) expect([resource, existsSync(join(DEPLOY_DIR, OVERLAY, resource))]).toEqual([resource, true]);
    expect(overlay.resources).toContain('../../base');
    const own = overlay.resources.filter((resource) => resource.endsWith('.yaml')).flatMap((file) => readYamlDocuments(`${OVERLAY}/${file}`) as KubeObject[]);
    const patches = (overlay.patches ?? []).flatMap(({ path }) => readYamlDocuments(`${OVERLAY}/${path}`) as KubeObject[]);
    for (const object of own) expect(() => validateKubeObject(object)).not.toThrow();
    for (const patch of patches) expect(() => named(patch.kind, patch.metadata.name)).not.toThrow();
    expect(unknownFieldProblems([...own, ...patches])).toEqual([]);
  });

  it("replaces the base's empty Secret from an env file whose example names the same variables", () => {
    const [generator] = overlay.secretGenerator ?? [];
    expect(generator).toEqual({ name: 'api-secrets', behavior: 'replace', envs: ['secrets.env'] });
    const example = parseEnvFile(readText(`${OVERLAY}/secrets.env.example`));
    expect(Object.keys(example).sort()).toEqual(Object.keys(named('Secret', 'api-secrets').stringData ?? {}).sort());
    expect(readText(`${OVERLAY}/.gitignore`).split('\n')).toContain('secrets.env');
  });
});
