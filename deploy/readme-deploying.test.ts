import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_NAMES, type KubeObject, readYamlDocuments, ROOT } from './deploy-test-kit';

/** The variables named in the first column of the table under `heading` in the README. */
function tableVariables(heading: string): string[] {
  const text = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`README.md has no "${heading}"`);
  const section = text.slice(start + heading.length + 2);
  const end = section.search(/\n#{2,3} /);
  const rows = (end < 0 ? section : section.slice(0, end)).split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => (row.split('|')[1] ?? '').match(/`[A-Z0-9_]+`/g) ?? []).map((name) => name.slice(1, -1));
}

/** Every variable compose.yaml and the Kubernetes manifests give one of the site's apps. */
function variablesTheDeploymentSets(): string[] {
  const compose = readYamlDocuments('compose.yaml')[0] as { services: Record<string, { command?: string[]; environment?: Record<string, unknown> }> };
  const fromCompose = Object.values(compose.services)
    .filter((service) => [...APP_NAMES, 'migrate'].includes(service.command?.[0] ?? ''))
    .flatMap((service) => Object.keys(service.environment ?? {}));
  const kustomization = readYamlDocuments('k8s/base/kustomization.yaml')[0] as { resources: string[] };
  const objects = kustomization.resources.flatMap((file) => readYamlDocuments(`k8s/base/${file}`) as KubeObject[]);
  const fromKubernetes = objects.flatMap((object) => [
    ...Object.keys(object.data ?? {}),
    ...Object.keys(object.stringData ?? {}),
    ...(object.spec?.template?.spec?.containers ?? []).flatMap((container: { env?: { name: string }[] }) => (container.env ?? []).map(({ name }) => name)),
  ]);
  return [...new Set([...fromCompose, ...fromKubernetes])].sort();
}

describe("the README's Deploying section", () => {
  it('explains every setting the compose file and the Kubernetes manifests give the apps, and no other', () => {
    expect([...new Set(tableVariables('### Settings in production'))].sort()).toEqual(variablesTheDeploymentSets());
  });
});
