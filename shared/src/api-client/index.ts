export * from './api-error';
export * from './auth-codes';
export * from './query-string';
export * from './create-api-client';
