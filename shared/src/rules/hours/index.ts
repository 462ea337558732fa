export * from './business-hours';
export * from './typical-reply';
