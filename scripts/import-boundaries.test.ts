/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

interface Sample {
  /** Where the sample pretends to live: the boundaries depend on the file's package. */
  filePath: string;
  code: string;
}

/**
 * Lints each sample with the project's own eslint.config.mjs and answers the rules that fired. ESLint
 * loads an ES module config, which jest's CommonJS runtime cannot: the linting runs in a Node process.
 */
function firedRules(samples: readonly Sample[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const samples = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)} });
    const fired = [];
    for (const sample of samples) {
      const [result] = await eslint.lintText(sample.code, { filePath: sample.filePath });
      fired.push(result.messages.map((message) => message.ruleId));
    }
    console.log(JSON.stringify(fired));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(samples)], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

const at = (file: string) => join(ROOT, file);

describe('the import boundaries in eslint.config.mjs', () => {
  const cases: Array<[string, Sample, string]> = [
    ["a remote's dynamic import of another remote's source", { filePath: at('remote-storefront/src/sample.ts'), code: "export const load = () => import('remote-chat/src/widget/ChatWidget');\n" }, 'boundaries/no-restricted-dynamic-imports'],
    ["a remote's dynamic import by a relative path into another remote", { filePath: at('remote-storefront/src/sample.ts'), code: "export const load = () => import('../../remote-checkout/src/index');\n" }, 'boundaries/no-restricted-dynamic-imports'],
    ["a relative path into another remote that starts with './'", { filePath: at('remote-storefront/src/sample.ts'), code: "export * from './../../remote-chat/src/index';\n" }, 'no-restricted-imports'],
    ["a remote's relative path into the API", { filePath: at('remote-checkout/src/sample.ts'), code: "export { loadConfig } from '../../api/src/config';\n" }, 'no-restricted-imports'],
    ["the host server's relative path into the API", { filePath: at('host/server/sample.ts'), code: "export { loadConfig } from '../../api/src/config';\n" }, 'no-restricted-imports'],
    ['the host importing a remote by name', { filePath: at('host/src/sample.ts'), code: "export const load = () => import(`remote-chat/src/index`);\n" }, 'boundaries/no-restricted-dynamic-imports'],
  ];

  // one ESLint process for every sample, the allowed ones last
  const allowed: Sample[] = [
    { filePath: at('remote-storefront/src/sample.ts'), code: "export const load = () => import('./listing/ProductListing');\n" },
    { filePath: at('remote-chat/server/sample.ts'), code: "export { startRemoteServer } from 'server-kit';\n" },
  ];
  const fired = firedRules([...cases.map(([, sample]) => sample), ...allowed]);

  it.each(cases.map(([name, , rule], index) => [name, rule, index] as const))('refuses %s (%s)', (_name, rule, index) => {
    expect(fired[index]).toContain(rule);
  });

  it("lets a remote load its own modules and an app's server use server-kit", () => {
    expect(fired.slice(cases.length)).toEqual([[], []]);
  });
});
