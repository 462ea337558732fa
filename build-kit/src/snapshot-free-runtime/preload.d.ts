/** Types of preload.js, for the tests that load it. */
export declare const defaultPreloadArgs: () => never;
export declare const formatPreloadArgs: () => never;
export declare const normalizePreloadExposes: () => never;
export declare const preloadAssets: () => never;
