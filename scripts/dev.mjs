/** Development: the four apps on webpack-dev-server with hot reload and the API under tsx watch. */
import concurrently from 'concurrently';

const apps = [
  { name: 'api', command: 'npm run dev -w api', prefixColor: 'magenta' },
  { name: 'host', command: 'npm run dev -w host', prefixColor: 'green' },
  { name: 'storefront', command: 'npm run dev -w remote-storefront', prefixColor: 'cyan' },
  { name: 'chat', command: 'npm run dev -w remote-chat', prefixColor: 'yellow' },
  { name: 'checkout', command: 'npm run dev -w remote-checkout', prefixColor: 'blue' },
];

const { result } = concurrently(apps.map((app) => ({ ...app, env: { LOG_FORMAT: process.env.LOG_FORMAT || 'pretty', API_DOCS: process.env.API_DOCS || 'on' } })), { prefix: 'name', killOthersOn: ['failure'], padPrefix: true });
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
