/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteEnvSchema, variablesOf } from '../server-kit/src';
import { API_VARIABLES } from '../api/src/config';
import { hostEnvSchema } from '../host/server/host-config';
import { RELEASE_VARIABLES } from './releases.cjs';

const ROOT = join(__dirname, '..');

/** The variables named in the first column of the table that follows `heading` in a markdown file. */
function tableVariables(file: string, heading: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const section = text.slice(text.indexOf(heading));
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('| variable')));
  return rows
    .filter((row) => table.includes(row))
    .flatMap((row) => (row.split('|')[1] ?? '').match(/`[A-Z0-9_]+`/g) ?? [])
    .map((name) => name.slice(1, -1))
    .sort();
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

describe('the configuration tables', () => {
  it("README.md names exactly the variables the host's, the remotes' and the API's schemas read, and those a release reads", () => {
    const read = sorted([...variablesOf(hostEnvSchema), ...variablesOf(remoteEnvSchema), ...API_VARIABLES, ...RELEASE_VARIABLES]);
    expect(tableVariables('README.md', '## Configuration')).toEqual(read);
  });

  it("api/README.md names exactly the variables the API's schema reads", () => {
    expect(tableVariables('api/README.md', '## Configuration')).toEqual(sorted(API_VARIABLES));
  });
});
