import { yieldToBrowser } from 'build-kit/yield-to-browser.cjs';

/**
 * The shared libraries the first screen runs on, in the order they depend on each other. Importing
 * the page's code would evaluate all of them at once, one task of over a hundred milliseconds on a
 * phone; evaluated one per task first, each is a short one and the page's code finds them ready.
 */
const SHARED_LIBRARIES = [
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'mobx'),
  () => import(/* webpackMode: "eager" */ 'mobx-react-lite'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ 'shared'),
];

// The entry waits for the shared singletons to load before it runs (asyncStartup in
// build-kit/src/webpack-app.cjs). The page's code is in this entry's chunk ("eager": no request of its
// own) and evaluated in a task of its own after the libraries'.
async function start(): Promise<void> {
  for (const evaluate of SHARED_LIBRARIES) {
    await yieldToBrowser();
    await evaluate();
  }
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void start();
