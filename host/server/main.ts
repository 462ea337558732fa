import { join } from 'node:path';
import { listenHostFromEnv, portFromEnv, runServer } from 'shared/server';
import { buildHostApp } from './host-app';

const apiUrl = process.env.API_URL || `http://127.0.0.1:${portFromEnv('API_PORT', 4000)}`;
runServer(() => buildHostApp({ root: join(__dirname, '..', 'dist'), apiUrl }), portFromEnv('HOST_PORT', 3000), listenHostFromEnv());
