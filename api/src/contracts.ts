/**
 * The wire contracts shared with the storefront (`shared/contracts`). Imported through this one module
 * so the API needs only the schemas, not the package entry with the browser store.
 */
export * from 'shared/contracts';
