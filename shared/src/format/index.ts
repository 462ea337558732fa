export * from './format-inr';
export * from './format-totals';
