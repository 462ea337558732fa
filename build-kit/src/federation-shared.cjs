/**
 * The libraries every app shares as singletons: one React, one router, one MobX and one `shared`
 * module (and so one session and cart store) in the page, whichever remote renders, and one copy of
 * the zod schemas once they are loaded.
 *
 * Versions are read from the packages the app itself resolves (a remote that pins its own copy gets
 * that copy's version), and every singleton is strict: a remote released against a `shared` newer than
 * the page's (it may use a store field or contract the page's lacks), or against another major of a
 * library, is refused by the federation runtime. Its slot shows the fallback with Try Again, and the
 * runtime's error names the module, both versions and the apps that asked and provided.
 */
const path = require('node:path');

/** The installed version of `name` as `appDir` resolves it. */
function versionIn(appDir, name) {
  return require(require.resolve(`${name}/package.json`, { paths: [appDir] })).version;
}

const major = (version) => version.split('.')[0];

/** A library: any version of the major the app was built with. */
function library(appDir, pkg) {
  const version = versionIn(appDir, pkg);
  return { singleton: true, strictVersion: true, requiredVersion: `^${major(version)}.0.0`, version };
}

/**
 * `shared`: at least the version the app was built with, in its major (a minor adds to the store and
 * contracts, a major changes them: shared/README.md, "Its version").
 */
function sharedPackage(appDir) {
  const version = versionIn(appDir, 'shared');
  return { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version };
}

/** The shared map of the app in `appDir` (its webpack configuration's folder). */
function sharedLibrariesOf(appDir = path.resolve(__dirname, '..', '..')) {
  return {
    react: library(appDir, 'react'),
    'react/jsx-runtime': library(appDir, 'react'),
    'react-dom': library(appDir, 'react-dom'),
    'react-dom/client': library(appDir, 'react-dom'),
    // Provided from build-kit/src/react-router-dom.mjs (the used part of the router, see there), which
    // carries no version of its own: it is the installed react-router-dom's.
    'react-router-dom': library(appDir, 'react-router-dom'),
    // Provided from build-kit/src/mobx.mjs (the used part of MobX), with the installed mobx's version.
    mobx: library(appDir, 'mobx'),
    'mobx-react-lite': library(appDir, 'mobx-react-lite'),
    // The message runtime every app's catalogues are said through (shared/i18n): one copy in the page.
    '@lingui/core': library(appDir, '@lingui/core'),
    shared: sharedPackage(appDir),
    // The zod schemas: not in `shared` (the first screen needs none of them), loaded on first parse by
    // shared's loadContracts or by a remote that checks data itself, one copy in the page either way.
    // (zod itself is not shared: a shared module is not tree-shaken, and all of zod is 3 times the part used.)
    'shared/contracts': sharedPackage(appDir),
  };
}

module.exports = { sharedLibrariesOf };
