import { builtinModules } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * The architecture's boundaries (README.md, "Architecture"), as import rules:
 * - a remote imports no other remote's source and not the host; the host imports no remote's source
 *   (they load each other's views at run time through federation, never by import);
 * - `shared` imports no app; the API imports no browser app;
 * - browser code (host/src, remote-*\/src, shared/src) imports no server code (server-kit among it).
 * ESLint keeps only the last `no-restricted-imports` setting that matches a file, so every file group
 * below lists all the restrictions that apply to it.
 */
const REMOTES = ['remote-storefront', 'remote-chat', 'remote-checkout'];
const APPS = ['host', ...REMOTES];

/** Text as a literal in a regular expression (ESLint compiles these with the `u` flag: no needless escapes). */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * An import of a workspace package's code: by its name (`remote-chat`, `remote-chat/src/x`) or by a
 * relative path into its folder, however it is spelt (`../../remote-chat`, `./../../remote-chat`).
 */
const packageImport = (name) => ({
  regex: `^(?:${escape(name)}|(?:\\.{1,2}/)*\\.\\./(?:\\.{1,2}/)*${escape(name)})(?:/.*)?$`,
  message: `${name}'s source is out of bounds here: apps share code only through 'shared', and views through federation at run time.`,
});

const ONE_SHARED_ENTRY = [
  // Remotes reach the store only through shared's hook; a second store would split the session.
  { regex: '^(?:shared/src|(?:\\.\\./)+shared)(?:/.*)?$', message: "Import from 'shared' or one of its entry points ('shared/constants', 'shared/contracts', 'shared/rules' or 'shared/rules/<domain>', 'shared/format', 'shared/sections', 'shared/dom', 'shared/testing')." },
];

/** Node's own modules and server packages: never part of a browser bundle. */
const SERVER_CODE = [
  {
    regex: `^(?:node:.*|(?:${builtinModules.filter((m) => !m.startsWith('_')).map(escape).join('|')})(?:/.*)?)$`,
    message: 'Browser code cannot use Node modules.',
  },
  {
    regex: '^(?:fastify|@fastify/.*|socket\\.io|@socket\\.io/redis-adapter|ioredis|pg|drizzle-orm(?:/.*)?|@electric-sql/.*|pino(?:-pretty)?|api(?:/.*)?)$',
    message: 'Browser code cannot use server packages.',
  },
  { regex: '^(?:server-kit|(?:\\.\\./)+server-kit|\\.{1,2}/(?:.*/)?server)(?:/.*)?$', message: 'Browser code cannot use server code.' },
];

/** The folders of `shared` that make up its federation singleton (what `shared/src/index.ts` exports). */
const SINGLETON_FOLDERS = ['store', 'storage', 'api-client', 'standalone', 'federation'];
/** The rules' barrels: the top one and one a domain. */
const RULE_BARRELS = [
  {
    regex: '^(?:\\.\\./)+rules(?:/(?:pricing|product|listing|cart|orders|chat|forms|session|page))?(?:/index)?$',
    message: "The singleton is not tree-shaken: import the rule's own file (../rules/cart/quantity-clamp), not a barrel that loads every rule before the first screen.",
  },
];

/** The API and the tooling workspaces, out of bounds for every app (apps' servers use server-kit only). */
const NON_BROWSER = ['api', 'e2e', 'bench'];

/** What a package may not import, whatever the file. */
const BOUNDARY = {
  host: [...REMOTES, ...NON_BROWSER].map(packageImport),
  ...Object.fromEntries(REMOTES.map((remote) => [remote, [...APPS.filter((app) => app !== remote), ...NON_BROWSER].map(packageImport)])),
  shared: [...APPS, 'server-kit', 'api', 'e2e', 'bench'].map(packageImport),
  'server-kit': [...APPS, 'shared', 'api', 'e2e', 'bench'].map(packageImport),
  api: APPS.map(packageImport),
};

/** Tests and their helpers run in jest on Node, never in a bundle: they may start servers. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*-test-kit.{ts,tsx}', '**/testing/**'];

/** Every workspace: its own package.json declares what its files import. */
const WORKSPACES = ['shared', 'server-kit', 'build-kit', 'api', ...APPS, 'e2e', 'bench', 'deploy'];

/**
 * Files that run at build or test time only, where a package's devDependencies and the root's tools
 * (webpack, jest, testing-library) may be imported; everything else imports its package's dependencies.
 */
const BUILD_AND_TEST_FILES = [
  ...TEST_FILES,
  '**/*.spec.ts',
  '**/webpack*.cjs',
  'build-kit/**',
  'e2e/**',
  'bench/**',
  'scripts/**',
  '*.{ts,cjs,mjs}',
  '**/drizzle.config.ts',
  '**/src/test/**',
  // the API's reliability and security suites and their case generators
  'api/src/proof/**',
  // the storefront's helper for tests of edit mode
  'remote-storefront/src/sections/edit-mode/render-editing.tsx',
];

const declaredImports = (packageDir) => ({
  'import-x/no-extraneous-dependencies': [
    'error',
    {
      packageDir: [packageDir, import.meta.dirname],
      devDependencies: BUILD_AND_TEST_FILES,
      optionalDependencies: false,
      peerDependencies: false,
      // A type import needs the package installed just the same.
      includeTypes: true,
    },
  ],
});

/**
 * `no-restricted-imports` reads only static imports and exports; a dynamic `import('remote-chat/src/x')`
 * would cross a boundary unseen. This rule holds an `import()` of a literal path to the same patterns.
 */
const dynamicImports = {
  meta: { type: 'problem', schema: [{ type: 'object' }] },
  create(context) {
    const patterns = (context.options[0]?.patterns ?? []).map(({ regex, message }) => ({ test: new RegExp(regex, 'u'), message }));
    return {
      ImportExpression(node) {
        const source = node.source;
        const path = source.type === 'Literal' ? source.value : source.type === 'TemplateLiteral' && source.expressions.length === 0 ? source.quasis[0].value.cooked : null;
        if (typeof path !== 'string') return;
        const broken = patterns.find((pattern) => pattern.test.test(path));
        if (broken) context.report({ node: source, message: `'${path}' import is restricted from being used by a pattern. ${broken.message}` });
      },
    };
  },
};
const boundaries = { rules: { 'no-restricted-dynamic-imports': dynamicImports } };

const restrictImports = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.flat() }],
  'boundaries/no-restricted-dynamic-imports': ['error', { patterns: groups.flat() }],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '*/releases/**', '.data/**', 'coverage/**', '**/*.d.cts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      ...restrictImports(ONE_SHARED_ENTRY),
    },
  },
  // every file of a package, its servers and tests included
  ...Object.entries(BOUNDARY).map(([pkg, boundary]) => ({
    files: [`${pkg}/**/*.{ts,tsx}`],
    rules: restrictImports(ONE_SHARED_ENTRY, boundary),
  })),
  // the code that ends up in browser bundles
  ...['host', ...REMOTES, 'shared'].map((pkg) => ({
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    ignores: TEST_FILES,
    rules: restrictImports(ONE_SHARED_ENTRY, BOUNDARY[pkg], SERVER_CODE),
  })),
  // the singleton's code, loaded whole before the first screen
  {
    files: SINGLETON_FOLDERS.map((folder) => `shared/src/${folder}/**/*.{ts,tsx}`),
    ignores: TEST_FILES,
    rules: restrictImports(ONE_SHARED_ENTRY, BOUNDARY.shared, SERVER_CODE, RULE_BARRELS),
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Every package declares what it imports, so installing one workspace alone (or deploying it) works.
  {
    files: ['**/*.{ts,tsx,cjs,mjs,js}'],
    plugins: { 'import-x': importX },
    rules: declaredImports(import.meta.dirname),
  },
  ...WORKSPACES.map((workspace) => ({
    files: [`${workspace}/**/*.{ts,tsx,cjs,mjs,js}`],
    rules: declaredImports(`${import.meta.dirname}/${workspace}`),
  })),
);
