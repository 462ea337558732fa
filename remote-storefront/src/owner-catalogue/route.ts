/**
 * Where the owner's catalogue page lives in the host's back office. A module of its own so the storefront's
 * sections can link to the page without loading it.
 */
export const OWNER_CATALOGUE_ROUTE = '/owner/catalogue';
