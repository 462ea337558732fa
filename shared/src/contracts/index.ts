export * from './common';
export * from './errors';
export * from './section';
export * from './page';
export * from './catalogue';
export * from './product';
export * from './paths';
