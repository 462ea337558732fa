import { join } from 'node:path';
import { buildRemoteApp, listenHostFromEnv, portFromEnv, runServer } from 'shared/server';

// The storefront remote's build, readable by the host page on another origin.
runServer(() => buildRemoteApp(join(__dirname, '..', 'dist')), portFromEnv('STOREFRONT_PORT', 3001), listenHostFromEnv());
