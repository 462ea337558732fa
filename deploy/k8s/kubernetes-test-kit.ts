import { join } from 'node:path';
import ts from 'typescript';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { KubeObject } from '../deploy-test-kit';

/**
 * The kinds the manifests use: each the `kubernetes-models` model whose validate() checks an object against
 * its kind's schema (generated from Kubernetes' OpenAPI description), and the module of its TypeScript type.
 */
const KINDS = {
  'v1/ConfigMap': { model: ConfigMap, module: 'kubernetes-models/v1/ConfigMap' },
  'v1/Namespace': { model: Namespace, module: 'kubernetes-models/v1/Namespace' },
  'v1/Secret': { model: Secret, module: 'kubernetes-models/v1/Secret' },
  'v1/Service': { model: Service, module: 'kubernetes-models/v1/Service' },
  'apps/v1/Deployment': { model: Deployment, module: 'kubernetes-models/apps/v1/Deployment' },
  'batch/v1/Job': { model: Job, module: 'kubernetes-models/batch/v1/Job' },
  'autoscaling/v2/HorizontalPodAutoscaler': { model: HorizontalPodAutoscaler, module: 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler' },
  'policy/v1/PodDisruptionBudget': { model: PodDisruptionBudget, module: 'kubernetes-models/policy/v1/PodDisruptionBudget' },
  'networking.k8s.io/v1/Ingress': { model: Ingress, module: 'kubernetes-models/networking.k8s.io/v1/Ingress' },
} as const;

type KindKey = keyof typeof KINDS;

const kindOf = (object: KubeObject) => {
  const key = `${object.apiVersion}/${object.kind}`;
  if (!(key in KINDS)) throw new Error(`${object.kind} ${object.metadata?.name}: no schema for ${key}`);
  return { key: key as KindKey, ...KINDS[key as KindKey] };
};

/** Checks `object` against its kind's schema; throws the schema's complaints. */
export function validateKubeObject(object: KubeObject): void {
  const { model: Model } = kindOf(object);
  new Model(object as never).validate();
}

/**
 * Fields the schemas do not know. The schemas' validate() lets unknown fields through, where the API server
 * refuses them (kubectl's strict field validation), so a misspelt `readinesProbe` would pass it silently:
 * each object is type-checked as an object literal of its kind's TypeScript type, whose excess-property
 * check names every unknown field at any depth. Answers one line per problem.
 */
export function unknownFieldProblems(objects: readonly KubeObject[]): string[] {
  const fileName = join(__dirname, 'manifests-under-check.ts');
  const modules = [...new Set(objects.map((object) => kindOf(object).module))];
  const imports = modules.map((module, index) => `import type * as K${index} from '${module}';`);
  const declarations = objects.map((object, index) => {
    const { module } = kindOf(object);
    return `export const object${index}: K${modules.indexOf(module)}.I${object.kind} = ${JSON.stringify(object)};`;
  });
  const source = [...imports, ...declarations].join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
    lib: ['lib.es2022.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersion, ...rest) =>
    name === fileName ? ts.createSourceFile(name, source, languageVersion, true) : getSourceFile(name, languageVersion, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === fileName || fileExists(name);
  const program = ts.createProgram([fileName], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName === fileName || diagnostic.file === undefined)
    .map((diagnostic) => {
      const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line : -1;
      const object = objects[line - imports.length];
      const where = object ? `${object.kind} ${object.metadata?.name}` : 'manifests';
      return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    });
}
