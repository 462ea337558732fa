/**
 * Serves the built site: the API and the four apps in one terminal with prefixed logs. Ctrl-C stops
 * them all; if one exits, the others are stopped too, so nothing is left half-running.
 */
import concurrently from 'concurrently';
import { portsFromEnv, serviceCommand, SERVICE_NAMES, waitForHttp } from './services.cjs';

const COLORS = { api: 'magenta', host: 'green', storefront: 'cyan', chat: 'yellow', checkout: 'blue' };

const quote = (part) => (/[\s"']/.test(part) ? JSON.stringify(part) : part);

const { result } = concurrently(
  SERVICE_NAMES.map((name) => {
    const { command, args, cwd } = serviceCommand(name);
    return { name, command: [command, ...args].map(quote).join(' '), cwd, prefixColor: COLORS[name], env: { LOG_FORMAT: process.env.LOG_FORMAT || 'pretty', API_DOCS: process.env.API_DOCS || 'on' } };
  }),
  { prefix: 'name', killOthersOn: ['failure', 'success'], padPrefix: true },
);

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
    http://localhost:${ports.api}/docs        the API's OpenAPI description
  Press Ctrl-C to stop.
`);
  },
  (error) => console.error(`\n  The site did not come up: ${error.message}\n`),
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
