export * from './common';
export * from './section';
export * from './page';
export * from './catalogue';
export * from './product';
export * from './paths';
