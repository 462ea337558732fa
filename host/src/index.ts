// The entry waits for the shared singletons before any module that imports them runs (asyncStartup in
// shared/build/webpack-app.cjs), so the page's code is in this entry, not behind an import() boundary.
import './bootstrap';
