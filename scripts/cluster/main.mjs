/**
 * `npm run cluster`: the site as several machines run it, on this one, from the built apps: nginx
 * balancing round-robin over two hosts and two API processes, PostgreSQL and Redis from DATABASE_URL
 * and REDIS_URL, uploads in a local S3-compatible store. Ctrl-C stops it all.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startCluster, missingSettings } = require('./run-cluster.cjs');

const missing = missingSettings();
if (missing.length > 0) {
  console.error(`npm run cluster needs PostgreSQL and Redis:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}

// The apps' JSON lines go to the cluster's log file; the terminal shows what a person reads.
const verbose = process.argv.includes('--verbose');
const quietLog = (line) => {
  if (verbose || !line.startsWith('[') || /\b(exited|was stopped|could not start|failed|error)\b/i.test(line) || line.startsWith('[seed]')) console.log(line);
};

let cluster;
try {
  cluster = await startCluster({ log: quietLog });
} catch (error) {
  console.error(`\n  The cluster did not come up: ${error.message}\n`);
  process.exit(1);
}

const { ports } = cluster;
console.log(`
  The cluster is up:
    http://demo.localhost:${ports.public}/      the demo business, through nginx
    http://sunrise.localhost:${ports.public}/   a second business
    hosts on ${ports.hosts.join(' and ')}, APIs on ${ports.apis.join(' and ')} (balanced on ${ports.apiBalancer}), uploads in s3rver on ${ports.s3}
    every answer names its host (X-Cluster-Host) and API (X-Cluster-Api)
    logs: ${cluster.logFile}
  A process that stops is started again; Ctrl-C stops them all.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\n  Stopping the cluster…');
    void cluster.stop().then(() => process.exit(0));
  });
}
