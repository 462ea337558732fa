/** One product's state: stock status, its default variant and package, its action button, and whether a catalogue query names it by id. */
export * from './stock-status';
export * from './default-variant';
export * from './object-id';
export * from './buy-action';
