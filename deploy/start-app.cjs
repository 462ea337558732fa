/**
 * The container image's entry point: `node deploy/start-app.cjs <app>` runs one app of the site, so one
 * image serves every app and only its command differs. The five servers are the ones `npm start` runs
 * (scripts/services.cjs names each one's package and compiled entry); `migrate` is the migration job.
 *
 * The app runs in this very process (no child), so the orchestrator's SIGTERM reaches the server's own
 * graceful stop directly and its exit code is the container's.
 */
const { join } = require('node:path');
const { ROOT, SERVICE_NAMES, serviceCommand } = require('../scripts/services.cjs');

/** One-shot commands beside the servers: each a package and its compiled entry. */
const TASKS = { migrate: { cwd: join(ROOT, 'api'), entry: 'dist-server/migrate-cli.js' } };

const APPS = [...SERVICE_NAMES, ...Object.keys(TASKS)];

/** The package folder and compiled entry of `name`; throws when that app was never built. */
function entryOf(name) {
  if (TASKS[name]) return TASKS[name];
  const { args, cwd } = serviceCommand(name);
  return { cwd, entry: args[args.length - 1] };
}

const name = process.argv[2];
if (!APPS.includes(name)) {
  console.error(`usage: node deploy/start-app.cjs <${APPS.join('|')}>${name ? ` (not an app: ${name})` : ''}`);
  process.exit(2);
}
let app;
try {
  app = entryOf(name);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// What `node --enable-source-maps <entry>` run from the package's folder gives the server.
process.setSourceMapsEnabled(true);
process.chdir(app.cwd);
process.argv.splice(1, 2, join(app.cwd, app.entry));
require(join(app.cwd, app.entry));
