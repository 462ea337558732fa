/**
 * `node scripts/run-workspaces.mjs <script> [workspace…]`: runs an npm script in each workspace (all that
 * have it, when none are named), as many at once as the machine has cores. `npm run <script> --workspaces`
 * runs them one after another, and each `tsc` or webpack run keeps mostly one core busy, so on 2 cores the
 * other stays idle. Each workspace's output is printed whole when it ends (never interleaved); the exit code is 1 if any failed.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './services.cjs';

const [script, ...named] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/run-workspaces.mjs <script> [workspace…]');
  process.exit(2);
}
const scriptsOf = (name) => JSON.parse(readFileSync(join(ROOT, name, 'package.json'), 'utf8')).scripts ?? {};
const all = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces;
const chosen = named.length ? named : all.filter((name) => scriptsOf(name)[script]);
// The largest programs first, so that the last one to start is a short one.
const LARGEST_FIRST = ['api', 'remote-storefront', 'host', 'remote-chat', 'remote-checkout', 'shared'];
const rank = (name) => (LARGEST_FIRST.includes(name) ? LARGEST_FIRST.indexOf(name) : LARGEST_FIRST.length);
const queue = [...chosen].sort((a, b) => rank(a) - rank(b));

function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script, '-w', name], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(output);
      console.log(`${code === 0 ? '✓' : '✘'} ${script} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(code === 0);
    });
  });
}

const results = [];
async function worker() {
  for (let name = queue.shift(); name; name = queue.shift()) results.push(await run(name));
}
await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), queue.length)) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
