import { join } from 'node:path';
import { configOrExit, runServer } from 'server-kit';
import { loadHostConfig } from './host-config';
import { buildHostApp } from './host-app';

const config = configOrExit(() => loadHostConfig());
runServer(() => buildHostApp({ root: join(__dirname, '..', 'dist'), apiUrl: config.apiUrl }), config.port, config.listenHost, config.shutdown);
