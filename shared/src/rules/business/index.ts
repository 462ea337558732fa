/** The business profile: its GSTIN. */
export * from './gstin';
