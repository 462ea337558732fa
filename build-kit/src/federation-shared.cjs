/**
 * The libraries every app shares as singletons: one React, one router, one MobX and one `shared`
 * module (and so one session and cart store) in the page, whichever remote renders, and one copy of
 * the zod schemas once they are loaded. Each requiredVersion is read from the package that ships it,
 * so the four builds can never disagree.
 */
const path = require('node:path');

/** The `shared` package's version: every app must load the one `shared` singleton. */
const sharedVersion = require('shared/package.json').version;

const versionOf = (name) => require(require.resolve(`${name}/package.json`, { paths: [path.resolve(__dirname, '..', '..')] })).version;

const singleton = (name, pkg = name) => ({ singleton: true, requiredVersion: `^${versionOf(pkg)}` });

module.exports = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom/client', 'react-dom'),
  // Provided from build-kit/src/react-router-dom.mjs (the used part of the router, see there), which
  // carries no version of its own: it is the installed react-router-dom's.
  'react-router-dom': { ...singleton('react-router-dom'), version: versionOf('react-router-dom') },
  // Provided from build-kit/src/mobx.mjs (the used part of MobX), with the installed mobx's version.
  mobx: { ...singleton('mobx'), version: versionOf('mobx') },
  'mobx-react-lite': singleton('mobx-react-lite'),
  shared: { singleton: true, requiredVersion: `^${sharedVersion}` },
  // The zod schemas: not in `shared` (the first screen needs none of them), loaded on first parse by
  // shared's loadContracts or by a remote that checks data itself, one copy in the page either way.
  // (zod itself is not shared: a shared module is not tree-shaken, and all of zod is 3 times the part used.)
  'shared/contracts': { singleton: true, requiredVersion: `^${sharedVersion}` },
};
