/**
 * The contracts' three barrels, written from the domain folders of shared/src/contracts so adding a
 * contract touches only its own folder: `<domain>/schemas.ts` (zod schemas and their types, which
 * re-exports the folder's values) and `<domain>/values.ts` (paths, limits, messages: no zod).
 *
 * - index.ts (`shared/contracts`): every domain's schemas. Loaded by the browser on first parse.
 * - values.ts (`shared/constants`): every domain's plain values, which each app bundles as it uses them.
 * - without-zod.ts (part of the `shared` singleton): every domain's types, named one by one so the
 *   singleton carries no schema, then the schema references of refs.ts.
 *
 * `node scripts/contract-barrels.cjs` rewrites them; scripts/contract-barrels.test.ts fails when a
 * committed barrel differs from what this writes.
 */
const { readdirSync, readFileSync, writeFileSync, statSync } = require('node:fs');
const { join } = require('node:path');

const CONTRACTS = join(__dirname, '..', 'shared', 'src', 'contracts');
/** Files beside the domain folders that hold values every domain uses (no zod). */
const SHARED_VALUE_MODULES = ['errors', 'paths', 'image-variants'];
const GENERATED = '// Written by scripts/contract-barrels.cjs from the domain folders: run it after adding one.';

function domainFolders() {
  return readdirSync(CONTRACTS)
    .filter((name) => statSync(join(CONTRACTS, name)).isDirectory())
    .sort();
}

/** A domain's value modules: every file of its folder but the schemas and tests. */
function valueModules(domain) {
  return readdirSync(join(CONTRACTS, domain))
    .filter((file) => file.endsWith('.ts') && file !== 'schemas.ts' && !file.endsWith('.test.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
}

/** The type names a domain's schemas module declares and exports. */
function typeNames(domain) {
  const source = readFileSync(join(CONTRACTS, domain, 'schemas.ts'), 'utf8');
  return [...source.matchAll(/^export (?:type|interface) ([A-Za-z0-9_]+)/gm)].map((match) => match[1]);
}

function indexBarrel(domains) {
  return [
    GENERATED,
    '// first: every schema below is created after zod has been told not to use eval in a page',
    "import '../zod-without-eval';",
    ...domains.map((domain) => `export * from './${domain}/schemas';`),
    ...SHARED_VALUE_MODULES.map((name) => `export * from './${name}';`),
    '',
  ].join('\n');
}

function valuesBarrel(domains) {
  return [
    '/**',
    " * The contracts' plain values: paths, limits, messages and checks (`shared/constants`). Pure, so each",
    ' * app bundles the ones it uses instead of the page loading them all with the `shared` singleton.',
    ' */',
    GENERATED,
    ...domains.flatMap((domain) => valueModules(domain).map((name) => `export * from './${domain}/${name}';`)),
    ...SHARED_VALUE_MODULES.map((name) => `export * from './${name}';`),
    '',
  ].join('\n');
}

function withoutZodBarrel(domains) {
  return [
    '/**',
    " * The contracts as the `shared` singleton carries them before the page has loaded zod: every type, and",
    ' * each schema the browser parses with as a reference (`ContractRef`) that loads the schemas when',
    ' * something is first parsed. The plain values are in `./values` (`shared/constants`); `shared/contracts`',
    ' * holds the zod schemas themselves.',
    ' */',
    GENERATED,
    ...domains
      .map((domain) => [domain, typeNames(domain)])
      .filter(([, names]) => names.length > 0)
      .map(([domain, names]) => `export type { ${names.join(', ')} } from './${domain}/schemas';`),
    "export { contractRef, isContractRef, loadContracts, loadedContracts, schemaOf, type ContractRef, type Parser } from './contract-ref';",
    "export * from './refs';",
    '',
  ].join('\n');
}

/** Each barrel's path under shared/src/contracts and the text it should hold. */
function contractBarrels() {
  const domains = domainFolders();
  return {
    'index.ts': indexBarrel(domains),
    'values.ts': valuesBarrel(domains),
    'without-zod.ts': withoutZodBarrel(domains),
  };
}

module.exports = { CONTRACTS, contractBarrels, domainFolders, valueModules };

if (require.main === module) {
  for (const [file, text] of Object.entries(contractBarrels())) writeFileSync(join(CONTRACTS, file), text);
}
