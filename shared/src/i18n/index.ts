export * from './locales';
export * from './translator';
export * from './choose-locale';
export * from './shared-messages';
