export { buildStaticApp, type RenderedDocument, type StaticAppOptions } from './static-app';
export { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-policy';
export { portFromEnv, listenHostFromEnv } from './listen-config';
export { runServer } from './start-server';
export { loggerOptions } from './logger-options';
export { registerSecurityHeaders, LEAVE_HEADERS_TO_UPSTREAM, type SecurityHeaderOptions } from './security-headers';
export { buildRemoteApp, requestHostname } from './remote-app';
