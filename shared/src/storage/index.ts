export * from './keys';
export * from './safe-storage';
export * from './cookies';
export * from './chat-session';
export * from './access-token';
