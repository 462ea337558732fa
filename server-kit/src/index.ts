export { buildStaticApp, type RenderedDocument, type StaticAppOptions } from './static-app';
export { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-policy';
export { ConfigError, httpUrl, optionalText, parseEnv, port, remoteLocationFields, serverEnvFields, variablesOf } from './env-schema';
export { loadRemoteConfig, remoteEnvSchema, type RemoteConfig } from './remote-config';
export { configOrExit, runServer } from './start-server';
export { loggerOptions } from './logger-options';
export { registerSecurityHeaders, LEAVE_HEADERS_TO_UPSTREAM, type SecurityHeaderOptions } from './security-headers';
export { buildRemoteApp, requestHostname } from './remote-app';
export { REQUEST_TIMEOUT_MS, requestTimeoutOptions } from './request-timeout';
