import { join } from 'node:path';
import { buildStaticApp, listenHostFromEnv, portFromEnv, runServer } from 'shared/server';

// The chat remote's build, served with CORS so the host page on another origin can load it.
runServer(() => buildStaticApp({ root: join(__dirname, '..', 'dist'), cors: true }), portFromEnv('CHAT_PORT', 3002), listenHostFromEnv());
