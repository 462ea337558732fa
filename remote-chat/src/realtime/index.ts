export * from './chat-socket';
export * from './reconnect-delay';
