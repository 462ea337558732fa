import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { APP_NAMES, type AppName, parseDockerfile, readText, ROOT, runtimeStage, stageEnv } from './deploy-test-kit';

const stages = parseDockerfile(readText('Dockerfile'));
const runtime = runtimeStage();
const runtimeArgs = (instruction: string) => runtime.instructions.filter((entry) => entry.instruction === instruction).map((entry) => entry.args);
const dockerignore = readText('Dockerfile.dockerignore')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'));

/**
 * A copy of the image's layout in a temporary folder: scripts/services.cjs and the launcher, and for each
 * app a stand-in of its compiled entry (where scripts/services.cjs says it is) that reports where and how
 * it was started, then waits for SIGTERM.
 */
function imageLayout(): { root: string; entries: Record<AppName | 'migrate', string> } {
  const root = mkdtempSync(join(tmpdir(), 'image-layout-'));
  for (const file of ['scripts/services.cjs', 'deploy/start-app.cjs']) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(root, file));
  }
  // The copied services.cjs names each app's entry in its message for a build that is not there.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the copy, with its own ROOT
  const services = require(join(root, 'scripts/services.cjs')) as typeof import('../scripts/services.cjs');
  const entries = {} as Record<AppName | 'migrate', string>;
  for (const app of APP_NAMES) {
    const message = (() => {
      try {
        services.serviceCommand(app);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    entries[app] = /^(\S+) is missing/.exec(message)?.[1] ?? '';
  }
  entries.migrate = 'api/dist-server/migrate-cli.js';
  const standIn = `
    process.on('SIGTERM', () => process.exit(0));
    console.log(JSON.stringify({ cwd: process.cwd(), script: process.argv[1], sourceMaps: process.sourceMapsEnabled, pid: process.pid }));
    setInterval(() => {}, 1000);
  `;
  for (const entry of Object.values(entries)) {
    mkdirSync(dirname(join(root, entry)), { recursive: true });
    writeFileSync(join(root, entry), standIn);
  }
  return { root, entries };
}

/** Runs the launcher for `app`; answers what the started program reported, and how the process ended after a SIGTERM. */
function launch(root: string, app: string): Promise<{ report: Record<string, unknown> | null; code: number | null; output: string; pid: number | undefined }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'deploy/start-app.cjs'), app], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let report: Record<string, unknown> | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line && !report) {
        report = JSON.parse(line) as Record<string, unknown>;
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ report, code, output, pid: child.pid }));
  });
}

describe('deploy/Dockerfile', () => {
  it('builds in stages and runs from a runtime stage on a Node base image', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['manifests', 'deps', 'build', 'production-deps', 'runtime']);
    expect(runtime.from).toBe('${NODE_IMAGE}');
    expect(stages[0]?.instructions.length).toBeGreaterThan(0);
    expect(readText('Dockerfile')).toMatch(/^ARG NODE_IMAGE=node:20[\w.-]*$/m);
  });

  it('runs as a numeric non-root user, so Kubernetes can check runAsNonRoot', () => {
    const users = runtimeArgs('USER');
    expect(users).toHaveLength(1);
    const [user = '', group = ''] = (users[0] ?? '').split(':');
    expect(user).toMatch(/^\d+$/);
    expect(Number(user)).toBeGreaterThan(0);
    expect(Number(group)).toBeGreaterThan(0);
  });

  it('holds only the production dependencies and each app’s live release, never its sources or the build tools', () => {
    const copies = runtimeArgs('COPY');
    expect(copies.filter((args) => args.startsWith('--from=build '))).toEqual(['--from=build /out/ ./']);
    const { root, entries } = imageLayout();
    rmSync(root, { recursive: true, force: true });
    const packages = [...new Set(APP_NAMES.map((app) => entries[app].split('/')[0]))];
    // The build stage stages, for every app, its live release and the links through it, and the migrations.
    const staging = stages.find((stage) => stage.name === 'build')?.instructions.filter((entry) => entry.instruction === 'RUN').map((entry) => entry.args).join('\n') ?? '';
    expect(staging).toContain('npm run build');
    expect(staging).toContain(`for pkg in ${packages.join(' ')}; do`);
    expect(staging).toContain('cp -a --parents "$pkg/releases/$(basename "$(readlink "$pkg/current")")" "$pkg/current" "$pkg/dist" "$pkg/dist-server" /out/');
    expect(staging).toContain('cp -a --parents api/drizzle /out/');
    // Every compiled entry the launcher starts sits under a staged link.
    for (const entry of Object.values(entries)) expect(entry).toMatch(/^[\w-]+\/(dist|dist-server)\//);
    const others = copies.filter((args) => !args.startsWith('--from=build '));
    expect(others).toEqual(['--from=production-deps /app /app', 'scripts/services.cjs scripts/', 'deploy/start-app.cjs deploy/probe.cjs deploy/']);
    const productionInstall = stages.find((stage) => stage.name === 'production-deps')?.instructions.find((entry) => entry.instruction === 'RUN')?.args ?? '';
    expect(productionInstall).toContain('--omit=dev');
    for (const pkg of packages) expect(productionInstall).toContain(`--workspace=${pkg}`);
  });

  it('starts every server for other machines, in production, with a writable data folder owned by its user', () => {
    expect(stageEnv(runtime)).toMatchObject({ NODE_ENV: 'production', LISTEN_HOST: '0.0.0.0', DATA_DIR: '/data' });
    expect(runtimeArgs('RUN')).toContain('mkdir -p /data && chown 1000:1000 /data');
    expect(runtimeArgs('ENTRYPOINT')).toEqual(['["node", "deploy/start-app.cjs"]']);
  });

  it('keeps dependencies, builds, git and secrets out of the build context', () => {
    expect(dockerignore).toEqual(expect.arrayContaining(['.git', '**/node_modules', '**/dist', '**/dist-server', '**/releases', '**/current', '**/.env', '.data']));
    // what the runtime stage copies from the context is let back in
    for (const file of ['deploy/start-app.cjs', 'deploy/probe.cjs', 'deploy/package.json']) expect(dockerignore).toContain(`!${file}`);
  });
});

describe('deploy/start-app.cjs, the image’s entry point', () => {
  let layout: ReturnType<typeof imageLayout>;
  beforeAll(() => {
    layout = imageLayout();
  });
  afterAll(() => rmSync(layout.root, { recursive: true, force: true }));

  it.each([...APP_NAMES, 'migrate'] as const)('runs %s in its own process, from its package folder, with source maps, and hands it the SIGTERM', async (app) => {
    const { report, code, pid } = await launch(layout.root, app);
    const entry = layout.entries[app];
    // The same process id: the app is not a child the launcher would have to pass signals to.
    expect(report).toEqual({ cwd: join(layout.root, entry.split('/')[0] ?? ''), script: join(layout.root, entry), sourceMaps: true, pid });
    expect(code).toBe(0);
  });

  it('refuses a name that is not an app, naming the apps', async () => {
    const { code, output } = await launch(layout.root, 'shop');
    expect(code).toBe(2);
    expect(output).toContain('usage: node deploy/start-app.cjs <api|host|storefront|chat|checkout|migrate> (not an app: shop)');
  });

  it('says which build is missing rather than starting nothing', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'image-bare-'));
    try {
      for (const file of ['scripts/services.cjs', 'deploy/start-app.cjs']) {
        mkdirSync(dirname(join(bare, file)), { recursive: true });
        copyFileSync(join(ROOT, file), join(bare, file));
      }
      const { code, output } = await launch(bare, 'host');
      expect(code).toBe(1);
      expect(output).toContain(`${layout.entries.host} is missing: run the build first`);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
