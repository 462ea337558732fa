/**
 * `npm run release -- <app> [--keep N] [--keep-days D]` (app: host, storefront, chat, checkout, api):
 * builds a new release of one app into its own folder, `<package>/releases/<buildId>/`, and makes it
 * live by replacing the package's `current` link in one rename (scripts/release-app.cjs). The other
 * apps are not touched. Older releases stay on disk (their chunks are still served to pages opened
 * before) until the retention rule lets them go. Each app's `npm run build` is this same command, so
 * `npm run build` makes one release of every app.
 *
 * What switches when: a remote serves the live release's files from the moment of the switch; a
 * running `npm start` restarts the host on its new release, and another app only when its server
 * code changed (scripts/supervisor.cjs watches `current`).
 */
import { parseArgs } from 'node:util';
import releaseAppModule from './release-app.cjs';
import releases from './releases.cjs';

const { parsed, problem } = (() => {
  try {
    return { parsed: parseArgs({ allowPositionals: true, options: { keep: { type: 'string' }, 'keep-days': { type: 'string' } } }) };
  } catch (error) {
    return { problem: error.message };
  }
})();
if (problem || parsed.positionals.length !== 1) {
  if (problem) console.error(problem);
  console.error(`usage: npm run release -- <app> [--keep N] [--keep-days D]   (app: ${Object.keys(releases.APP_PACKAGES).join(', ')})`);
  process.exit(2);
}
try {
  const { values, positionals } = parsed;
  const retention = releases.retentionFromEnv({
    ...process.env,
    ...(values.keep !== undefined ? { RELEASES_KEEP: values.keep } : {}),
    ...(values['keep-days'] !== undefined ? { RELEASES_KEEP_DAYS: values['keep-days'] } : {}),
  });
  releaseAppModule.releaseApp(positionals[0], { retention });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
