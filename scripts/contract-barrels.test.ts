/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CONTRACTS, contractBarrels, domainFolders, valueModules } = require('./contract-barrels.cjs');

describe("the contracts' barrels", () => {
  it.each(Object.entries(contractBarrels() as Record<string, string>))(
    '%s is what scripts/contract-barrels.cjs writes from the domain folders (run it after adding a contract)',
    (file, expected) => {
      expect(readFileSync(join(CONTRACTS, file), 'utf8')).toBe(expected);
    },
  );

  it("every domain's schemas module re-exports the domain's values, so shared/contracts holds them too", () => {
    for (const domain of domainFolders() as string[]) {
      const schemas = readFileSync(join(CONTRACTS, domain, 'schemas.ts'), 'utf8');
      for (const name of valueModules(domain) as string[]) expect(schemas).toContain(`export * from './${name}';`);
    }
  });

  it('no value module imports zod, so shared/constants never brings it into a page', () => {
    for (const domain of domainFolders() as string[]) {
      for (const name of valueModules(domain) as string[]) {
        const source = readFileSync(join(CONTRACTS, domain, `${name}.ts`), 'utf8');
        expect({ module: `${domain}/${name}`, importsZod: /from 'zod'|\/schemas'/.test(source.replace(/import type[^;]+;/g, '')) }).toEqual({
          module: `${domain}/${name}`,
          importsZod: false,
        });
      }
    }
  });
});
