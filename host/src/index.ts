import { yieldToBrowser } from './ssr/yield-to-browser';

// The entry waits for the shared singletons before it runs (asyncStartup in shared/build/webpack-app.cjs).
// The page's code is in this entry's chunk ("eager": no request of its own), but it is evaluated in a
// task after the federation runtime's start-up, so neither is one long task on a phone.
void yieldToBrowser().then(() => import(/* webpackMode: "eager" */ './bootstrap'));
