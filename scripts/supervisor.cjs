/**
 * Keeps the site's apps running side by side, as `npm start` serves them: each app's output with its
 * name in front, and an app that exits (a crash, a kill, a restart by hand) started again after a
 * short wait while the others keep serving. An app that keeps failing waits longer each time (up to
 * `maxDelayMs`); one that ran steadily for `steadyMs` starts again at the short wait.
 *
 * A service with `release` is watched for releases (scripts/release.mjs switches its package's
 * `current` link): when the live release changes, the app is restarted on it at once if it must be
 * (`restart: 'always'`, or its server code changed), and is left running otherwise (a remote's
 * server reads the live release's files on every request). Only that app restarts.
 */
const { spawn } = require('node:child_process');
const { createInterface } = require('node:readline');
const { currentBuildId, serverFingerprint } = require('./releases.cjs');

const COLOR_CODES = { magenta: 35, green: 32, cyan: 36, yellow: 33, blue: 34 };
const DEFAULTS = { restartDelayMs: 1000, maxDelayMs: 30_000, steadyMs: 60_000, stopTimeoutMs: 10_000, releaseCheckMs: 1000 };

/**
 * @param {{ name: string, command: string, args: string[], cwd?: string, env?: Record<string, string>, color?: string,
 *   release?: { packageDir: string, restart: 'always' | 'when-server-changes' } }[]} services
 * @param {Partial<typeof DEFAULTS> & { log?: (line: string) => void, colors?: boolean }} options
 */
function supervise(services, options = {}) {
  const { restartDelayMs, maxDelayMs, steadyMs, stopTimeoutMs, releaseCheckMs } = { ...DEFAULTS, ...options };
  const log = options.log ?? ((line) => process.stdout.write(`${line}\n`));
  const width = Math.max(...services.map((s) => s.name.length));
  let stopping = false;
  const running = new Map();
  /** Per app: the release its process started on, and whether it is being restarted for a release. */
  const releases = new Map();

  const prefixOf = (service) => {
    const label = `[${service.name.padEnd(width)}]`;
    const code = options.colors && COLOR_CODES[service.color];
    return code ? `\u001b[${code}m${label}\u001b[0m` : label;
  };

  function start(service, delayMs) {
    const startedAt = Date.now();
    if (service.release) releases.set(service.name, { buildId: currentBuildId(service.release.packageDir), restarting: false });
    const child = spawn(service.command, service.args, { cwd: service.cwd, env: { ...process.env, ...service.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = prefixOf(service);
    for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => log(`${prefix} ${line}`));
    running.set(service.name, child);
    child.on('exit', (code, signal) => {
      running.delete(service.name);
      if (stopping) return;
      if (releases.get(service.name)?.restarting) {
        start(service, restartDelayMs);
        return;
      }
      const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
      // A steady run earns the short wait again; a crash loop backs off.
      const wait = Date.now() - startedAt >= steadyMs ? restartDelayMs : Math.min(delayMs, maxDelayMs);
      log(`${prefix} ${service.name} ${how}; starting it again in ${Math.round(wait / 100) / 10} s. The other apps keep running.`);
      setTimeout(() => {
        if (!stopping) start(service, Math.min(wait * 2, maxDelayMs));
      }, wait).unref();
    });
    child.on('error', (error) => log(`${prefix} could not start ${service.name}: ${error.message}`));
    return child;
  }

  /** Restarts `service` on a new live release when it must; says what happened either way. */
  function noticeRelease(service) {
    const known = releases.get(service.name);
    const child = running.get(service.name);
    if (!known || !child || known.restarting) return;
    const live = currentBuildId(service.release.packageDir);
    if (!live || live === known.buildId) return;
    const prefix = prefixOf(service);
    const was = known.buildId ?? '(none)';
    const serverChanged = service.release.restart === 'always' || serverFingerprint(service.release.packageDir, live) !== serverFingerprint(service.release.packageDir, known.buildId);
    if (!serverChanged) {
      known.buildId = live;
      log(`${prefix} release ${live} of the ${service.name} is live (was ${was}): its files are served from now on; its server code is unchanged, so it keeps running.`);
      return;
    }
    known.restarting = true;
    log(`${prefix} release ${live} of the ${service.name} is live (was ${was}): restarting the ${service.name} on it. The other apps keep running.`);
    // SIGINT, as stop() sends: nothing in front of `npm start` needs the drain time.
    child.kill('SIGINT');
  }

  const watched = services.filter((service) => service.release);
  const releaseWatch = watched.length ? setInterval(() => watched.forEach(noticeRelease), releaseCheckMs) : null;
  releaseWatch?.unref();

  for (const service of services) start(service, restartDelayMs);

  return {
    /** The process of an app while it runs. */
    processOf: (name) => running.get(name),
    /** Stops every app (SIGINT, as a Ctrl-C would, so nothing waits for a balancer; SIGKILL after `stopTimeoutMs`) and resolves once all have exited. */
    async stop() {
      stopping = true;
      if (releaseWatch) clearInterval(releaseWatch);
      await Promise.all(
        [...running.values()].map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              const force = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
              child.once('exit', () => {
                clearTimeout(force);
                resolve();
              });
              child.kill('SIGINT');
            }),
        ),
      );
    },
  };
}

module.exports = { supervise };
