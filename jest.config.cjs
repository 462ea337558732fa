/**
 * One jest run with a project per package: `npm test` runs them all, `--selectProjects NAME` one.
 * swc compiles TypeScript (types are checked by `npm run typecheck`, not by the test run).
 */
const swc = ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }];

/** Dependencies published only as ES modules, which jest (CommonJS on Node 20) must compile too. */
const ESM_ONLY = [
  'content-disposition',
  'cookie',
  'httpxy',
  'is-plain-obj',
  // file-type (the API sniffs uploads by their bytes) and the ES modules it imports
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  '@borewit/text-codec',
  'uint8array-extras',
  // CommonJS, but loads the ESM-only cookie with import(), which jest refuses: compiled to require()
  '@fastify/cookie',
];
// Ignore a file only by the innermost node_modules folder it sits in, so a nested copy
// (node_modules/@fastify/static/node_modules/content-disposition) is compiled too.
const ignoreAllBut = (packages) => [`/node_modules/(?!(?:${packages.join('|')})/)[^/]+/(?!.*node_modules/)`];
const transformIgnorePatterns = ignoreAllBut(ESM_ONLY);

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns,
  moduleNameMapper: { '\\.(css)$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/server/**/*.test.ts', '<rootDir>/public/**/*.test.ts'],
});

const nodeProject = (name, extra = {}) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/server/**/*.test.ts', '<rootDir>/*.test.ts'],
  ...extra,
});

module.exports = {
  // Every core runs test files. jest's default (cores − 1) runs the whole suite in one process on a 2-core
  // machine, while most API test time is PGlite's WebAssembly on one core: two workers nearly halve the run.
  maxWorkers: '100%',
  // On a clean clone (no timings yet), the API's long files start first rather than last (the file says why).
  testSequencer: '<rootDir>/scripts/jest-sequencer.cjs',
  // A limit for a hung test, not a speed check: on a busy 2-core machine a component test that types into
  // a form can take several seconds, past jest's 5 s default. (The api project sets its own 60 s.)
  testTimeout: 30_000,
  projects: [
    browserProject('shared'),
    nodeProject('server-kit'),
    browserProject('build-kit'),
    nodeProject('api', {
      setupFilesAfterEnv: ['<rootDir>/../jest.setup-api.ts'],
      // One seeded PGlite template (and a PostgreSQL one when DATABASE_URL is set) per run; files copy it.
      globalSetup: '<rootDir>/src/test/global-setup.ts',
      globalTeardown: '<rootDir>/src/test/global-teardown.ts',
      // PGlite's CommonJS build (.cjs) and @fastify/cookie load modules with import(), which jest's module
      // sandbox refuses without --experimental-vm-modules: swc compiles those calls to require().
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.cjs$': swc },
      transformIgnorePatterns: ignoreAllBut([...ESM_ONLY, '@electric-sql/pglite', '@fastify/cookie']),
    }),
    browserProject('host'),
    browserProject('remote-storefront'),
    browserProject('remote-chat'),
    browserProject('remote-checkout'),
    nodeProject('bench'),
    // The repository's own checks (the README's configuration tables against the servers' schemas) and the local cluster's scripts.
    nodeProject('scripts', { testMatch: ['<rootDir>/*.test.ts', '<rootDir>/cluster/*.test.ts'] }),
    // The container image, compose file and Kubernetes manifests against their schemas and the servers.
    nodeProject('deploy', { testMatch: ['<rootDir>/**/*.test.ts'] }),
  ],
};
