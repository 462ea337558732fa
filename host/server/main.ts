import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { configOrExit, runServer } from 'server-kit';
import { loadHostConfig } from './host-config';
import { buildHostApp } from './host-app';

const config = configOrExit(() => loadHostConfig());
// The release live when this process started (`dist` is a link through the package's `current`), held
// for the process's life: its page shell, browser files and server render always belong together. A
// release of the host starts a new process on the new one (scripts/supervisor.cjs).
const root = realpathSync(join(__dirname, '..', 'dist'));
runServer(() => buildHostApp({ root, releasesDir: join(__dirname, '..', 'releases'), apiUrl: config.apiUrl }), config.port, config.listenHost, config.shutdown);
