/**
 * Serves the built site: the API and the four apps in one terminal with prefixed logs. An app that
 * exits is started again while the others keep serving (scripts/supervisor.cjs), so one app can be
 * restarted or released alone (`npm run release -- <app>`); Ctrl-C stops them all.
 */
import { portsFromEnv, serviceCommand, SERVICE_NAMES, waitForHttp } from './services.cjs';
import { supervise } from './supervisor.cjs';

const COLORS = { api: 'magenta', host: 'green', storefront: 'cyan', chat: 'yellow', checkout: 'blue' };
const env = { LOG_FORMAT: process.env.LOG_FORMAT || 'pretty', API_DOCS: process.env.API_DOCS || 'on' };

// `npm run release -- <app>` switches an app's live release: the host holds its release for a process's
// life, so it restarts on a new one; the others restart only when their server code changed.
const restartOn = (name) => (name === 'host' ? 'always' : 'when-server-changes');
const apps = supervise(
  SERVICE_NAMES.map((name) => {
    const command = serviceCommand(name);
    return { name, ...command, env, color: COLORS[name], release: { packageDir: command.cwd, restart: restartOn(name) } };
  }),
  { colors: process.stdout.isTTY },
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\n  Stopping every app…');
    void apps.stop().then(() => process.exit(0));
  });
}

const ports = portsFromEnv();
Promise.all([
  waitForHttp(`http://127.0.0.1:${ports.api}/health/ready`, 120_000),
  ...['host', 'storefront', 'chat', 'checkout'].map((name) => waitForHttp(`http://127.0.0.1:${ports[name]}/health/live`, 120_000)),
]).then(
  () => {
    console.log(`
  The site is up:
    http://demo.localhost:${ports.host}/      the demo business
    http://sunrise.localhost:${ports.host}/   a second business
    http://localhost:${ports.host}/           the default site (DEFAULT_SUBDOMAIN)
    http://localhost:${ports.host}/owner/signup   sign up a business of your own
    http://localhost:${ports.api}/docs        the API's OpenAPI description
  An app that stops is started again; Ctrl-C stops them all.
`);
  },
  (error) => console.error(`\n  The site did not come up: ${error.message}\n`),
);
