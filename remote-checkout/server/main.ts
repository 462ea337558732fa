import { join } from 'node:path';
import { buildStaticApp, listenHostFromEnv, portFromEnv, runServer } from 'shared/server';

// The checkout remote's build, served with CORS so the host page on another origin can load it.
runServer(() => buildStaticApp({ root: join(__dirname, '..', 'dist'), cors: true }), portFromEnv('CHECKOUT_PORT', 3003), listenHostFromEnv());
