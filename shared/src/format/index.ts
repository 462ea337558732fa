export * from './format-inr';
