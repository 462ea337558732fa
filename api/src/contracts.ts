/**
 * The wire contracts shared with the storefront (`shared/src/contracts`). Imported by path because the
 * `shared` package's entry point also carries the browser store; the API needs only the schemas.
 */
export * from '../../shared/src/contracts/index';
