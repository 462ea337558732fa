export * from './dialog-keys';
export * from './MobileOnlyNotice';
export * from './TotalsLines';
export * from './lazy-export';
export * from './use-after-hydration';
export * from './BottomSheet';
export * from './LanguageChoice';
export * from './save-blob';
