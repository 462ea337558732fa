/**
 * Debian's nginx for the local cluster: installed when missing (as `npm test` installs Chromium: as root
 * with apt-get, otherwise a plain message saying what to run), then run in the foreground on a
 * configuration of the cluster's own, beside any nginx the machine already runs.
 */
const { spawn, spawnSync } = require('node:child_process');
const { chmodSync, existsSync, mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { nginxConfig, TEMP_FOLDERS } = require('./nginx-config.cjs');

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** Whether nginx is there, installing Debian's package when it is not and this is root. Logs each step. */
function ensureNginx(log = console.log) {
  if (existsSync(NGINX)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    log(`nginx is missing at ${NGINX}. Install Debian's package: sudo apt-get install -y --no-install-recommends nginx`);
    return false;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'nginx']]) {
    log(`Installing Debian nginx (apt-get ${args.join(' ')})`);
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) return false;
  }
  return existsSync(NGINX);
}

/**
 * Writes the configuration under `dir` and starts nginx on it. Resolves with the process once the
 * configuration tested good; nginx's own refusal (a port in use) comes back as the rejection.
 */
async function startNginx({ dir, listenHost, ports }) {
  mkdirSync(join(dir, 'logs'), { recursive: true });
  for (const folder of TEMP_FOLDERS) {
    const path = join(dir, 'temp', folder);
    mkdirSync(path, { recursive: true });
    // nginx started as root runs its workers as another user, who writes request bodies here
    chmodSync(path, 0o777);
  }
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, nginxConfig({ dir, listenHost, ports }));
  const tested = spawnSync(NGINX, ['-p', dir, '-c', file, '-t'], { encoding: 'utf8' });
  if (tested.status !== 0) throw new Error(`nginx refused ${file}:\n${tested.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', file], { stdio: ['ignore', 'inherit', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`nginx exited at start (code ${code}); see ${join(dir, 'logs', 'nginx-error.log')}`)));
    child.once('spawn', resolve);
  });
  return child;
}

module.exports = { ensureNginx, startNginx, NGINX };
