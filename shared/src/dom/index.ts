export * from './dialog-keys';
export * from './MobileOnlyNotice';
