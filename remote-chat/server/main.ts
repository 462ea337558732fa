import { join } from 'node:path';
import { buildRemoteApp, listenHostFromEnv, portFromEnv, runServer } from 'shared/server';

// The chat remote's build, readable by the host page on another origin.
runServer(() => buildRemoteApp(join(__dirname, '..', 'dist')), portFromEnv('CHAT_PORT', 3002), listenHostFromEnv());
