import { join } from 'node:path';
import { buildRemoteApp, listenHostFromEnv, portFromEnv, runServer } from 'shared/server';

// The checkout remote's build, readable by the host page on another origin.
runServer(() => buildRemoteApp(join(__dirname, '..', 'dist')), portFromEnv('CHECKOUT_PORT', 3003), listenHostFromEnv());
