/**
 * The ceiling of the API figures: a bare Fastify answering a small JSON object, no logger, no plugins.
 * It loads the API's own Fastify (resolved from the api package), so both run the same version.
 */
const { join } = require('node:path');

const fastify = require(require.resolve('fastify', { paths: [join(__dirname, '..', 'api')] }));

const app = fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.listen({ host: '127.0.0.1', port: Number(process.env.HELLO_PORT) }).catch((error) => {
  console.error(error);
  process.exit(1);
});
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
