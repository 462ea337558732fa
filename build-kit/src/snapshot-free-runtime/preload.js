/**
 * Stands in for @module-federation/runtime-core's utils/preload.js in the browser builds (see
 * index.cjs). Preloading a remote's assets works from its snapshot, which these builds leave out; the
 * apps never call preloadRemote, and a call says why it cannot work instead of failing somewhere deep.
 */
const PRELOAD_LEFT_OUT =
  "preloadRemote needs the federation runtime’s snapshot support, which this build leaves out (disableSnapshot).";

function leftOut() {
  throw new Error(PRELOAD_LEFT_OUT);
}

export const defaultPreloadArgs = leftOut;
export const formatPreloadArgs = leftOut;
export const normalizePreloadExposes = leftOut;
export const preloadAssets = leftOut;
