export * from './dialog-keys';
