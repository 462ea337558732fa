import { join } from 'node:path';
import { buildRemoteApp, configOrExit, loadRemoteConfig, runServer, shutdownTimesOf } from 'server-kit';

// The storefront remote's build, readable by the host page on another origin.
const config = configOrExit(() => loadRemoteConfig());
runServer(() => buildRemoteApp(join(__dirname, '..', 'dist')), config.STOREFRONT_PORT, config.LISTEN_HOST, shutdownTimesOf(config));
